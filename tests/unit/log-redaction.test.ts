/** Client links and the owner's feed secret never reach the request log (server/logger.ts). */
import { describe, expect, it } from "vitest";
import { redactLinkToken } from "../../server/logger";

const token = "Zx8pQ2vL0mN4rT6yB1cD3fG5hJ7kW9sA";

describe("redactLinkToken", () => {
  it.each([
    [`/quote/${token}`, "/quote/:token"],
    [`/api/links/${token}/pdf`, "/api/links/:token/pdf"],
    [`/schedule/${token}`, "/schedule/:token"],
    [`/api/schedule-links/${token}/visits/1/confirm`, "/api/schedule-links/:token/visits/1/confirm"],
    [`/api/schedule-feed/${token}.ics`, "/api/schedule-feed/:token"],
    [`/change-orders/${token}`, "/change-orders/:token"],
    [`/r/${token}`, "/r/:token"],
    [`/u/${token}`, "/u/:token"],
    [`/u/${token}/resubscribe`, "/u/:token/resubscribe"],
    [`/api/change-order-links/${token}/sign`, "/api/change-order-links/:token/sign"],
    [`/w/${token}`, "/w/:token"],
    [`/W/${token}/`, "/W/:token/"],
    [`/API/LINKS/${token}/status`, "/API/LINKS/:token/status"],
    [`/api/Schedule-Links/${token}/visits/1/confirm`, "/api/Schedule-Links/:token/visits/1/confirm"],
    [`/Api/Change-Order-Links/${token}/decline`, "/Api/Change-Order-Links/:token/decline"],
    [`/api/links/${token}/warranty/pdf`, "/api/links/:token/warranty/pdf"],
    [`/Quote/${token}`, "/Quote/:token"],
    [`/R/${token}`, "/R/:token"],
    [`/api/contracts/${token}/PDF`, "/api/contracts/:token/PDF"],
  ])("%s is logged as %s", (path, logged) => {
    expect(redactLinkToken(path)).toBe(logged);
  });

  it("keeps the admin's own ids", () => {
    expect(redactLinkToken("/api/change-orders/8a1c2f9e-0000-4000-8000-000000000001/send")).toBe(
      "/api/change-orders/8a1c2f9e-0000-4000-8000-000000000001/send",
    );
    expect(redactLinkToken("/api/contracts/8a1c2f9e-0000-4000-8000-000000000001/change-orders")).toBe(
      "/api/contracts/8a1c2f9e-0000-4000-8000-000000000001/change-orders",
    );
  });
});

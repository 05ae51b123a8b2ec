import { describe, expect, it } from "vitest";
import { toLeadFormData, uploadProgressText } from "@/lib/lead-submission";

describe("toLeadFormData", () => {
  it("sends each field as text, a nested answer as JSON, and the photos under one name", async () => {
    const photo = new File([new Uint8Array([1, 2, 3])], "patio.jpg", { type: "image/jpeg" });
    const form = toLeadFormData(
      { name: "Maria", sqFt: 650, consent: true, address: undefined, estimateAnswers: { urgency: "asap", hasPermits: false } },
      [photo, photo],
    );
    expect(form.get("name")).toBe("Maria");
    expect(form.get("sqFt")).toBe("650");
    expect(form.get("consent")).toBe("true");
    expect(form.has("address")).toBe(false);
    expect(JSON.parse(String(form.get("estimateAnswers")))).toEqual({ urgency: "asap", hasPermits: false });
    const photos = form.getAll("photos") as File[];
    expect(photos).toHaveLength(2);
    expect(photos[0].name).toBe("patio.jpg");
    expect(await photos[0].arrayBuffer()).toEqual(await photo.arrayBuffer());
  });
});

describe("uploadProgressText", () => {
  const mb = 1024 * 1024;
  it("says how much has gone, in percent and megabytes", () => {
    expect(uploadProgressText({ loaded: 1.53 * mb, total: 3.4 * mb })).toBe("Uploading photos… 45% (1.5 of 3.4 MB)");
    expect(uploadProgressText({ loaded: 0, total: 3.4 * mb })).toBe("Uploading photos… 0% (0.0 of 3.4 MB)");
  });

  it("never says 100% while bytes are still on their way, and says when the server has them", () => {
    expect(uploadProgressText({ loaded: 3.4 * mb - 1, total: 3.4 * mb })).toMatch(/^Uploading photos… 99% /);
    expect(uploadProgressText({ loaded: 3.4 * mb, total: 3.4 * mb })).toBe("Photos sent. Checking them…");
  });
});

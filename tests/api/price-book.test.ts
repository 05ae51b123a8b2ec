/** The owner's price book through the real API: admin only, validated, listed by description, 404 for an unknown item. */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lineItemMessages } from "../../shared/line-items";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

type Agent = Awaited<ReturnType<typeof adminAgent>>;
let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
});
afterAll(() => t.close());

const missing = "00000000-0000-4000-8000-000000000000";

describe("price book", () => {
  it("saves, lists by description, changes and removes items, the unit price written as a quote's item holds it", async () => {
    const sealer = await admin.post("/api/price-book").send({ description: "  Premium sealer upgrade ", unit: "sq_ft", unitPrice: "1.5" });
    expect(sealer.status, sealer.text).toBe(201);
    expect(sealer.body.item).toMatchObject({ description: "Premium sealer upgrade", unit: "sq_ft", unitPrice: "1.50" });
    const slab = await admin.post("/api/price-book").send({ description: "Broom finish slab", unit: "sq_ft", unitPrice: 9 });
    expect(slab.status).toBe(201);

    const listed = await admin.get("/api/price-book").expect(200);
    const names = listed.body.items.map((item: { description: string }) => item.description);
    expect(names.indexOf("Broom finish slab")).toBeLessThan(names.indexOf("Premium sealer upgrade"));

    const changed = await admin.patch(`/api/price-book/${sealer.body.item.id}`).send({ unitPrice: "1.75" });
    expect(changed.status).toBe(200);
    expect(changed.body.item).toMatchObject({ description: "Premium sealer upgrade", unitPrice: "1.75" });

    await admin.delete(`/api/price-book/${sealer.body.item.id}`).expect(200);
    const after = await admin.get("/api/price-book").expect(200);
    expect(after.body.items.map((item: { id: string }) => item.id)).not.toContain(sealer.body.item.id);
  });

  it("refuses what a quote's item would refuse, each field with its message", async () => {
    const response = await admin.post("/api/price-book").send({ description: "", unit: "yards", unitPrice: "12.345" });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("VALIDATION_FAILED");
    expect(response.body.errors).toMatchObject({
      description: lineItemMessages.description,
      unit: lineItemMessages.unit,
      unitPrice: lineItemMessages.unitPrice,
    });
    const edit = await admin.patch(`/api/price-book/${missing}`).send({ unitPrice: "-1" });
    expect(edit.status).toBe(400);
  });

  it("answers 404 for an item that does not exist (or an id that cannot be one)", async () => {
    for (const id of [missing, "not-a-uuid"]) {
      expect((await admin.patch(`/api/price-book/${id}`).send({ unitPrice: "2" })).body.code).toBe("PRICE_BOOK_ITEM_NOT_FOUND");
      const removed = await admin.delete(`/api/price-book/${id}`);
      expect(removed.status).toBe(404);
      expect(removed.body.code).toBe("PRICE_BOOK_ITEM_NOT_FOUND");
    }
  });

  it("is the admin's only", async () => {
    const anonymous = request(t.app);
    expect((await anonymous.get("/api/price-book")).status).toBe(401);
    const post = await anonymous.post("/api/price-book").set("Origin", t.config.publicUrl).send({ description: "x", unit: "each", unitPrice: "1" });
    expect(post.status).toBe(401);
    expect((await anonymous.delete(`/api/price-book/${missing}`).set("Origin", t.config.publicUrl)).status).toBe(401);
  });
});

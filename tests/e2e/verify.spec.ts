/**
 * /verify as a visitor uses it, on the desktop and on a phone: a contract is signed through the API,
 * its PDF downloaded, and the page asked about it (verified, with the signer), about a copy with one
 * byte changed inside what was signed (changed since signed), and about a PDF that is not ours.
 */
import type { APIRequestContext } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";

// A small drawn stroke (240 x 80 PNG), as the signature pad sends one.
const signature =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAPAAAABQAgMAAABaJxDvAAAADFBMVEX///8GBgavr69ZWVk7v/8nAAAACXBIWXMAAAsTAAALEwEAmpwYAAAB9UlEQVR42u1XrW7DMBB2UhWkU2AeIWRSoclQH6GglwRUWx6hcGjrS4QXjkxDhZPyEuaDgyMlkyYtSVvHse+S2iUFOVJV8vm7++7HXxgbbbTRRrshu39z9/0EeHH1nUNlz26+PsDrH6RbJ+e4Rp3Dxg34sf7ZJy7OITQBT6B0cC6y7q+NScTAIe44kbkTcT/0RC1Z5gTfRbojo5b1Ddf4kaqDfgmuV+09KX59Wnk/oeBqrAJtMi+bHQhwobDEczS2JWMfKHgn1PqYadP6ShQ8VDvDW6GJHWNDwDuR+ihjxYkJE1yU2LmOtTdq4Fp1+AKplJJLA/5z/hd0+2KK9FjQmZcKXLIab3oOnijtHpkdpHO0IEMkiy+TBpKcfhIbpGT4ZEqNo5EjL/vI1haBzm6cD97PCL6w7o7JjWzMoJcN3i97ORnOUFBke+beSYbq0Te/hc7XmiTb3BxReSlfkbmoY42fgnyDBLJzNtojyC4m2+iJgOwvhGy9VnFmQbY+B0VuQbY2Vz5sLcjW1hidMuPoildz4UvSeYaOuMqirdJQF3+QWkuUFo1bq5T2zfUht3VudU2YOmi6c22Fg7YqThI2cFF102O0vnDRk5Ojep7b09VIWPhm7B2chCy7q57w6iH+clPv/Arlz/z9Fd8c1dfObvziuxn7B+aKfDo9KCvbAAAAAElFTkSuQmCC";

/** Signs a contract through the API as the admin and a client would, and downloads its PDF. */
async function signedContractPdf(request: APIRequestContext, signerName: string): Promise<Buffer> {
  const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post("/api/quotes", {
    data: {
      clientName: signerName,
      clientEmail: "verify.e2e@example.com",
      clientPhone: "416-555-0142",
      projectAddress: "12 Front St W, Toronto, ON",
      workScope: "Stamped Concrete Installation",
      projectDetails: "Stamped patio, 300 sq ft.",
      totalCost: "6,300.00",
      validUntil,
      status: "pending",
    },
  });
  expect(created.status()).toBe(201);
  const quoteId: string = (await created.json()).quoteId;
  const quote = (await (await request.get(`/api/quotes/${quoteId}`)).json()).quote as { version: number; linkToken: string };
  const link = `/api/links/${quote.linkToken}`;
  const accepted = await request.patch(`${link}/status`, { data: { status: "accepted", version: quote.version } });
  expect(accepted.status()).toBe(200);
  const signed = await request.post(`${link}/contract`, {
    data: {
      quoteVersion: quote.version,
      clientName: signerName,
      clientEmail: "verify.e2e@example.com",
      clientPhone: "416-555-0142",
      projectAddress: "12 Front St W, Toronto, ON",
      signatureData: signature,
      agreementAccepted: true,
    },
  });
  expect(signed.status()).toBe(201);
  const pdf = await request.get(`${link}/contract/pdf`);
  expect(pdf.status()).toBe(200);
  return pdf.body();
}

/** The same file with one byte inside the signed range changed (early in the file, before the signature). */
function withOneByteChanged(pdf: Buffer): Buffer {
  const copy = Buffer.from(pdf);
  const at = copy.indexOf("/Producer");
  copy[at + 2] = copy[at + 2] === 0x72 ? 0x52 : 0x72;
  return copy;
}

const pdfFile = (name: string, buffer: Buffer) => ({ name, mimeType: "application/pdf", buffer });

test("says a downloaded contract is ours and unchanged, a changed copy is changed, and a stranger's PDF is not ours", async ({
  page,
  adminRequest,
}) => {
  test.setTimeout(60_000);
  const signer = `Verify Client ${test.info().project.name}`;
  const pdf = await signedContractPdf(adminRequest, signer);

  await page.goto("/verify");
  await expect(page.getByRole("heading", { level: 1, name: "Verify a signed contract" })).toBeVisible();
  const input = page.getByLabel("Signed contract (PDF)");
  const status = page.getByRole("status").filter({ has: page.getByTestId("verify-verdict") });

  await input.setInputFiles(pdfFile("forma-contract.pdf", pdf));
  await expect(page.getByTestId("verify-verdict")).toHaveAttribute("data-status", "verified");
  await expect(status).toContainText("This is a contract signed through Forma Concrete and it has not been changed since it was signed");
  await expect(status).toContainText(`signed by ${signer} on`);
  await expect(status).toContainText("(Toronto time), quote");
  await expectNoAxeViolations(page);

  await input.setInputFiles(pdfFile("forma-contract-edited.pdf", withOneByteChanged(pdf)));
  await expect(page.getByTestId("verify-verdict")).toHaveAttribute("data-status", "modified");
  await expect(status).toContainText("This file has been changed since it was signed");

  const stranger = await PDFDocument.create();
  stranger.addPage().drawText("An invoice from someone else");
  await input.setInputFiles(pdfFile("invoice.pdf", Buffer.from(await stranger.save())));
  await expect(page.getByTestId("verify-verdict")).toHaveAttribute("data-status", "not-ours");
  await expect(status).toContainText("This is not a contract signed through Forma Concrete");
  await expectNoAxeViolations(page);
});

test("fits a phone screen without sideways scrolling", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/verify");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByLabel("Signed contract (PDF)")).toBeVisible();
});

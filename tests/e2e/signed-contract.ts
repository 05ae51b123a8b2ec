/** A contract priced, accepted and signed through the API, as a client would have done it. */
import type { APIRequestContext } from "@playwright/test";
import { linkTokenOf } from "./client-link";
import { addDays, torontoDate } from "../../shared/quote-rules";
import { expect } from "./fixtures";

/** A small drawn stroke (240 x 80 PNG), as the signature pad sends one. */
const signaturePng =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAPAAAABQAgMAAABaJxDvAAAADFBMVEX///8GBgavr69ZWVk7v/8nAAAACXBIWXMAAAsTAAALEwEAmpwYAAAB9UlEQVR42u1XrW7DMBB2UhWkU2AeIWRSoclQH6GglwRUWx6hcGjrS4QXjkxDhZPyEuaDgyMlkyYtSVvHse+S2iUFOVJV8vm7++7HXxgbbbTRRrshu39z9/0EeHH1nUNlz26+PsDrH6RbJ+e4Rp3Dxg34sf7ZJy7OITQBT6B0cC6y7q+NScTAIe44kbkTcT/0RC1Z5gTfRbojo5b1Ddf4kaqDfgmuV+09KX59Wnk/oeBqrAJtMi+bHQhwobDEczS2JWMfKHgn1PqYadP6ShQ8VDvDW6GJHWNDwDuR+ihjxYkJE1yU2LmOtTdq4Fp1+AKplJJLA/5z/hd0+2KK9FjQmZcKXLIab3oOnijtHpkdpHO0IEMkiy+TBpKcfhIbpGT4ZEqNo5EjL/vI1haBzm6cD97PCL6w7o7JjWzMoJcN3i97ORnOUFBke+beSYbq0Te/hc7XmiTb3BxReSlfkbmoY42fgnyDBLJzNtojyC4m2+iJgOwvhGy9VnFmQbY+B0VuQbY2Vz5sLcjW1hidMuPoildz4UvSeYaOuMqirdJQF3+QWkuUFo1bq5T2zfUht3VudU2YOmi6c22Fg7YqThI2cFF102O0vnDRk5Ojep7b09VIWPhm7B2chCy7q57w6iH+clPv/Arlz/z9Fd8c1dfObvziuxn7B+aKfDo9KCvbAAAAAElFTkSuQmCC";

type Client = { clientName: string; clientEmail: string; clientPhone: string; projectAddress: string };

/**
 * A quote priced and accepted through the API, ready for the client to sign on their link: one
 * lump-sum item of $9,850.00, total $11,130.50 with HST, deposit and balance $5,565.25.
 */
export async function acceptedQuote(request: APIRequestContext, client: Client): Promise<{ quoteId: string; token: string }> {
  const created = await request.post("/api/quotes", {
    data: {
      ...client,
      workScope: "Stamped Concrete Patio",
      projectDetails: "Ashlar slate pattern, charcoal release.",
      validUntil: addDays(torontoDate(new Date()), 14),
      status: "pending",
      lineItems: [{ id: "patio", description: "Stamped patio", quantity: "1", unit: "lump_sum", unitPrice: "9850.00", optional: false }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quoteId: string = (await created.json()).quoteId;
  const token = await linkTokenOf(request, quoteId);
  expect((await request.patch(`/api/links/${token}/status`, { data: { status: "accepted", version: 1 } })).status()).toBe(200);
  return { quoteId, token };
}

/** The same quote, signed as the client would: a contract ready to be paid. */
export async function signedContract(
  request: APIRequestContext,
  clientName: string,
  { projectAddress = "12 Rue Côté, Toronto, ON", clientEmail = "frederic.cote@example.com" }: { projectAddress?: string; clientEmail?: string } = {},
): Promise<{ quoteId: string; contractId: string; quoteNumber: string }> {
  const client = { clientName, clientEmail, clientPhone: "416-555-0142", projectAddress };
  const { quoteId, token } = await acceptedQuote(request, client);
  const signed = await request.post(`/api/links/${token}/contract`, {
    data: { ...client, signatureData: signaturePng, agreementAccepted: true, quoteVersion: 1 },
  });
  expect(signed.status(), await signed.text()).toBe(201);
  const contracts = (await (await request.get(`/api/contracts?q=${encodeURIComponent(clientName)}`)).json()) as {
    contracts: Array<{ id: string; quoteId: string; quoteNumber: string }>;
  };
  const contract = contracts.contracts.find((item) => item.quoteId === quoteId)!;
  return { quoteId, contractId: contract.id, quoteNumber: contract.quoteNumber };
}

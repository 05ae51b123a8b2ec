/**
 * What the change-order routes answer: the owner's order (with its link and PDF addresses) and the
 * client's (no ids, no audit facts), both with the contract-sum table. The browser imports only the types.
 */
import { z } from "zod";
import { day, success, timestamp } from "../api/codecs";
import { changeOrderLineKinds, changeOrderReasons, changeOrderStatuses } from "./rules";
import { lineItemUnits } from "../line-items";
import { baseColourMethods } from "../design-catalogue";

export const contractSumSchema = z.object({
  rows: z.array(z.object({ label: z.string(), totalCents: z.int() })),
  revisedTotalCents: z.int(),
});

const paymentSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("add_to_balance"), dueOnSigningCents: z.int() }),
  z.object({ kind: z.literal("due_on_signing"), percent: z.int(), dueOnSigningCents: z.int() }),
]);

/** A new stamped design in words (kind label, entry name); null when the order leaves the design as signed. */
const designWordsSchema = z.object({ entries: z.array(z.object({ label: z.string(), value: z.string() })), notes: z.string() }).nullable();

const commonFields = {
  design: designWordsSchema,
  /** "CO-2"; null while a draft. */
  number: z.string().nullable(),
  status: z.enum(changeOrderStatuses),
  version: z.int(),
  reason: z.enum(changeOrderReasons),
  reasonLabel: z.string(),
  summary: z.string(),
  lines: z.array(
    z.object({
      kind: z.enum(changeOrderLineKinds),
      description: z.string(),
      quantity: z.string(),
      unit: z.enum(lineItemUnits),
      unitLabel: z.string(),
      unitPriceCents: z.int(),
      amountCents: z.int(),
    }),
  ),
  subtotalCents: z.int(),
  hstCents: z.int(),
  totalCents: z.int(),
  payment: paymentSchema,
  expiresOn: day.nullable(),
  sentAt: timestamp.nullable(),
  signedAt: timestamp.nullable(),
  signerName: z.string().nullable(),
  signingContext: z.enum(["remote", "in_person"]).nullable(),
  declinedAt: timestamp.nullable(),
  declineMessage: z.string().nullable(),
  voidedAt: timestamp.nullable(),
  voidReason: z.string().nullable(),
};

export const changeOrderSchema = z.object({
  id: z.uuid(),
  contractId: z.uuid(),
  ...commonFields,
  validDays: z.int(),
  /** The new design's catalogue ids (pattern, colours, method...), as the owner's form edits them. */
  designInput: z
    .object({
      patternId: z.string(),
      baseColourId: z.string(),
      baseMethod: z.enum(baseColourMethods),
      releaseColourId: z.string(),
      borderId: z.string().nullable(),
      sealerFinishId: z.string().nullable(),
      notes: z.string(),
      sampleViewedOn: z.string().nullable(),
    })
    .nullable(),
  /** The client's page, once sent. */
  linkPath: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  createdAt: timestamp,
  createdBy: z.string(),
});
export type ChangeOrderView = z.infer<typeof changeOrderSchema>;

export const changeOrderAnswerSchema = z.object({ success, changeOrder: changeOrderSchema });
export const changeOrdersAnswerSchema = z.object({
  success,
  changeOrders: z.array(changeOrderSchema),
  contractSum: contractSumSchema,
  /** What the client has paid (payments not voided): a credit may bring the contract sum down to this, no lower. */
  paidCents: z.int(),
});

export const clientChangeOrderSchema = z.strictObject({ ...commonFields, contractSum: contractSumSchema, pdfUrl: z.string().nullable() });
export type ClientChangeOrderView = z.infer<typeof clientChangeOrderSchema>;
export const clientChangeOrderAnswerSchema = z.object({ success, changeOrder: clientChangeOrderSchema });

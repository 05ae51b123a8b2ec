/**
 * Change orders: the only way a signed contract's scope and price change after signing. Each one is
 * its own document tied to the contract, with its own link, signature and digitally signed PDF; the
 * contract's own bytes never change. Re-exported by shared/schema.ts (one schema for Drizzle). The
 * money rules are in shared/change-orders/rules.ts.
 */
import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { contracts } from "../schema";
import { bytea } from "../schema-columns";
import type { DesignSelection } from "../design-catalogue";
import { changeOrderReasons, changeOrderStatuses, signingContexts, type ChangeOrderLineInput, type ChangeOrderPaymentTerms } from "./rules";

/** Closed sets are Postgres enums (decisions 0122, 0155). */
export const changeOrderStatusEnum = pgEnum("change_order_status", changeOrderStatuses);
export const changeOrderReasonEnum = pgEnum("change_order_reason", changeOrderReasons);
export const signingContextEnum = pgEnum("signing_context", signingContexts);

/**
 * One change order. `sequence` (CO-1 is 1) is null while a draft and taken when it is sent, under a
 * lock on the contract's row, so the numbers a client ever sees run 1, 2, 3 without gaps; a voided or
 * declined order keeps its number. `totalCents` (with HST, negative for a credit) is kept in step
 * with the lines while a draft and frozen from sending on. A signed order's `recordText` is the exact
 * text its PDF was laid out from; it and the row never change after signing.
 */
export const changeOrders = pgTable(
  "change_orders",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id),
    sequence: integer("sequence"),
    status: changeOrderStatusEnum("status").notNull().default("draft"),
    reason: changeOrderReasonEnum("reason").notNull(),
    summary: text("summary").notNull(),
    lines: jsonb("lines").$type<ChangeOrderLineInput[]>().notNull(),
    /** A new stamped design replacing the signed one (reason "design_change"); null: the design stays. */
    design: jsonb("design").$type<DesignSelection>(),
    payment: jsonb("payment").$type<ChangeOrderPaymentTerms>().notNull(),
    validDays: integer("valid_days").notNull(),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    /** The client's link (`/change-orders/{token}`), a secret given when the order is sent. */
    linkToken: text("link_token").unique(),
    /** Goes up with every edit: the client signs the version they read. */
    version: integer("version").notNull().default(1),
    /** The last Toronto day it may be signed (from sending + validDays). */
    expiresOn: date("expires_on", { mode: "string" }),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    signerName: text("signer_name"),
    /** "remote" (the client's link) or "in_person" (the owner's device on site). */
    signingContext: signingContextEnum("signing_context"),
    signatureData: text("signature_data"),
    recordText: text("record_text"),
    recordHash: text("record_hash"),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    declineMessage: text("decline_message"),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidReason: text("void_reason"),
    voidedBy: text("voided_by"),
  },
  (table) => [
    check("change_orders_sent_numbered", sql`(${table.status} = 'draft') = (${table.sequence} is null)`),
    uniqueIndex("change_orders_contract_sequence_idx").on(table.contractId, table.sequence),
    index("change_orders_contract_idx").on(table.contractId, table.createdAt),
  ],
);

/** The signed PDF of each signed change order, stored once; `sha256` is how /api/verify knows it. */
export const changeOrderDocuments = pgTable(
  "change_order_documents",
  {
    changeOrderId: uuid("change_order_id")
      .primaryKey()
      .references(() => changeOrders.id),
    pdf: bytea("pdf").notNull(),
    sha256: text("sha256").notNull(),
    certificateSha256: text("certificate_sha256").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [uniqueIndex("change_order_documents_sha256_idx").on(table.sha256)],
);

export type ChangeOrder = typeof changeOrders.$inferSelect;

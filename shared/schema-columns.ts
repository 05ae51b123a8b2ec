/** Column types the schema files share (a file of its own, so each schema file can import it first). */
import { customType } from "drizzle-orm/pg-core";

/** Raw bytes; node-postgres hands back a Buffer, PGlite a Uint8Array. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

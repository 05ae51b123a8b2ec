/**
 * The only reader of process.env. Everything else receives a typed Config, so tests can build one
 * directly and a wrong setting stops start-up with one readable line.
 */
import path from "node:path";
import { z } from "zod";
import { business } from "../shared/business";

const optionalText = z.preprocess((value) => (value === "" ? undefined : value), z.string().optional());

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce
      .number({ error: "must be a whole number from 0 to 65535" })
      .int("must be a whole number from 0 to 65535")
      .min(0, "must be a whole number from 0 to 65535")
      .max(65535, "must be a whole number from 0 to 65535")
      .default(3000),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    ),
    DATA_DIR: z.string().default("./data"),
    SESSION_SECRET: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
    PUBLIC_URL: optionalText.pipe(z.url("must be a full URL such as https://formaconcretegta.ca").optional()),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
        .optional(),
    ),
    MAIL_FROM: z.string().default(`${business.name} <${business.email}>`),
    BUSINESS_EMAIL: z.email().default(business.email),
    ETRANSFER_EMAIL: optionalText.pipe(z.email("must be an e-mail address").optional()),
    REMINDERS: z.enum(["on", "off"], { error: 'must be "on" or "off"' }).default("on"),
    ADMIN_EMAIL: optionalText.pipe(z.email("must be an e-mail address").optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, "must be at least 8 characters").optional()),
    TRUST_PROXY: z.string().default("false"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SIGNING_P12: optionalText,
    SIGNING_P12_PASSWORD: optionalText,
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
    path: ["ADMIN_PASSWORD"],
  })
  // Every server on one PostgreSQL must sign session cookies with the same secret, or a sign-in on
  // one is anonymous on the next; a secret written into one server's DATA_DIR cannot be shared.
  .refine((env) => Boolean(env.SESSION_SECRET) || !env.DATABASE_URL, {
    message: "must be set when DATABASE_URL is set (every server sharing the database signs sessions with it)",
    path: ["SESSION_SECRET"],
  })
  // The demo admin's password is printed on the login screen: fine for a try-out on the embedded
  // database, never for a shared PostgreSQL or a public https address.
  .refine((env) => Boolean(env.ADMIN_EMAIL) || (!env.DATABASE_URL && !env.PUBLIC_URL?.startsWith("https:")), {
    message: "and ADMIN_PASSWORD must be set when DATABASE_URL is set or PUBLIC_URL is https (the demo admin's password is public)",
    path: ["ADMIN_EMAIL"],
  });

/** Every variable the server reads, so a check can keep .env.example complete. */
export const configVariableNames: readonly string[] = Object.keys(envSchema.shape);

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  databaseUrl?: string;
  dataDir: string;
  sessionSecret?: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  businessEmail: string;
  /** Where clients send the deposit by Interac e-Transfer (shown on the confirmation and in the signed e-mail). */
  etransferEmail: string;
  /** Automatic quote reminders (server/features/quotes/quote-reminders.ts); "off" stops them on this server. */
  remindersEnabled: boolean;
  admin?: { email: string; password: string };
  /** Express "trust proxy" value: false, true, a hop count or a list of addresses. */
  trustProxy: boolean | number | string;
  logLevel: string;
  /** The .p12 that digitally signs contract PDFs; unset: one generated into DATA_DIR (server/features/contracts/signing-certificate.ts). */
  signingP12?: string;
  signingP12Password?: string;
};

export class ConfigError extends Error {}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false" || value === "") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const values = parsed.data;
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    databaseUrl: values.DATABASE_URL,
    dataDir: path.resolve(values.DATA_DIR),
    sessionSecret: values.SESSION_SECRET,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ""),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    businessEmail: values.BUSINESS_EMAIL,
    etransferEmail: values.ETRANSFER_EMAIL ?? values.BUSINESS_EMAIL,
    remindersEnabled: values.REMINDERS === "on",
    admin: values.ADMIN_EMAIL && values.ADMIN_PASSWORD ? { email: values.ADMIN_EMAIL, password: values.ADMIN_PASSWORD } : undefined,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    logLevel: values.LOG_LEVEL,
    signingP12: values.SIGNING_P12 ? path.resolve(values.SIGNING_P12) : undefined,
    signingP12Password: values.SIGNING_P12_PASSWORD,
  };
}

import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "../../server/config";
import { startupWarnings } from "../../server/startup-warnings";

/** Runs readConfig and returns the ConfigError it throws (fails the test if it does not throw one). */
function configErrorOf(env: Record<string, string>): ConfigError {
  try {
    readConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`readConfig accepted ${JSON.stringify(env)}`);
}

describe("readConfig defaults", () => {
  it("starts on port 3000 with PGlite in ./data and a localhost public URL", () => {
    const config = readConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sessionSecret).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.admin).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.env).toBe("development");
    expect(config.logLevel).toBe("info");
  });

  it("treats empty values as unset", () => {
    const config = readConfig({ DATABASE_URL: "", SESSION_SECRET: "", PUBLIC_URL: "", SMTP_URL: "", ADMIN_EMAIL: "", ADMIN_PASSWORD: "" });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sessionSecret).toBeUndefined();
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.admin).toBeUndefined();
  });

  it("derives the public URL from PORT and resolves DATA_DIR", () => {
    const config = readConfig({ PORT: "8080", DATA_DIR: "var/forma" });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe("http://localhost:8080");
    expect(config.dataDir).toBe(path.resolve("var/forma"));
  });

  it("reads the settings it is given", () => {
    const config = readConfig({
      NODE_ENV: "production",
      DATABASE_URL: "postgresql://forma:secret@db.internal:5432/forma",
      SESSION_SECRET: "0123456789abcdef",
      PUBLIC_URL: "https://formaconcretegta.ca/",
      ADMIN_EMAIL: "owner@formaconcretegta.ca",
      ADMIN_PASSWORD: "a-long-password",
    });
    expect(config.env).toBe("production");
    expect(config.databaseUrl).toBe("postgresql://forma:secret@db.internal:5432/forma");
    expect(config.sessionSecret).toBe("0123456789abcdef");
    expect(config.publicUrl).toBe("https://formaconcretegta.ca");
    expect(config.admin).toEqual({ email: "owner@formaconcretegta.ca", password: "a-long-password" });
  });
});

describe("readConfig refuses wrong settings with one line naming the variable", () => {
  it.each([
    ["PORT", { PORT: "abc" }],
    ["PORT", { PORT: "70000" }],
    ["PORT", { PORT: "-1" }],
    ["PORT", { PORT: "3000.5" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://root@localhost/forma" }],
    ["DATABASE_URL", { DATABASE_URL: "localhost:5432/forma" }],
    ["ADMIN_PASSWORD", { ADMIN_EMAIL: "owner@formaconcretegta.ca" }],
    ["ADMIN_EMAIL", { ADMIN_PASSWORD: "a-long-password" }],
    ["SESSION_SECRET", { SESSION_SECRET: "too-short" }],
    ["PUBLIC_URL", { PUBLIC_URL: "formaconcretegta.ca" }],
    ["SMTP_URL", { SMTP_URL: "http://mail.example.com" }],
    ["ADMIN_EMAIL", { ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "a-long-password" }],
  ])("%s: %j", (variable, env) => {
    const error = configErrorOf(env);
    expect(error.message).toContain(variable);
    expect(error.message).not.toMatch(/[\r\n]/);
    expect(error.message.length).toBeLessThan(500);
  });

  it("ConfigError is an Error", () => {
    expect(configErrorOf({ PORT: "abc" })).toBeInstanceOf(Error);
  });

  it("does not print the database password", () => {
    const error = configErrorOf({ DATABASE_URL: "mysql://root:hunter2@localhost/forma" });
    expect(error.message).not.toContain("hunter2");
  });
});

describe("the demo admin only on the embedded default", () => {
  it.each([
    ["DATABASE_URL", { DATABASE_URL: "postgres://forma@db.internal/forma" }],
    ["an https PUBLIC_URL", { PUBLIC_URL: "https://formaconcretegta.ca" }],
  ])("stops with one line naming ADMIN_EMAIL and ADMIN_PASSWORD when %s is set without them", (_case, env) => {
    const error = configErrorOf(env);
    expect(error.message).toContain("ADMIN_EMAIL and ADMIN_PASSWORD must be set");
    expect(error.message).not.toMatch(/[\r\n]/);
  });

  it("allows the demo admin on the embedded database over http", () => {
    expect(readConfig({ PUBLIC_URL: "http://localhost:3000" }).admin).toBeUndefined();
  });
});

describe("several servers on one PostgreSQL", () => {
  it("requires SESSION_SECRET when DATABASE_URL is set, in one line naming it", () => {
    const error = configErrorOf({
      DATABASE_URL: "postgres://forma@db.internal/forma",
      ADMIN_EMAIL: "owner@formaconcretegta.ca",
      ADMIN_PASSWORD: "a-long-password",
    });
    expect(error.message).toContain("SESSION_SECRET must be set when DATABASE_URL is set");
    expect(error.message).not.toMatch(/[\r\n]/);
  });

  it("needs no SESSION_SECRET on the embedded database (one server keeps its own)", () => {
    expect(readConfig({}).sessionSecret).toBeUndefined();
  });
});

describe("start-up warnings", () => {
  const admin = { ADMIN_EMAIL: "owner@formaconcretegta.ca", ADMIN_PASSWORD: "a-long-password" };

  it("warns when PUBLIC_URL is https and TRUST_PROXY is unset", () => {
    const warnings = startupWarnings(readConfig({ ...admin, PUBLIC_URL: "https://formaconcretegta.ca" }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("TRUST_PROXY");
  });

  it("says nothing once TRUST_PROXY is set, or over plain http", () => {
    expect(startupWarnings(readConfig({ ...admin, PUBLIC_URL: "https://formaconcretegta.ca", TRUST_PROXY: "1" }))).toEqual([]);
    expect(startupWarnings(readConfig({ ...admin, PUBLIC_URL: "http://localhost:3000" }))).toEqual([]);
  });

  it("warns when servers sharing PostgreSQL would each sign contracts with their own certificate", () => {
    const shared = { ...admin, DATABASE_URL: "postgres://forma@db.internal/forma", SESSION_SECRET: "0123456789abcdef" };
    expect(startupWarnings(readConfig(shared)).join(" ")).toContain("SIGNING_P12");
    expect(startupWarnings(readConfig({ ...shared, SIGNING_P12: "/etc/forma/signing.p12" }))).toEqual([]);
  });

  it("warns about the demo admin", () => {
    expect(startupWarnings(readConfig({})).join(" ")).toContain("demo admin");
  });
});

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["false", false],
    ["true", true],
    ["1", 1],
    ["2", 2],
    ["loopback", "loopback"],
    ["10.0.0.0/8, 127.0.0.1", "10.0.0.0/8, 127.0.0.1"],
  ])("%j → %j", (value, expected) => {
    const config = readConfig(value === undefined ? {} : { TRUST_PROXY: value });
    expect(config.trustProxy).toStrictEqual(expected);
  });
});

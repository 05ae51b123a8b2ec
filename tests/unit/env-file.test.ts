import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError } from "../../server/config";
import { EnvFileError, loadEnvFile } from "../../server/env-file";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forma-env-file-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let count = 0;
function envFile(contents: string | Buffer): string {
  const file = path.join(dir, `env-${++count}`);
  fs.writeFileSync(file, contents);
  return file;
}

describe("loadEnvFile", () => {
  it("applies the file's variables and says which it set", () => {
    const env: NodeJS.ProcessEnv = {};
    const result = loadEnvFile(envFile("PORT=4000\nDATA_DIR=/srv/forma\n"), env);
    expect(env).toEqual({ PORT: "4000", DATA_DIR: "/srv/forma" });
    expect(result.found).toBe(true);
    expect(result.set.sort()).toEqual(["DATA_DIR", "PORT"]);
    expect(result.kept).toEqual([]);
  });

  it("never replaces a variable the environment has, even an empty one", () => {
    const env: NodeJS.ProcessEnv = { PORT: "5000", SMTP_URL: "" };
    const result = loadEnvFile(envFile("PORT=4000\nSMTP_URL=smtp://mail:25\nLOG_LEVEL=warn\n"), env);
    expect(env).toEqual({ PORT: "5000", SMTP_URL: "", LOG_LEVEL: "warn" });
    expect(result.set).toEqual(["LOG_LEVEL"]);
    expect(result.kept.sort()).toEqual(["PORT", "SMTP_URL"]);
  });

  it("reads quotes, comments, export and multi-line values as util.parseEnv does", () => {
    const env: NodeJS.ProcessEnv = {};
    const file = envFile(
      [
        "# a comment line",
        "",
        'MAIL_FROM="Forma Concrete <estimates@formaconcretegta.ca>"',
        "PUBLIC_URL=https://formaconcretegta.ca # a trailing comment",
        "SESSION_SECRET='single # quotes keep the hash'",
        "export LOG_LEVEL=debug",
        'SIGNING_P12_PASSWORD="first line',
        'second line"',
        "EMPTY=",
        "  SPACED = around  ",
      ].join("\r\n"),
    );
    loadEnvFile(file, env);
    expect(env).toEqual({
      MAIL_FROM: "Forma Concrete <estimates@formaconcretegta.ca>",
      PUBLIC_URL: "https://formaconcretegta.ca",
      SESSION_SECRET: "single # quotes keep the hash",
      LOG_LEVEL: "debug",
      SIGNING_P12_PASSWORD: expect.stringMatching(/^first line\r?\nsecond line$/),
      EMPTY: "",
      SPACED: "around",
    });
  });

  it("ignores a missing file", () => {
    const env: NodeJS.ProcessEnv = { PORT: "1" };
    expect(loadEnvFile(path.join(dir, "no-such-file"), env)).toEqual({ found: false, set: [], kept: [] });
    expect(env).toEqual({ PORT: "1" });
  });

  it("stops start-up on an unreadable file, naming it", () => {
    expect(() => loadEnvFile(dir, {})).toThrow(EnvFileError);
    expect(() => loadEnvFile(dir, {})).toThrow(`Cannot read ${dir}`);
    // index.ts prints a ConfigError's message as the one line start-up ends with.
    expect(new EnvFileError("x")).toBeInstanceOf(ConfigError);
  });

  it("refuses a garbled file without applying any of it, and without printing its values", () => {
    const cases = [
      envFile(Buffer.from([0x50, 0x4f, 0x52, 0x54, 0x3d, 0xff, 0xfe, 0x0a])),
      envFile("PORT=4000\0\n"),
      envFile("PORT=4000\nSMTP_URL smtps://user:secret@mail.example.com\nLOG_LEVEL=warn\n"),
    ];
    for (const file of cases) {
      const env: NodeJS.ProcessEnv = {};
      expect(() => loadEnvFile(file, env)).toThrow(EnvFileError);
      expect(env).toEqual({});
    }
    expect(() => loadEnvFile(cases[2], {})).toThrow(`${cases[2]}: line 2 is not NAME=value`);
    expect(() => loadEnvFile(cases[2], {})).not.toThrow(/secret/);
  });
});

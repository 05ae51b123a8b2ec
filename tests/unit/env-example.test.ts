import fs from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { configVariableNames, readConfig } from "../../server/config";

const example = fs.readFileSync(path.resolve(import.meta.dirname, "../../.env.example"), "utf8");
/** Every `NAME=` line, commented out or not. */
const documented = [...example.matchAll(/^#?[ \t]*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);

describe(".env.example", () => {
  it("documents every variable the server reads", () => {
    const missing = configVariableNames.filter((name) => !documented.includes(name));
    expect(missing, "add these to .env.example with their meaning and default").toEqual([]);
  });

  it("names no variable the server does not read", () => {
    expect(documented.filter((name) => !configVariableNames.includes(name))).toEqual([]);
  });

  it("is a valid configuration as it stands, once copied to .env", () => {
    expect(() => readConfig(parseEnv(example))).not.toThrow();
  });
});

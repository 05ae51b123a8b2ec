/**
 * Reads a `.env` file into the environment before the configuration is read. The environment wins:
 * a variable it already has, even set to an empty string, is never replaced, so a deployment's real
 * settings cannot be overridden by a file left in the working directory. The syntax is Node's own
 * (util.parseEnv: quotes, comments, `export`, multi-line values in double quotes).
 */
import fs from "node:fs";
import { parseEnv } from "node:util";
import { ConfigError } from "./config";

export class EnvFileError extends ConfigError {}

export type EnvFileResult = {
  /** False when there is no such file (nothing to read is fine). */
  found: boolean;
  /** The variables the file set. */
  set: string[];
  /** The variables the file names but the environment already had. */
  kept: string[];
};

/** Decoding fails on bytes that are not UTF-8: such a file is not a .env file and must not half-apply. */
const utf8 = new TextDecoder("utf-8", { fatal: true });
/**
 * parseEnv skips nothing it cannot read: a line without "=" (say `PORT 3000`) is glued to the next
 * line's name. A name that is not a plain variable name therefore means a line we did not understand.
 */
const variableName = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function loadEnvFile(file: string, env: NodeJS.ProcessEnv = process.env): EnvFileResult {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { found: false, set: [], kept: [] };
    throw new EnvFileError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new EnvFileError(`${file} is not a text file (it is not UTF-8): fix or remove it.`);
  }
  if (text.includes("\0")) throw new EnvFileError(`${file} is not a text file (it contains NUL bytes): fix or remove it.`);

  const entries = Object.entries(parseEnv(text));
  const garbled = entries.find(([key]) => !variableName.test(key));
  if (garbled) {
    // The line's number, not its text: it may hold a password.
    const at = text.indexOf(garbled[0].split("\n")[0].trim());
    const line = at < 0 ? "a line" : `line ${text.slice(0, at).split("\n").length}`;
    throw new EnvFileError(`${file}: ${line} is not NAME=value: fix or remove it.`);
  }

  const result: EnvFileResult = { found: true, set: [], kept: [] };
  for (const [key, value] of entries) {
    if (value === undefined) continue;
    if (Object.hasOwn(env, key)) {
      result.kept.push(key);
    } else {
      env[key] = value;
      result.set.push(key);
    }
  }
  return result;
}

/**
 * ESLint run on a snippet as if it were a file of the repository, for the tests that prove a lint
 * rule still fires (tests/unit/lint-rules-*.test.ts). One ESLint per test file, made on first use.
 */
import path from "node:path";
import { ESLint } from "eslint";

const root = path.resolve(import.meta.dirname, "../..");
let eslint: ESLint | undefined;

/** The messages ESLint gives `code` as if it were the file at `file` (from the repository's root). */
export async function messagesFor(file: string, code: string): Promise<string[]> {
  eslint ??= new ESLint({ cwd: root, overrideConfigFile: path.join(root, "eslint.config.js") });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.message);
}

/** The messages that contain `wanted`. */
export const matching = (messages: string[], wanted: string) => messages.filter((message) => message.includes(wanted));

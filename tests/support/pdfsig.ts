/**
 * poppler's pdfsig on a PDF held in memory: what a reader's tool says of its digital signatures.
 * pdfsig exits non-zero for a file it finds no valid signature in; its report is still what is wanted.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export async function pdfsigReport(bytes: Uint8Array): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "pdfsig-"));
  try {
    const file = path.join(folder, "file.pdf");
    await writeFile(file, bytes);
    const result = await run("pdfsig", [file]).catch((error: { stdout: string }) => error);
    return result.stdout;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

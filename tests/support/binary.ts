import type { RequestListener } from "node:http";
import { adminAgent } from "./test-app";

/** supertest parser that keeps a response body as raw bytes. */
export function binary(res: unknown, callback: (error: Error | null, body: Buffer) => void) {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  stream.on("end", () => callback(null, Buffer.concat(chunks)));
}

/**
 * Downloads a contract's PDF by its id, as the admin does (the client downloads it through their link,
 * `/api/links/{token}/contract/pdf`: the same stored bytes); fails unless it answers 200.
 */
export async function downloadContractPdf(app: RequestListener, contractId: string): Promise<Buffer> {
  const admin = await adminAgent(app);
  const response = await admin.get(`/api/contracts/${contractId}/pdf`).buffer(true).parse(binary);
  if (response.status !== 200) throw new Error(`PDF download failed: ${response.status}`);
  return response.body as Buffer;
}

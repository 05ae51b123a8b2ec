import fs from "node:fs"; import os from "node:os"; import path from "node:path";
import sharp from "sharp";
import { openDatabase } from "./server/db";
import { insertUploads } from "./server/storage/uploads";
import { quoteRequests } from "./shared/schema";
const mode = process.argv[2];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "probe-"));
const database = await openDatabase({ dataDir: dir });
const raw = await sharp({ create: { width: 2560, height: 1706, channels: 3, background: "#888", noise: { type: "gaussian", mean: 128, sigma: 45 } } }).jpeg({ quality: 82 }).toBuffer();
const thumb = await sharp(raw).resize(360).webp({ quality: 70 }).toBuffer();
const [lead] = await database.db.insert(quoteRequests).values({ name: "x", email: "x@example.com", phone: "4165550100", city: "toronto", projectType: "stamped", timeline: "month", message: "m" } as never).returning();
await new Promise((r) => setTimeout(r, 500));
let last = performance.now(); const blocks: number[] = [];
const timer = setInterval(() => { const now = performance.now(); const gap = now - last; if (gap > 20) blocks.push(Math.round(gap)); last = now; }, 2);
const photos = Array.from({ length: 10 }, () => ({ filename: "a.jpg", contentType: "image/jpeg", data: raw, width: 2560, height: 1706, thumbnail: thumb }));
const t0 = performance.now();
if (mode === "db") await database.db.transaction((tx) => insertUploads(tx, { quoteRequestId: lead.id }, photos.map((p) => ({ ...p }))));
else { const names = []; for (const p of photos) { const h = await fs.promises.open(path.join(dir, Math.random() + ".jpg"), "wx"); await h.writeFile(p.data); await h.sync(); await h.close(); names.push(1); }
  await database.db.transaction((tx) => insertUploads(tx, { quoteRequestId: lead.id }, photos.map((p, i) => ({ ...p, file: `00000000-0000-0000-0000-00000000000${i}.jpg` })))); }
const total = performance.now() - t0;
await new Promise((r) => setTimeout(r, 3000));
console.log(mode, (raw.length * 10 / 1048576).toFixed(1), "MB; stored in", Math.round(total), "ms; event-loop blocks over 20 ms:", blocks.join(", ") || "none");
clearInterval(timer); await database.close(); fs.rmSync(dir, { recursive: true, force: true });

/**
 * A tiny static file server for the reference site: files from its build folder, images from the
 * same folders the app serves /api/assets from (so both sites send the same image files), text
 * gzip-compressed as a static host would. No framework, no headers beyond the content type.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".svg": "image/svg+xml",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
};

function resolveFile(root: string, imageDirs: string[], urlPath: string): string | undefined {
  const decoded = decodeURIComponent(urlPath);
  const candidates = decoded.startsWith("/api/assets/")
    ? imageDirs.map((dir) => path.join(dir, path.basename(decoded)))
    : [path.join(root, decoded), path.join(root, decoded, "index.html")].filter((file) => file.startsWith(root));
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

export function serveStatic(root: string, imageDirs: string[], port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const file = resolveFile(path.resolve(root), imageDirs, new URL(req.url ?? "/", "http://localhost").pathname);
    if (!file) {
      res.writeHead(404).end("Not found");
      return;
    }
    const type = contentTypes[path.extname(file)] ?? "application/octet-stream";
    const body = fs.readFileSync(file);
    const compress = /^text\/|svg/.test(type) && /\bgzip\b/.test(String(req.headers["accept-encoding"]));
    res.writeHead(200, { "Content-Type": type, ...(compress ? { "Content-Encoding": "gzip" } : {}) });
    res.end(compress ? zlib.gzipSync(body) : body);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/**
 * How long the server keeps an idle keep-alive connection. Node closes one after 5 s by default; a
 * client (or a proxy in front) that reuses the connection at the moment it closes gets ECONNRESET on
 * a request the server never read, a POST included. Proxies keep idle upstream connections for up to
 * 60 s (nginx's upstream keepalive_timeout, a cloud load balancer's idle timeout), so the server keeps
 * its end longer than they do and the proxy is always the one that closes first.
 */
import type http from "node:http";

export const keepAliveTimeoutMs = 65_000;

export function applyConnectionTimeouts(server: http.Server): void {
  server.keepAliveTimeout = keepAliveTimeoutMs;
  // Node measures the headers' time on a kept-alive connection from its last request: it must outlast
  // the keep-alive time or an idle connection could be cut for slow headers it has not started.
  server.headersTimeout = keepAliveTimeoutMs + 1_000;
}

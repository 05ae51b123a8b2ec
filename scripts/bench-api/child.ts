/**
 * What both benchmark servers share: listen on a free local port, tell the parent which one (IPC),
 * report the CPU time used so far when asked (a measure that other work on the machine barely
 * moves), and stop cleanly when asked, so a --cpu-prof profile and buffered log lines are written out.
 */
import type http from "node:http";

export function serveChild(server: http.Server, close: () => Promise<void>): void {
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
  });
  const stop = () => {
    server.close(async () => {
      await close().catch(() => {});
      process.exit(0);
    });
    server.closeAllConnections();
  };
  process.on("message", (message) => {
    if (message === "stop") stop();
    if (message === "cpu") {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpuMicros: user + system });
    }
  });
  process.on("SIGTERM", stop);
  // An orphaned child (the parent crashed) must not keep serving forever.
  process.on("disconnect", stop);
}

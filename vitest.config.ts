import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname, "client/src"),
  "@shared": path.resolve(import.meta.dirname, "shared"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          // The files of a worker share one module graph: each file no longer imports the whole app
          // again (3–4 s a file), and the migrated template database is made once per worker, not
          // once per file. Every file still builds its own app on its own database (test-app.ts); the
          // little the server keeps per process (the signing certificate, counters and caches keyed
          // by ids) is set again by each createApp or read as a difference. Half the step's time.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Built servers as real processes (npm run build first): slow (npm ci, start-up), one file at a time.
        resolve: { alias },
        test: {
          name: "processes",
          include: ["tests/processes/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

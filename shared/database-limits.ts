/**
 * How long the server waits for the database, at most. Every PostgreSQL session the server opens
 * carries these as its `statement_timeout` and `lock_timeout`, and a request whose query runs out of
 * time answers 503 `DATABASE_UNAVAILABLE` instead of waiting on (docs/operations.md).
 */
export const databaseLimits = {
  /** A statement running longer than this is cancelled by PostgreSQL. */
  statementTimeoutMs: 10_000,
  /** A statement waiting longer than this for a lock (a row, a table) is cancelled by PostgreSQL. */
  lockTimeoutMs: 5_000,
  /** Opening a connection, or waiting for a free one in the pool, gives up after this. */
  connectionTimeoutMs: 5_000,
  /** The Retry-After of a 503 DATABASE_UNAVAILABLE. */
  retryAfterSeconds: 5,
} as const;

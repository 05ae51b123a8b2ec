/** The rule for secret-shaped files (tracked-secrets.mjs). */
export declare const serverWrittenSecrets: string[];
export declare function findTrackedSecrets(paths: string[], read: (path: string) => string | undefined): Array<{ path: string; why: string }>;

/** What the built server needs at run time (runtime-files.mjs). */
export declare const runtimeFiles: { path: string; skip?: string[] }[];
export declare function copyRuntimeFiles(target: string): void;

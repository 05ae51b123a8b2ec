/** The node flags the production server runs with (node-flags.mjs). */
export declare const productionNodeFlags: string[];

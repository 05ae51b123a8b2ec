export type AttackTarget = { baseUrl: string; adminEmail: string; adminPassword: string; database: "pglite" | "postgres" };
export type AttackFigure = { attack: string; figure: string };

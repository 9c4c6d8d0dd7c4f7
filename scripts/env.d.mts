// Types of scripts/env.mjs for the TypeScript entry points that import it.
export declare const projectRoot: string;
export declare function loadDotEnv(file?: string): string[];

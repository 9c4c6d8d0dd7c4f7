// Types of scripts/chromium.mjs for the TypeScript tests and benches that import it.
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: readonly string[];

/**
 * The fixed "now" of the test suite, a Sunday morning in Berlin: the frozen clock of integration
 * tests (build() in ./app.ts), the day the demo catalogue is seeded around, and the instant where
 * the browser tests' server (FIXED_NOW setting) and browser clocks start (tests/e2e/browser.ts).
 */
export const FIXED_NOW = new Date('2026-11-22T09:30:00Z');
export const fixedClock = () => new Date(FIXED_NOW);

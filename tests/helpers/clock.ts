/** The fixed "now" of the test suite: a Sunday morning in Berlin. */
export const FIXED_NOW = new Date('2026-11-22T09:30:00Z');
export const fixedClock = () => new Date(FIXED_NOW);

// PostgreSQL `integer` columns hold up to 2³¹−1: ids, running numbers, amounts in cents. A number
// beyond names no row, and sent to PostgreSQL it is an error (a 500), not an empty answer; so every
// door that takes such a number from outside checks it here, with the one constant.

/** Largest value of a 32-bit integer column. */
export const INT32_MAX = 2_147_483_647;

/** Whether `value` is an integer from `min` (1 for ids; 0 for counts and cents) to INT32_MAX. */
export function isInt32(value: unknown, min = 1): value is number {
  return (
    typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= INT32_MAX
  );
}

// The counts of the race, walk and fuzz suites (issue 20): `npm test` runs them small, so that the
// whole suite fits its CI budget; a drill runs them at full size with RACE_FULL=1
// (bench/drills/README.md "Race suites at full size"). Small counts are chosen to still catch the
// defect each suite guards (a missing availability lock books twice within 20 concurrent attempts;
// the walks still cover every page and every language, only not every combination).

/** True when the drill asked for the full counts (`RACE_FULL=1`). */
export const RACE_FULL = process.env.RACE_FULL === '1';

/** The small count in `npm test`, the full one under `RACE_FULL=1`. */
export function raceCount(small: number, full: number): number {
  return RACE_FULL ? full : small;
}

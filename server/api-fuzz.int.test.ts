// The schema-driven fuzz of every /api route (tests/helpers/api-fuzz.ts) on both databases: 600
// malformed requests here (bench/api-fuzz.bench.ts sends 10,000 and prints the counts). No answer
// may be a 5xx, and every answer must be a valid envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInBerlin } from '#core/dates';
import { firstActiveObjectNumber } from '#tests/factories/object';
import { runApiFuzz } from '#tests/helpers/api-fuzz';
import { build, TEST_MANDANT, type TestApp } from '#tests/helpers/app';
import { FIXED_NOW } from '#tests/helpers/clock';
import { databaseKinds } from '#tests/helpers/database';

describe.each(databaseKinds())('API fuzz (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      kind,
      catalogue: { objects: 8 },
      env: { RATE_LIMIT_PER_MINUTE: '1000000' },
    });
  });
  afterAll(() => t?.close());

  it('answers 600 malformed requests to every route without a 5xx, each with an envelope', async () => {
    const report = await runApiFuzz(
      t.app,
      {
        mandant: TEST_MANDANT,
        objectNumber: await firstActiveObjectNumber(t.deps.database),
        today: todayInBerlin(FIXED_NOW),
      },
      { requests: 600, seed: 12 },
    );
    expect(report.requests).toBe(600);
    expect(report.failures).toEqual([]);
    expect(report.serverErrors).toBe(0);
    expect(report.notEnvelopes).toBe(0);
    // The fuzz reaches the handlers too, not only the validation.
    expect(report.byStatus[200] ?? 0).toBeGreaterThan(20);
    expect(report.byStatus[400] ?? 0).toBeGreaterThan(200);
  }, 120_000);
});

// The office contact's load states in the browser (SPEC §4, §8): pending → 200 or the failure's
// status, no second call while pending or while the answer is fresh, a new call after its expiry
// (by the refresh timer while a widget shows it, or when a widget asks), a retry after a failure.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api/client';
import { loadOffice, officeEntry, resetOfficeStore, subscribe } from './office-store';

const NOW = Date.parse('2026-11-22T09:30:00Z');

function answer(expiry: string) {
  return {
    context: 'default',
    officeRandom: 0,
    employeeData: { staff: [] },
    staffTimes: [],
    times: { mode: 'dynamic', next: null },
    contact: { phoneDisplay: '1', phoneInteract: '1', email: 'a@b.c', source: 'office' },
    customerService: null,
    overwriteTranslation: [],
    expiry,
  };
}

function fakeApi(statuses: number[]) {
  let call = 0;
  const fetch = vi.fn(async () => {
    const status = statuses[Math.min(call++, statuses.length - 1)]!;
    const body =
      status === 200
        ? { status: 200, errors: [], data: answer(new Date(Date.now() + 60_000).toISOString()) }
        : {
            status,
            errors: [{ text: 'x', type: 'server', isKey: false, appInform: true, data: null }],
            data: null,
          };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { client: createApiClient({ mandant: 'feriora', fetch }), fetch };
}

describe('office contact load states', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    resetOfficeStore();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes pending → 200, asks once while pending or fresh, again after the expiry', async () => {
    const { client, fetch } = fakeApi([200]);
    const input = { context: 'default' as const };
    expect(officeEntry(input).status).toBe('idle');
    loadOffice(client, input);
    expect(officeEntry(input).status).toBe('pending');
    loadOffice(client, input);
    await vi.waitFor(() => expect(officeEntry(input).status).toBe(200));
    loadOffice(client, input);
    expect(fetch).toHaveBeenCalledTimes(1);
    // No widget shows it: the expiry passes without a call; the next widget that asks loads.
    await vi.advanceTimersByTimeAsync(61_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    loadOffice(client, input);
    expect(officeEntry(input).status).toBe('pending');
    await vi.waitFor(() => expect(officeEntry(input).status).toBe(200));
    expect(fetch).toHaveBeenCalledTimes(2);
    // While a widget shows it, the answer is refreshed when it expires.
    const stop = subscribe(() => {});
    await vi.advanceTimersByTimeAsync(61_000);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    stop();
  });

  it('keeps the failure status (fallback shown) and tries again when asked', async () => {
    const { client, fetch } = fakeApi([404, 200]);
    const input = { context: 'object' as const, pageType: 'object' as const };
    loadOffice(client, input);
    await vi.waitFor(() => expect(officeEntry(input).status).toBe(404));
    expect(officeEntry(input).data).toBeNull();
    loadOffice(client, input);
    await vi.waitFor(() => expect(officeEntry(input).status).toBe(200));
    expect(fetch).toHaveBeenCalledTimes(2);
    // Another context is its own entry.
    expect(officeEntry({ context: 'default' }).status).toBe('idle');
  });
});

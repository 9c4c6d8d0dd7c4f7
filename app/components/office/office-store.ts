// The office contact's load state in the browser (SPEC.md §4, §8): one entry per context and page
// type, shared by every widget of the page (header and page body ask once). The status goes
// 'pending' → 200, or the failure's status (then the widgets show the fallback name and times);
// no new request while 200 (until the answer's expiry) or pending; once the expiry passes, a
// widget still showing it asks again. A failed load is tried again the next time a widget asks.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { OfficeContactData, OfficeContactInput } from '#core/api/office';
import { ApiClientError, type ApiClient } from '../../lib/api/client';
import { postOfficeContact } from '../../lib/api/office';

export type OfficeLoadStatus = 'idle' | 'pending' | number;

export interface OfficeEntry {
  status: OfficeLoadStatus;
  data: OfficeContactData | null;
}

const IDLE: OfficeEntry = { status: 'idle', data: null };
const entries = new Map<string, OfficeEntry>();
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function set(key: string, entry: OfficeEntry): void {
  entries.set(key, entry);
  for (const listener of listeners) listener();
}

const keyOf = (input: OfficeContactInput) =>
  `${input.context ?? 'default'}|${input.pageType ?? ''}`;

/** Starts a load unless one is pending or a 200 answer is still fresh. */
export function loadOffice(client: ApiClient, input: OfficeContactInput, now = Date.now()): void {
  const key = keyOf(input);
  const entry = entries.get(key) ?? IDLE;
  if (entry.status === 'pending') return;
  if (entry.status === 200 && entry.data && Date.parse(entry.data.expiry) > now) return;
  set(key, { status: 'pending', data: entry.data });
  postOfficeContact(client, input).then(
    (envelope) => {
      const data = envelope.data ?? null;
      set(key, { status: data ? 200 : 500, data });
      if (data) scheduleRefresh(client, input, Date.parse(data.expiry) - Date.now());
    },
    (error: unknown) => {
      // The status is kept; the widgets fall back to the shell's contact and the static times.
      set(key, { status: error instanceof ApiClientError ? error.status : 500, data: null });
    },
  );
}

/** After the expiry the answer is stale: ask again while a widget shows it. */
function scheduleRefresh(client: ApiClient, input: OfficeContactInput, inMs: number): void {
  const key = keyOf(input);
  clearTimeout(timers.get(key));
  // setTimeout's limit is ~24 days; answers live minutes. At least a second: no busy loop.
  const delay = Math.min(Math.max(inMs, 1_000), 2 ** 31 - 1);
  timers.set(
    key,
    setTimeout(() => {
      timers.delete(key);
      if (listeners.size > 0) loadOffice(client, input);
    }, delay),
  );
}

/** The current entry of a context and page type (tests; the hook reads it the same way). */
export function officeEntry(input: OfficeContactInput): OfficeEntry {
  return entries.get(keyOf(input)) ?? IDLE;
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The office entry of a context: `enabled` starts the load (an inline widget at once, the header's
 * when it opens). Server render and hydration see 'idle' (the fallback).
 */
export function useOfficeContact(
  client: ApiClient,
  input: OfficeContactInput,
  enabled: boolean,
): OfficeEntry {
  const key = keyOf(input);
  const entry = useSyncExternalStore(
    subscribe,
    () => entries.get(key) ?? IDLE,
    () => IDLE,
  );
  const { context, pageType } = input;
  const load = useCallback(
    () => loadOffice(client, { context, pageType }),
    [client, context, pageType],
  );
  useEffect(() => {
    if (enabled) load();
  }, [enabled, load]);
  return entry;
}

/** Tests: forget every entry. */
export function resetOfficeStore(): void {
  entries.clear();
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
}

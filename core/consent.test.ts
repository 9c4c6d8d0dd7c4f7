// Cookie consent (SPEC §4, §9) on a fake clock: the delays of the buttons, the 500 ms wait of
// consent mode, the category → storage mapping, and the cookies' values and lifetimes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCEPT_ALL_DELAY_MS,
  ACCEPT_CHOICE_DELAY_MS,
  CONSENT_COOKIE_SECONDS,
  CONSENT_DEFAULTS,
  CONSENT_WAIT_MS,
  ConsentState,
  REQUIRED_ONLY,
  acceptedList,
  consentFromCookieHeader,
  consentModeOf,
  consentVariant,
  parseAccepted,
  scheduleDecision,
  serializeAccepted,
  type ConsentChoice,
} from './consent';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-06-01T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the SPEC §4 constants', () => {
  it('waits 500 ms, applies a choice after 10 ms and accept-all after 1500 ms, keeps 1 year', () => {
    expect(CONSENT_WAIT_MS).toBe(500);
    expect(ACCEPT_CHOICE_DELAY_MS).toBe(10);
    expect(ACCEPT_ALL_DELAY_MS).toBe(1500);
    expect(CONSENT_COOKIE_SECONDS).toBe(31_536_000);
    expect(CONSENT_DEFAULTS).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      wait_for_update: 500,
    });
  });
});

describe('scheduleDecision', () => {
  const selected: ConsentChoice = { required: true, statistic: true, marketing: false };

  it('applies accept-choice after exactly 10 ms, with the selected categories', () => {
    const apply = vi.fn();
    scheduleDecision('acceptChoice', selected, apply);
    vi.advanceTimersByTime(9);
    expect(apply).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(apply).toHaveBeenCalledExactlyOnceWith(selected);
  });

  it('applies accept-all after exactly 1500 ms, with every category on', () => {
    const apply = vi.fn();
    scheduleDecision('acceptAll', REQUIRED_ONLY, apply);
    vi.advanceTimersByTime(1499);
    expect(apply).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(apply).toHaveBeenCalledExactlyOnceWith({
      required: true,
      statistic: true,
      marketing: true,
    });
  });

  it('applies only-required after 10 ms with statistic and marketing off, whatever was ticked', () => {
    const apply = vi.fn();
    scheduleDecision('requiredOnly', { required: true, statistic: true, marketing: true }, apply);
    vi.advanceTimersByTime(10);
    expect(apply).toHaveBeenCalledExactlyOnceWith(REQUIRED_ONLY);
  });

  it('never turns required off, and a cancelled decision applies nothing', () => {
    const apply = vi.fn();
    scheduleDecision('acceptChoice', { required: false, statistic: false, marketing: true }, apply);
    vi.advanceTimersByTime(10);
    expect(apply).toHaveBeenCalledWith({ required: true, statistic: false, marketing: true });
    const other = vi.fn();
    const cancel = scheduleDecision('acceptAll', REQUIRED_ONLY, other);
    vi.advanceTimersByTime(1000);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(other).not.toHaveBeenCalled();
  });
});

describe('ConsentState (consent mode)', () => {
  it('settles with the denied defaults when no update comes within 500 ms', async () => {
    const state = new ConsentState();
    const settled = vi.fn();
    void state.ready.then(settled);
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith({ ad_storage: 'denied', analytics_storage: 'denied' });
  });

  it('settles at once with an update inside the wait', async () => {
    const state = new ConsentState();
    await vi.advanceTimersByTimeAsync(100);
    state.update(consentModeOf({ required: true, statistic: true, marketing: false }));
    await expect(state.ready).resolves.toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
    });
  });

  it('runs statistics code only once analytics storage is granted, never before', () => {
    const state = new ConsentState();
    const statistics = vi.fn();
    const marketing = vi.fn();
    state.whenGranted('analytics_storage', statistics);
    state.whenGranted('ad_storage', marketing);
    vi.advanceTimersByTime(5000);
    expect(statistics).not.toHaveBeenCalled();
    state.update(consentModeOf({ required: true, statistic: false, marketing: false }));
    expect(statistics).not.toHaveBeenCalled();
    state.update(consentModeOf({ required: true, statistic: true, marketing: false }));
    expect(statistics).toHaveBeenCalledOnce();
    expect(marketing).not.toHaveBeenCalled();
    state.update(consentModeOf({ required: true, statistic: true, marketing: true }));
    expect(statistics).toHaveBeenCalledOnce();
    expect(marketing).toHaveBeenCalledOnce();
  });

  it('maps statistic to analytics storage and marketing to ad storage', () => {
    expect(consentModeOf(REQUIRED_ONLY)).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
    });
    expect(consentModeOf({ required: true, statistic: false, marketing: true })).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
    });
  });
});

describe('the cookies', () => {
  it('stores the JSON list of name and usage per category, required always on', () => {
    const choice = { required: false, statistic: true, marketing: false };
    expect(acceptedList(choice)).toEqual([
      { name: 'required', usage: true },
      { name: 'statistic', usage: true },
      { name: 'marketing', usage: false },
    ]);
    const value = serializeAccepted(choice);
    expect(value).not.toMatch(/[",; ]/);
    expect(parseAccepted(value)).toEqual({ required: true, statistic: true, marketing: false });
  });

  it('reads anything unreadable or unknown as refused', () => {
    for (const raw of [
      undefined,
      '',
      'nonsense',
      '%7B',
      '{"statistic":true}',
      '[{"name":"statistic","usage":"yes"}]',
    ]) {
      expect(parseAccepted(raw)).toEqual(REQUIRED_ONLY);
    }
  });

  it('counts the choice only with disclaimer=confirmed, and keys stored pages by it', () => {
    const accepted = serializeAccepted({ required: true, statistic: true, marketing: false });
    const none = consentFromCookieHeader(`uid=abc; accepted=${accepted}`);
    expect(none).toEqual({ confirmed: false, choice: REQUIRED_ONLY });
    expect(consentVariant(none)).toBe('');
    expect(consentFromCookieHeader('disclaimer=maybe')).toMatchObject({ confirmed: false });
    const decided = consentFromCookieHeader(`uid=abc; disclaimer=confirmed; accepted=${accepted}`);
    expect(decided).toEqual({
      confirmed: true,
      choice: { required: true, statistic: true, marketing: false },
    });
    expect(consentVariant(decided)).toBe('consent=10');
    expect(consentVariant(consentFromCookieHeader('disclaimer=confirmed'))).toBe('consent=00');
  });
});

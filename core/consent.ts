// Cookie consent (SPEC.md §3 "Cookie consent", §4, §9; DOMAIN.md "Cookies", §25 TDDDG): the
// categories, the two cookies that keep the decision, the consent-mode mapping and the timings.
// Pure: the root loader reads the cookies with it (the banner is rendered on the server, so it
// never flashes), the browser writes them (app/lib/consent.ts).
import { CONSENT_CATEGORIES, type ConsentCategory } from './tracking';

export { CONSENT_CATEGORIES, type ConsentCategory };

/** `disclaimer=confirmed`: the visitor decided; the banner is not shown again (SPEC §4). */
export const DISCLAIMER_COOKIE = 'disclaimer';
export const DISCLAIMER_CONFIRMED = 'confirmed';
/** `accepted`: the JSON list of name and usage per category (SPEC §4). */
export const ACCEPTED_COOKIE = 'accepted';
/** Both consent cookies last one year (SPEC §4, §9). */
export const CONSENT_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** Consent mode waits this long for an update before tags would act on the defaults (§4, §9). */
export const CONSENT_WAIT_MS = 500;
/** Accept-choice (and "only required") applies 10 ms after the click (§4). */
export const ACCEPT_CHOICE_DELAY_MS = 10;
/** Accept-all applies 1500 ms after the click: the switches are seen turning on first (§4). */
export const ACCEPT_ALL_DELAY_MS = 1500;

export type ConsentChoice = Record<ConsentCategory, boolean>;
export type AcceptedList = { name: ConsentCategory; usage: boolean }[];

/** Nothing but the strictly necessary: what holds before and without consent. */
export const REQUIRED_ONLY: ConsentChoice = { required: true, statistic: false, marketing: false };
export const ALL_ACCEPTED: ConsentChoice = { required: true, statistic: true, marketing: true };

/** The `accepted` cookie's list; `required` is always on, whatever was asked for. */
export function acceptedList(choice: ConsentChoice): AcceptedList {
  return CONSENT_CATEGORIES.map((name) => ({
    name,
    usage: name === 'required' ? true : choice[name],
  }));
}

/**
 * The choice an `accepted` cookie holds (URI-encoded JSON, as the browser writes it). Anything
 * unreadable or unknown counts as refused: consent is never assumed.
 */
export function parseAccepted(raw: string | undefined | null): ConsentChoice {
  const choice: ConsentChoice = { ...REQUIRED_ONLY };
  if (!raw) return choice;
  let list: unknown;
  try {
    list = JSON.parse(decodeURIComponent(raw));
  } catch {
    return choice;
  }
  if (!Array.isArray(list)) return choice;
  for (const item of list as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { name, usage } = item as { name?: unknown; usage?: unknown };
    if ((name === 'statistic' || name === 'marketing') && usage === true) choice[name] = true;
  }
  return choice;
}

/** The cookie value of a choice: URI-encoded JSON (a cookie value may hold no `"`, `,` or `;`). */
export function serializeAccepted(choice: ConsentChoice): string {
  return encodeURIComponent(JSON.stringify(acceptedList(choice)));
}

/**
 * The two cookies a decided visitor has (SPEC §4, §9): `disclaimer=confirmed` and `accepted` with
 * the choice. The banner writes them (app/lib/consent.ts); tests and benches set them to be a
 * visitor who answered it.
 */
export function decisionCookies(choice: ConsentChoice): readonly { name: string; value: string }[] {
  return [
    { name: DISCLAIMER_COOKIE, value: DISCLAIMER_CONFIRMED },
    { name: ACCEPTED_COOKIE, value: serializeAccepted(choice) },
  ];
}

/** The consent-mode storages (gtag names) and their state. */
export type ConsentStorage = 'analytics_storage' | 'ad_storage';
export type ConsentModeState = Record<ConsentStorage, 'granted' | 'denied'>;

/** Before any decision: both storages denied, waiting CONSENT_WAIT_MS for an update (§4). */
export const CONSENT_DEFAULTS: ConsentModeState & { wait_for_update: number } = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  wait_for_update: CONSENT_WAIT_MS,
};

/** SPEC §4: statistic → analytics storage, marketing → ad storage; required grants neither. */
export function consentModeOf(choice: ConsentChoice): ConsentModeState {
  return {
    analytics_storage: choice.statistic ? 'granted' : 'denied',
    ad_storage: choice.marketing ? 'granted' : 'denied',
  };
}

/** One cookie of a `Cookie` request header, or undefined. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** What the server reads of the visitor's decision from the request's cookies. */
export interface ConsentCookies {
  /** `disclaimer=confirmed` is set: the banner is not rendered. */
  confirmed: boolean;
  choice: ConsentChoice;
}

/** Without `disclaimer=confirmed` an `accepted` cookie counts for nothing (no decision yet). */
export function consentFromCookieHeader(header: string | null | undefined): ConsentCookies {
  const confirmed = readCookie(header, DISCLAIMER_COOKIE) === DISCLAIMER_CONFIRMED;
  return {
    confirmed,
    choice: confirmed ? parseAccepted(readCookie(header, ACCEPTED_COOKIE)) : { ...REQUIRED_ONLY },
  };
}

/**
 * What a page shows of the decision, for the page cache's key (server/page-cache.ts): '' for no
 * decision (the banner, as every first visit sees it), else the statistic and marketing bits —
 * the page's data carries the choice, and a stored page must never start statistics for a
 * visitor who refused them.
 */
export function consentVariant(consent: ConsentCookies): string {
  if (!consent.confirmed) return '';
  return `consent=${consent.choice.statistic ? 1 : 0}${consent.choice.marketing ? 1 : 0}`;
}

/**
 * The consent state of one page: defaults denied; `ready` settles with the first update or, at the
 * latest, CONSENT_WAIT_MS after start with the defaults (what a tag waiting for an update sees);
 * `whenGranted` runs code only once its storage is granted — never before, whenever that is.
 */
export class ConsentState {
  #state: ConsentModeState = { ad_storage: 'denied', analytics_storage: 'denied' };
  #waiting = new Map<ConsentStorage, (() => void)[]>();
  #settle: (() => void) | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  readonly ready: Promise<ConsentModeState>;

  constructor(waitMs: number = CONSENT_WAIT_MS) {
    this.ready = new Promise((resolve) => {
      this.#settle = () => {
        if (this.#timer !== null) clearTimeout(this.#timer);
        this.#timer = null;
        this.#settle = null;
        resolve({ ...this.#state });
      };
      this.#timer = setTimeout(() => this.#settle?.(), waitMs);
    });
  }

  get current(): ConsentModeState {
    return { ...this.#state };
  }

  granted(storage: ConsentStorage): boolean {
    return this.#state[storage] === 'granted';
  }

  update(next: ConsentModeState): void {
    this.#state = { ...next };
    this.#settle?.();
    for (const [storage, callbacks] of this.#waiting) {
      if (!this.granted(storage)) continue;
      this.#waiting.delete(storage);
      for (const callback of callbacks) callback();
    }
  }

  /** Runs `run` once `storage` is granted (now, if it is). */
  whenGranted(storage: ConsentStorage, run: () => void): void {
    if (this.granted(storage)) {
      run();
      return;
    }
    const list = this.#waiting.get(storage) ?? [];
    list.push(run);
    this.#waiting.set(storage, list);
  }
}

/** The banner's three buttons; "only required" applies like a choice (nothing to wait for). */
export type ConsentDecision = 'acceptAll' | 'acceptChoice' | 'requiredOnly';

export function decisionDelay(decision: ConsentDecision): number {
  return decision === 'acceptAll' ? ACCEPT_ALL_DELAY_MS : ACCEPT_CHOICE_DELAY_MS;
}

/** The choice a button confirms: accept-all turns every category on, only-required every one off. */
export function decidedChoice(decision: ConsentDecision, selected: ConsentChoice): ConsentChoice {
  if (decision === 'acceptAll') return { ...ALL_ACCEPTED };
  if (decision === 'requiredOnly') return { ...REQUIRED_ONLY };
  return { ...selected, required: true };
}

/**
 * Applies a decision after its delay (SPEC §4: 10 ms for accept-choice, 1500 ms for accept-all);
 * returns the cancel function (a page left before the delay applies nothing).
 */
export function scheduleDecision(
  decision: ConsentDecision,
  selected: ConsentChoice,
  apply: (choice: ConsentChoice) => void,
): () => void {
  const choice = decidedChoice(decision, selected);
  const timer = setTimeout(() => apply(choice), decisionDelay(decision));
  return () => clearTimeout(timer);
}

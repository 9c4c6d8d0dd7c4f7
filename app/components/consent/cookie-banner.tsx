// The cookie banner (SPEC §2 "Cookie banner", §3 "Cookie consent", §4; DOMAIN.md "Cookies"): a
// modal overlay that blocks the page until the visitor decides. The server renders it whenever
// the request carries no `disclaimer=confirmed` (root loader), so it is in the first HTML and
// never flashes; its backdrop covers the page at once, which turns `inert` once the page runs.
// Without JavaScript nothing could confirm it: such a visitor is not shown it (a <noscript>
// style) and keeps the required cookies only, which is all the site sets then. Hidden on privacy and imprint
// (hideCookieBanner: the visitor must be able to read them first) and on the booking and option
// start and summary (hideCookieSettings, SPEC §2). "Nur notwendige" sits beside "Alle
// akzeptieren" with the same weight (§25 TDDDG: refusing as easy as accepting). The footer's
// "Cookie-Einstellungen" reopens it (useCookieSettings).
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Link } from 'react-router';
import {
  CONSENT_CATEGORIES,
  scheduleDecision,
  type ConsentChoice,
  type ConsentCookies,
  type ConsentDecision,
} from '#core/consent';
import { LAZY_TEXTS } from '#core/i18n/namespaces';
import { useT, useTextsLoader } from '../../i18n/provider';
import { useApi } from '../../lib/api/provider';
import {
  applyConsent,
  logConsent,
  startConsent,
  startStatistics,
  storeConsent,
} from '../../lib/consent';
import { useRouteHref } from '../../lib/links';
import { useScripted } from '../../lib/scripted';
import { useNonce, useStyleNonce } from '../../lib/nonce';
import { CONSENT_COOKIES, type ConsentCookie } from './cookie-list';
import styles from './cookie-banner.module.css';

/** What each category holds (shared with the privacy policy, issue 17). */
const CATEGORY_ITEMS = CONSENT_COOKIES;

interface CookieSettings {
  /** Opens the banner again (the footer link). */
  open(): void;
  /** Whether the page hides the cookie settings (booking and option start and summary). */
  hidden: boolean;
}

const SettingsContext = createContext<CookieSettings | null>(null);

export function useCookieSettings(): CookieSettings | null {
  return useContext(SettingsContext);
}

/**
 * Runs as the server's HTML is parsed, before the page's scripts: a click on a decision made
 * before hydration would otherwise be lost (the buttons have no listener yet). It notes the
 * decision and the switches as they were on the banner (`data-early`, `data-early-choice`); the
 * banner carries it out once it runs. A fixed text: stored pages allow it by its hash.
 */
const EARLY_CLICKS =
  "(function(b){b.addEventListener('click',function(e){var t=e.target,d=t instanceof Element&&t.closest('button[data-decision]');" +
  "if(!d||b.hasAttribute('data-ready'))return;b.setAttribute('data-early',d.getAttribute('data-decision'));" +
  "b.setAttribute('data-early-choice',[].map.call(b.querySelectorAll('input[type=checkbox]:checked'),function(i){return i.name}).join(','))})})(document.currentScript.parentElement)";

const DECISIONS: readonly ConsentDecision[] = ['requiredOnly', 'acceptChoice', 'acceptAll'];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

export function ConsentProvider({
  initial,
  hideBanner,
  hideSettings,
  routeName,
  children,
}: {
  initial: ConsentCookies;
  /** Privacy and imprint: no banner, the settings link stays. */
  hideBanner: boolean;
  /** Booking and option start and summary: neither banner nor settings. */
  hideSettings: boolean;
  routeName: string | undefined;
  /** The page; `blocked` while the banner is open (made inert behind it). */
  children: (blocked: boolean) => ReactNode;
}) {
  const api = useApi();
  const [confirmed, setConfirmed] = useState(initial.confirmed);
  const [choice, setChoice] = useState<ConsentChoice>(initial.choice);
  const [reopened, setReopened] = useState(false);
  // The page is made inert only once it runs (hydration renders the server's HTML first).
  const running = useScripted();
  const hidden = hideBanner || hideSettings;
  const open = !hidden && (!confirmed || reopened);

  // Consent mode and the site's own statistics start once, in the browser (never on the server).
  useEffect(() => {
    startConsent(initial.confirmed, initial.choice);
    startStatistics(api, routeName);
    // Once per document: later navigations keep the page's consent state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The control that reopened the banner gets the focus back when it closes: it must be taken
  // before the banner opens, since the page turns inert then and the browser drops its focus.
  const opener = useRef<HTMLElement | null>(null);
  const loadTexts = useTextsLoader();
  const settings = useMemo<CookieSettings>(
    () => ({
      open: () => {
        opener.current =
          document.activeElement instanceof HTMLElement ? document.activeElement : null;
        // A decided visitor's pages do not carry the banner's texts (root loader): load them.
        loadTexts(LAZY_TEXTS.cookieBanner).then(
          () => setReopened(true),
          () => {},
        );
      },
      hidden: hideSettings,
    }),
    [hideSettings, loadTexts],
  );
  // Shown by itself on a first visit, it had the focus from the page's start: the focus goes back
  // there (the first skip link), not to the document's end where the banner stood, from which the
  // next Tab would leave the page.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const target = opener.current;
    opener.current = null;
    if (target !== null && target.isConnected) {
      target.focus();
      return;
    }
    const start =
      document.querySelector<HTMLElement>('.page .skip-link') ?? document.getElementById('main');
    start?.focus({ preventScroll: true });
  }, [open]);

  const decided = useCallback(
    (next: ConsentChoice) => {
      storeConsent(next);
      // The decision is logged before any statistics it allows are sent.
      logConsent(api, next);
      applyConsent(next);
      setChoice(next);
      setConfirmed(true);
      setReopened(false);
    },
    [api],
  );

  return (
    <SettingsContext.Provider value={settings}>
      {children(open && running)}
      {open ? (
        <CookieBanner
          choice={choice}
          dismissible={confirmed}
          onDecide={decided}
          onDismiss={() => setReopened(false)}
        />
      ) : null}
    </SettingsContext.Provider>
  );
}

function CookieBanner({
  choice,
  dismissible,
  onDecide,
  onDismiss,
}: {
  choice: ConsentChoice;
  /** Reopened after a decision: Escape closes it without a change. */
  dismissible: boolean;
  onDecide: (choice: ConsentChoice) => void;
  onDismiss: () => void;
}) {
  const t = useT('consent');
  const styleNonce = useStyleNonce();
  const nonce = useNonce();
  const routeHref = useRouteHref();
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<ConsentChoice>(choice);
  const [pending, setPending] = useState<ConsentDecision | null>(null);
  const cancel = useRef<(() => void) | null>(null);

  const decide = (decision: ConsentDecision, from: ConsentChoice = selected) => {
    if (pending !== null) return;
    setPending(decision);
    // Accept-all shows every switch turning on during its delay (SPEC §4: 1500 ms).
    if (decision === 'acceptAll') setSelected({ required: true, statistic: true, marketing: true });
    else if (decision === 'requiredOnly')
      setSelected({ required: true, statistic: false, marketing: false });
    else setSelected(from);
    cancel.current = scheduleDecision(decision, from, onDecide);
  };

  // Focus moves into the dialog when it shows (after hydration on a first visit), and a decision
  // clicked before hydration (EARLY_CLICKS) is carried out now, with the switches as then set.
  useEffect(() => {
    const root = dialog.current?.parentElement;
    root?.setAttribute('data-ready', '');
    const early = root?.getAttribute('data-early');
    const decision = DECISIONS.find((d) => d === early);
    dialog.current?.focus();
    if (root && decision !== undefined) {
      const on = (root.getAttribute('data-early-choice') ?? '').split(',');
      root.removeAttribute('data-early');
      root.removeAttribute('data-early-choice');
      decide(decision, {
        required: true,
        statistic: on.includes('statistic'),
        marketing: on.includes('marketing'),
      });
    }
    return () => cancel.current?.();
    // Once, when the banner shows: `decide` of the first render is the one to run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Tab and Shift+Tab stay inside while the dialog blocks the page.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && dismissible && pending === null) {
      event.preventDefault();
      onDismiss();
      return;
    }
    if (event.key !== 'Tab' || dialog.current === null) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (first === undefined || last === undefined) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={styles.backdrop} data-testid="cookie-banner" data-cookie-banner="">
      <script nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: EARLY_CLICKS }} />
      <noscript
        dangerouslySetInnerHTML={{
          __html: `<style${styleNonce ? ` nonce="${styleNonce}"` : ''}>[data-cookie-banner]{display:none}</style>`,
        }}
      />
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-intro`}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className={styles.body}>
          <h2 id={`${id}-title`} className={styles.title}>
            {t('banner.title')}
          </h2>
          <p id={`${id}-intro`} className={styles.intro}>
            {t('banner.intro')}
          </p>
          <p className={styles.links}>
            <Link to={routeHref('Privacy')}>{t('banner.privacy')}</Link>
            <Link to={routeHref('Disclaimer')}>{t('banner.imprint')}</Link>
          </p>
          <ul className={styles.categories}>
            {CONSENT_CATEGORIES.map((category) => {
              const title = t(`categories.${category}.title`);
              const items = CATEGORY_ITEMS[category];
              return (
                <li key={category} className={styles.category} data-category={category}>
                  <div className={styles.row}>
                    <input
                      id={`${id}-${category}`}
                      type="checkbox"
                      className={styles.switch}
                      name={category}
                      checked={category === 'required' ? true : selected[category]}
                      disabled={category === 'required' || pending !== null}
                      aria-describedby={`${id}-${category}-text`}
                      onChange={(event) =>
                        setSelected((now) => ({ ...now, [category]: event.target.checked }))
                      }
                    />
                    <label htmlFor={`${id}-${category}`} className={styles.label}>
                      {title}
                    </label>
                    {category === 'required' ? (
                      <span className={styles.always}>{t('banner.alwaysOn')}</span>
                    ) : null}
                  </div>
                  <p id={`${id}-${category}-text`} className={styles.text}>
                    {t(`categories.${category}.description`)}
                  </p>
                  {items.length > 0 ? <CookieDetails title={title} items={items} /> : null}
                </li>
              );
            })}
          </ul>
        </div>
        <p className={styles.status} role="status">
          {pending !== null ? t('banner.saving') : ''}
        </p>
        <div className={styles.buttons}>
          {DECISIONS.map((decision) => (
            <button
              key={decision}
              type="button"
              className={styles.button}
              data-decision={decision}
              disabled={pending !== null}
              onClick={() => decide(decision)}
            >
              {t(`banner.${decision}`)}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

/** A category's cookies, their texts loaded when the visitor first opens the list. */
function CookieDetails({ title, items }: { title: string; items: readonly ConsentCookie[] }) {
  const t = useT('consent');
  const loadTexts = useTextsLoader();
  const [loaded, setLoaded] = useState(false);
  return (
    <details
      className={styles.details}
      onToggle={(event) => {
        if (!loaded && event.currentTarget.open) {
          loadTexts(LAZY_TEXTS.cookieDetails).then(
            () => setLoaded(true),
            () => {},
          );
        }
      }}
    >
      <summary>{t('banner.details', { category: title })}</summary>
      {loaded ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('banner.name')}</th>
              <th scope="col">{t('banner.usage')}</th>
              <th scope="col">{t('banner.lifetime')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.key}>
                <th scope="row">
                  <code>{item.name}</code>
                </th>
                <td>{t(`cookies.${item.key}`)}</td>
                <td>{t(`lifetimes.${item.lifetime}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </details>
  );
}

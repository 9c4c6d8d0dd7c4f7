// The office contact widget (SPEC.md §2, §3 "Office contact", §4, §6, §8; issue 16) for the
// contexts default, object page, retailer (landlord), agency and partner. The server renders a
// useful fallback from the shell's data (the visit's phone and e-mail, the office's usual hours,
// a logged-in customer's service line), so it works without JavaScript; in the browser it loads
// /api/office/contact (./office-store.ts): the staff with portraits (one featured at random:
// officeRandom), the next opening as today / tomorrow / the day after (on the global and agency
// routes; elsewhere the static hours), an editor's notice for the page type. A failed load keeps
// the fallback name and times.
import { useId } from 'react';
import type { OfficeContactData } from '#core/api/office';
import { dateTimeFormat, labelColon, languageNames } from '#core/format';
import type { OfficeContext, OfficePageType } from '#core/office';
import { useT } from '../../i18n/provider';
import { useApi } from '../../lib/api/provider';
import { useLocale, useOfficeHours, useRootData } from '../../lib/root-data';
import { useOfficeContact } from './office-store';
import styles from './office-contact.module.css';

type Staff = OfficeContactData['employeeData']['staff'][number];

function Portrait({ person, size }: { person: Staff; size: 45 | 120 }) {
  const t = useT('office');
  const image = person.images?.find((i) => i.size === size);
  if (!image) {
    // No portrait: the initials in a circle of the same size.
    return (
      <span className={styles.initials} style={{ width: size, height: size }} aria-hidden="true">
        {person.staffNameShorted.slice(0, 1)}
      </span>
    );
  }
  return (
    <picture>
      <source type="image/webp" srcSet={image.webp} />
      <img
        className={styles.photo}
        src={image.jpg}
        width={size}
        height={size}
        alt={t('widget.photoAlt', { name: person.staffNameShorted })}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}

function useTimesText(data: OfficeContactData | null): string {
  const t = useT('office');
  const tc = useT('common');
  const locale = useLocale();
  const hours = useOfficeHours(tc('contact.hours'));
  const next = data?.times.next;
  if (!data || data.times.mode === 'static' || !next) return hours;
  if (next.openNow) return t('times.openNow', { to: next.to });
  const date = dateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${next.date}T12:00:00Z`));
  return t(`times.${next.day}`, { from: next.from, to: next.to, date });
}

export interface OfficeContactProps {
  context: OfficeContext;
  /** The page type whose editor notice shows (defaults to the context). */
  pageType?: OfficePageType;
  /** Load now (inline widgets); the header's loads when it opens. */
  active?: boolean;
  /** In the header's pop-over: no card frame. */
  variant?: 'card' | 'popover';
}

export function OfficeContact({
  context,
  pageType,
  active = true,
  variant = 'card',
}: OfficeContactProps) {
  const t = useT('office');
  const root = useRootData();
  const locale = useLocale();
  const language = root?.language ?? 'de';
  const api = useApi();
  const headingId = useId();
  const { status, data } = useOfficeContact(api, { context, pageType }, active);
  const shell = root?.shell;
  const contact = data?.contact ?? shell?.contact;
  const failed = typeof status === 'number' && status !== 200;
  const timesText = useTimesText(status === 200 ? data : null);
  const staff = status === 200 && data ? data.employeeData.staff : [];
  const featured = data ? staff[data.officeRandom] : undefined;
  const others = staff.filter((person) => person !== featured);
  const notice = data?.overwriteTranslation
    .map((entry) => entry.translation[language])
    .find((text) => text !== undefined && text !== '');
  // A logged-in customer's service line: from the answer, or (before it) from the shell.
  const service =
    data?.customerService ??
    (shell?.user && contact ? { firstName: shell.user.firstName, ...contact } : null);
  const names = languageNames(locale);
  // Every language the answering team speaks (issue 19), the page's first: a guest sees before
  // calling whether someone speaks theirs.
  const spoken = [...new Set(staff.flatMap((person) => person.languages))].sort(
    (a, b) => Number(b === language) - Number(a === language),
  );
  const teamLanguages =
    spoken.length > 0
      ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(
          spoken.map((code) => names.of(code) ?? code),
        )
      : null;

  // A region landmark on the page; in the header's pop-over a plain group (a page may show both,
  // and two regions of one name confuse landmark navigation).
  const Root = variant === 'card' ? 'section' : 'div';
  return (
    <Root
      role={variant === 'card' ? undefined : 'group'}
      className={`${styles.widget} ${variant === 'card' ? styles.card : ''}`}
      aria-labelledby={headingId}
      aria-busy={status === 'pending'}
      data-testid="office-contact"
      data-context={context}
      data-status={String(status)}
    >
      <h2 id={headingId} className={styles.heading}>
        {t('widget.heading')}
      </h2>
      <p className={styles.intro}>
        {contact?.source === 'partner' ? t('widget.partnerContact') : t(`widget.intro.${context}`)}
      </p>
      {notice ? (
        <p className={styles.notice} data-testid="office-notice">
          <strong>
            {t('widget.notice')}
            {labelColon(locale)}{' '}
          </strong>
          {notice}
        </p>
      ) : null}
      {featured ? (
        <div className={styles.featured}>
          <Portrait person={featured} size={120} />
          <div>
            <p className={styles.featuredLabel}>{t('widget.featured')}</p>
            <p className={styles.name} data-testid="office-featured">
              {featured.staffNameShorted}
            </p>
            <p className={styles.languages}>
              {t('widget.speaks', {
                languages: featured.languages.map((code) => names.of(code) ?? code).join(', '),
              })}
            </p>
          </div>
        </div>
      ) : (
        <p className={styles.name} data-testid="office-fallback-name">
          {t('widget.fallbackName')}
        </p>
      )}
      {others.length > 0 ? (
        <>
          <h3 className={styles.teamHeading}>{t('widget.team')}</h3>
          <ul className={styles.team} data-testid="office-staff">
            {others.map((person) => (
              <li key={person.id} className={styles.member}>
                <Portrait person={person} size={45} />
                <span>{person.staffNameShorted}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {teamLanguages ? (
        <p className={styles.languages} data-testid="office-languages">
          {t('widget.teamLanguages', { languages: teamLanguages })}
        </p>
      ) : null}
      <p className={styles.times} data-testid="office-times">
        <span className={styles.timesLabel}>
          {t('times.label')}
          {labelColon(locale)}{' '}
        </span>
        {timesText}
      </p>
      {failed ? (
        <p className={styles.failed} data-testid="office-failed">
          {t('widget.failed')}
        </p>
      ) : null}
      {contact ? (
        <ul className={styles.channels}>
          <li>
            <span className={styles.channelLabel}>{t('widget.phone')}</span>
            <a href={`tel:${contact.phoneInteract}`} className={styles.phone}>
              {contact.phoneDisplay}
            </a>
          </li>
          <li>
            <span className={styles.channelLabel}>{t('widget.email')}</span>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </li>
        </ul>
      ) : null}
      {service ? (
        <div className={styles.service} data-testid="office-customer-service">
          <h3 className={styles.teamHeading}>
            {t('widget.customerService.heading', { name: service.firstName })}
          </h3>
          <p>{t('widget.customerService.text')}</p>
          <p>
            <a href={`tel:${service.phoneInteract}`}>{service.phoneDisplay}</a>
            {' · '}
            <a href={`mailto:${service.email}`}>{service.email}</a>
          </p>
        </div>
      ) : null}
    </Root>
  );
}

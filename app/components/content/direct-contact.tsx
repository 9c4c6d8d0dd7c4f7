// The office's phone and e-mail as the page shell has them (root data `shell.contact`): the
// partner's or campaign's when the visit came through one, which the box then names. Used beside
// help & contact and its forms.
import { useT } from '../../i18n/provider';
import { useOfficeHours, useRootData } from '../../lib/root-data';
import styles from './contact.module.css';

export function DirectContact({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useT('content');
  const tc = useT('common');
  const shell = useRootData()?.shell;
  const hours = useOfficeHours(tc('contact.hours'));
  const contact = shell?.contact;
  if (!contact) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const partnerName = contact.source !== 'office' ? (shell?.partner?.name ?? null) : null;
  return (
    <section
      className={`${styles.panel} ${styles.direct}`}
      aria-labelledby="direct-contact-title"
      data-testid="direct-contact"
    >
      <Heading id="direct-contact-title" className={styles.panelTitle}>
        {t('contact.hub.directTitle')}
      </Heading>
      <p className={styles.muted} style={{ marginBottom: 'var(--space-3)' }}>
        {t('contact.hub.directText')}
      </p>
      <dl>
        <dt>{t('contact.hub.phone')}</dt>
        <dd>
          <a href={`tel:${contact.phoneInteract}`}>{contact.phoneDisplay}</a>
        </dd>
        <dt>{t('contact.hub.email')}</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
      </dl>
      <p className={styles.muted}>{hours}</p>
      {partnerName !== null ? (
        <p className={styles.muted} style={{ marginTop: 'var(--space-2)' }}>
          {t('contact.hub.partnerNote', { partner: partnerName })}
        </p>
      ) : null}
    </section>
  );
}

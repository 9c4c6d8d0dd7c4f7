// Help & contact (SPEC §2 Contact, /hilfe-kontakt/ in every language; issue 16): the four contact
// forms, each with a sentence on what it is for, and the office's phone and e-mail (the visit's
// partner's or campaign's, DirectContact).
import { Link } from 'react-router';
import { CONTACT_FORMS } from '#core/contact';
import { useT } from '../../i18n/provider';
import { useRouteHref } from '../../lib/links';
import { Breadcrumbs } from '../shell/breadcrumbs';
import { DirectContact } from './direct-contact';
import styles from './contact.module.css';

/** The route of each form (core/routes table). */
export const CONTACT_FORM_ROUTES = {
  guest: 'ContactGuest',
  landlord: 'ContactLandlord',
  partner: 'ContactPartner',
  agency: 'ContactAgency',
} as const;

export function ContactHub({ heading, intro }: { heading: string; intro: string }) {
  const t = useT('content');
  const href = useRouteHref();
  return (
    <div className={`container ${styles.screen}`} data-testid="contact-hub">
      <Breadcrumbs />
      <h1 className={styles.title}>{heading}</h1>
      <p className={styles.intro}>{intro}</p>
      <div className={styles.layout}>
        <section className={styles.main} aria-labelledby="contact-forms-title">
          <h2 id="contact-forms-title" className={styles.sectionTitle}>
            {t('contact.hub.formsTitle')}
          </h2>
          <ul className={styles.cards}>
            {CONTACT_FORMS.map((form) => (
              <li key={form} className={styles.card}>
                <h3>{t(`contact.hub.${form}.title`)}</h3>
                <p>{t(`contact.hub.${form}.text`)}</p>
                <Link to={href(CONTACT_FORM_ROUTES[form])} data-testid={`contact-link-${form}`}>
                  {t(`contact.hub.${form}.link`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <DirectContact />
      </div>
    </div>
  );
}

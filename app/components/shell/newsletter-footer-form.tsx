// The footer's newsletter form (issue 17): an address and a button, posting to the signup page's
// action (routes/newsletter.tsx). Without JavaScript it is a plain form post and the signup page
// shows the answer; with JavaScript a fetcher posts it and the answer shows here. The root loader
// sends the form-guard token, or none on a visit of a partner that hides the newsletter — then the
// form is not rendered at all (SPEC §3 hideNewsletter). The guard's inputs: ui/form-guard-inputs.
import { useFetcher } from 'react-router';
import { FormGuardInputs } from '../ui/form-guard-inputs';
import { useT } from '../../i18n/provider';
import { useRouteHref } from '../../lib/links';
import styles from './site-footer.module.css';

interface FooterAnswer {
  ok: boolean;
  errors: { field: string | null; message: string }[];
}

export function NewsletterFooterForm({ token }: { token: string }) {
  const t = useT('newsletter');
  const routeHref = useRouteHref();
  const fetcher = useFetcher<FooterAnswer>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const problem = answer?.ok === false ? (answer.errors[0]?.message ?? '') : null;
  return (
    <div data-testid="footer-newsletter">
      <h2 id="footer-newsletter" className={styles.heading}>
        {t('footer.heading')}
      </h2>
      <p className={styles.newsletterIntro}>{t('footer.intro')}</p>
      {answer?.ok === true ? (
        <p role="status" className={styles.newsletterDone} data-testid="footer-newsletter-sent">
          {t('footer.sent')}
        </p>
      ) : (
        <fetcher.Form
          method="post"
          action={routeHref('NewsletterSignup')}
          className={styles.newsletterForm}
          noValidate
        >
          <FormGuardInputs
            token={token}
            idPrefix="footer-newsletter"
            trapLabel={t('footer.trapLabel')}
          />
          <label htmlFor="footer-newsletter-email" className={styles.newsletterLabel}>
            {t('footer.emailLabel')}
          </label>
          <div className={styles.newsletterRow}>
            <input
              id="footer-newsletter-email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              required
              aria-invalid={problem !== null ? true : undefined}
              aria-describedby={problem !== null ? 'footer-newsletter-error' : undefined}
            />
            <button type="submit" disabled={fetcher.state !== 'idle'}>
              {t('footer.submit')}
            </button>
          </div>
          {problem !== null ? (
            <p id="footer-newsletter-error" role="alert" className={styles.newsletterError}>
              {problem}
            </p>
          ) : null}
        </fetcher.Form>
      )}
    </div>
  );
}

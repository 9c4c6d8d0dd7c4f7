// Sharing the own watch list (SPEC.md §1, §7 sendcustomer): the read-only link to copy, and a
// form that e-mails it with the guest's name (no free message: the mail is a fixed text, see
// services/watchlist/share-mail.tsx). Shown only when the visitor's campaign allows sharing.
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/provider';
import { ApiClientError } from '../../lib/api/client';
import { useApi } from '../../lib/api/provider';
import { sendWatchList } from '../../lib/api/watchlist';
import { useRootData } from '../../lib/root-data';
import styles from './watch-list.module.css';

type SendState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; email: string }
  | { kind: 'failed'; tooMany: boolean; fields: string[] };

export function SharePanel({ shareUrl }: { shareUrl: string }) {
  const t = useT('watchlist');
  const client = useApi();
  const language = useRootData()?.language ?? 'de';
  const id = useId();
  const [copied, setCopied] = useState(false);
  const [send, setSend] = useState<SendState>({ kind: 'idle' });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const inputs = { email, name: String(form.get('name') ?? '') };
    setSend({ kind: 'sending' });
    sendWatchList(client, inputs, language).then(
      () => setSend({ kind: 'sent', email }),
      (error: unknown) => {
        const errors = error instanceof ApiClientError ? error.errors : [];
        setSend({
          kind: 'failed',
          tooMany: errors.some((e) => e.type === 'rateLimit'),
          fields: errors
            .map((e) => (e.data as { field?: string } | null)?.field ?? '')
            .filter((f) => f !== ''),
        });
      },
    );
  };
  const invalid = (field: string) =>
    send.kind === 'failed' && send.fields.includes(`inputs.${field}`) ? true : undefined;

  return (
    <section className={styles.share} aria-labelledby={`${id}-title`} data-testid="watch-share">
      <h2 id={`${id}-title`} className={styles.shareTitle}>
        {t('share.title')}
      </h2>
      <p>{t('share.intro')}</p>
      <div className={styles.shareLink}>
        <label htmlFor={`${id}-link`}>{t('share.linkLabel')}</label>
        <div className={styles.linkRow}>
          <input
            id={`${id}-link`}
            type="url"
            readOnly
            value={shareUrl}
            onFocus={(e) => e.currentTarget.select()}
          />
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() => {
              // Without the clipboard API (plain http, old browsers) the link is selected instead,
              // ready for the guest to copy.
              const select = () => {
                const input = document.getElementById(`${id}-link`);
                if (input instanceof HTMLInputElement) {
                  input.focus();
                  input.select();
                }
              };
              if (!navigator.clipboard) return select();
              navigator.clipboard.writeText(shareUrl).then(() => setCopied(true), select);
            }}
          >
            {t('share.copy')}
          </button>
        </div>
        <p className={styles.status} role="status">
          {copied ? t('share.copied') : ''}
        </p>
      </div>
      <form className={styles.mailForm} onSubmit={onSubmit} noValidate={false}>
        <h3 className={styles.mailTitle}>{t('share.mailTitle')}</h3>
        <p className={styles.mailIntro}>{t('share.mailIntro')}</p>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>{t('share.email')}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            aria-invalid={invalid('email')}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`}>{t('share.name')}</label>
          <input
            id={`${id}-name`}
            name="name"
            type="text"
            required
            maxLength={80}
            autoComplete="name"
            aria-invalid={invalid('name')}
            aria-describedby={`${id}-name-hint`}
          />
          <p id={`${id}-name-hint`} className={styles.hint}>
            {t('share.nameHint')}
          </p>
        </div>
        <div className={styles.fieldWide}>
          <button type="submit" className={styles.primaryButton} disabled={send.kind === 'sending'}>
            {send.kind === 'sending' ? t('share.sending') : t('share.send')}
          </button>
        </div>
        <p className={styles.status} role="status" data-testid="share-status">
          {send.kind === 'sent'
            ? t('share.sent', { email: send.email })
            : send.kind === 'failed'
              ? send.tooMany
                ? t('share.tooMany')
                : t('share.failed')
              : ''}
        </p>
      </form>
    </section>
  );
}

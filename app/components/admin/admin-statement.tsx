// /admin/payments/, the bank statement (decision 082): the upload of the bank's CAMT file (a
// multipart call to POST /api/admin/payments/statement; the page reloads its credits after), and
// the credits still to be matched, each with the awaited transfer its remittance names. The office
// records a credit for the booking proposed — or another it types — or sets it aside: plain form
// posts answered by the page's action (lib/admin/payments.server.ts).
import { useId, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import type { loadPaymentsPage } from '../../lib/admin/payments.server';
import { postFile } from '../../lib/api/post-file';
import { useApi } from '../../lib/api/provider';
import { useT } from '../../i18n/provider';
import { AdminResultLine } from './admin-result';
import styles from './admin-pages.module.css';
import { Fact, Facts } from './facts';

type Data = Awaited<ReturnType<typeof loadPaymentsPage>>;
type Entry = Data['entries'][number];

interface Imported {
  credits: number;
  imported: number;
  skipped: number;
  unreadable: number;
}

function StatementUpload({ maxBytes, maxMb }: { maxBytes: number; maxMb: number }) {
  const t = useT('admin');
  const tErrors = useT('errors');
  const api = useApi();
  const revalidator = useRevalidator();
  const id = useId();
  const [state, setState] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const file = new FormData(formElement).get('file');
    if (!(file instanceof File) || file.size === 0) {
      setState({ ok: false, text: tErrors('errors.payments.statement.empty') });
      return;
    }
    if (file.size > maxBytes) {
      setState({ ok: false, text: tErrors('errors.payments.statement.tooBig') });
      return;
    }
    setBusy(true);
    const posted = await postFile<Imported>(
      '/api/admin/payments/statement',
      { mandant: api.mandant },
      file,
    );
    if (posted.ok) {
      setState({ ok: true, text: t('payments.statement.imported', { ...posted.data }) });
      formElement.reset();
      await revalidator.revalidate();
    } else {
      const failed = t('payments.statement.failed');
      setState({
        ok: false,
        text:
          posted.errorKey === null ? failed : tErrors(posted.errorKey, { defaultValue: failed }),
      });
    }
    setBusy(false);
  };

  return (
    <form className={styles.filter} onSubmit={onSubmit} data-testid="statement-upload">
      <div className={styles.field}>
        <label htmlFor={`${id}-file`}>{t('payments.statement.file')}</label>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept=".xml,application/xml,text/xml"
          required
          aria-describedby={`${id}-limit`}
        />
      </div>
      <button type="submit" className={styles.primary} disabled={busy}>
        {busy ? t('payments.statement.uploading') : t('payments.statement.upload')}
      </button>
      <p id={`${id}-limit`} className={`${styles.hint} ${styles.line}`}>
        {t('payments.statement.limit', { mb: maxMb })}
      </p>
      {state === null ? null : (
        <AdminResultLine ok={state.ok} message={state.text} testId="statement-result" />
      )}
    </form>
  );
}

function StatementEntry({ entry }: { entry: Entry }) {
  const t = useT('admin');
  const heading = `statement-${entry.entryId}`;
  const about = `statement-${entry.entryId}-about`;
  const { match, maybeRecorded } = entry;
  return (
    <li className={styles.panel} data-entry-id={entry.entryId}>
      <h4 id={heading} className={styles.transferHead}>
        <time dateTime={entry.valueDate}>{entry.valueOn}</time>
        <span>{entry.payer ?? '–'}</span>
        <strong>{entry.amount}</strong>
      </h4>
      <Facts>
        <Fact label={t('payments.statement.remittance')} className={styles.remittance}>
          {entry.remittance || '–'}
        </Fact>
        <Fact label={t('payments.statement.iban')} translate="no">
          {entry.payerIban}
        </Fact>
        {entry.allocated === null ? null : (
          <>
            <Fact label={t('payments.statement.allocated')}>{entry.allocated}</Fact>
            <Fact label={t('payments.statement.left')}>{entry.left}</Fact>
          </>
        )}
      </Facts>
      {maybeRecorded === null ? null : (
        <p className={styles.warning} role="note">
          {t('payments.statement.maybeRecorded', {
            number: maybeRecorded.bookingNumber,
            amount: maybeRecorded.amount,
            day: maybeRecorded.day,
          })}
        </p>
      )}
      {match === null ? (
        <p id={about} className={styles.hint}>
          {entry.candidates.length > 0
            ? t('payments.statement.candidates', { numbers: entry.candidates.join(', ') })
            : t('payments.statement.noMatch')}
        </p>
      ) : (
        <div id={about} className={styles.proposal}>
          <p>
            <strong>{t('payments.statement.match')}:</strong>{' '}
            {t('payments.statement.matchText', {
              kind: match.kind,
              asked: match.asked,
              number: match.bookingNumber,
              guest: match.guestName,
            })}
          </p>
          {match.byName ? (
            <p className={styles.warning} role="note">
              {t('payments.statement.matchByName')}
            </p>
          ) : null}
          {match.part ? (
            <p className={styles.hint}>
              {t('payments.statement.matchPart', { receive: match.receive, rest: match.rest })}
            </p>
          ) : match.more ? (
            <p className={styles.hint}>
              {t('payments.statement.matchMore', { receive: match.receive, rest: match.rest })}
            </p>
          ) : null}
        </div>
      )}
      <form method="post" className={styles.receive}>
        <input type="hidden" name="entryId" value={entry.entryId} />
        <input type="hidden" name="allocatedCents" value={entry.allocatedCents} />
        {match === null ? null : (
          <>
            <input type="hidden" name="paymentId" value={match.paymentId} />
            <input type="hidden" name="amountCents" value={match.amountCents} />
          </>
        )}
        <div className={styles.field}>
          <label htmlFor={`booking-${entry.entryId}`}>
            {t('payments.statement.bookingNumber')}
          </label>
          <input
            id={`booking-${entry.entryId}`}
            name="bookingNumber"
            type="text"
            autoComplete="off"
            maxLength={40}
            placeholder="2026-100001"
            defaultValue={match?.bookingNumber ?? ''}
            aria-describedby={about}
          />
        </div>
        <div className={styles.actions}>
          <button
            type="submit"
            name="intent"
            value="statementEntry"
            className={styles.primary}
            aria-describedby={heading}
          >
            {t('payments.statement.record')}
          </button>
          <button
            type="submit"
            name="intent"
            value="statementDismiss"
            className={styles.secondary}
            aria-describedby={heading}
            onClick={(event) => {
              // Set aside is for good (a new upload skips the credit): asked once more.
              if (!window.confirm(t('payments.statement.dismissConfirm'))) event.preventDefault();
            }}
          >
            {t('payments.statement.dismiss')}
          </button>
        </div>
      </form>
    </li>
  );
}

/** The statement's part of the payments page: the upload, then the credits to match. */
export function AdminStatementSection({ data }: { data: Data }) {
  const t = useT('admin');
  return (
    <section className={styles.stack} aria-labelledby="payments-statement">
      <h2 id="payments-statement">{t('payments.statement.heading')}</h2>
      <p className={styles.hint}>{t('payments.statement.hint')}</p>
      <StatementUpload maxBytes={data.statementMaxBytes} maxMb={data.statementMaxMb} />
      <h3>{t('payments.statement.entriesHeading')}</h3>
      <p role="status" data-testid="statement-count">
        {data.entries.length === 0
          ? t('payments.statement.entriesNone')
          : data.entriesShownAll
            ? t('payments.statement.entriesCount', { count: data.entriesTotal })
            : t('payments.statement.entriesShown', {
                total: data.entriesTotal,
                shown: data.entries.length,
              })}
      </p>
      {data.entries.length === 0 ? null : (
        <ul className={styles.entries} data-testid="statement-entries">
          {data.entries.map((entry) => (
            <StatementEntry key={entry.entryId} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

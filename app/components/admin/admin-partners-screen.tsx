// /admin/partners/ (decision 091): the applications to the partner programme waiting for the
// office, the longest waiting first, each with everything the applicant wrote and the forms to
// approve it (into a partner group, or none) or reject it (asked once more before it is sent);
// then a new login code for a partner who lost theirs (decision 092); below, the latest decided
// ones with the partner number an approval made (no longer the applicant's person or address);
// then every partner's bookings of a month (decision 099), chosen with a plain GET form, with
// each one's commission at its recorded rate, and the month's file of them; last, the form that
// records a partner's commission rate from a month on, and the rates on file, each removable while
// its month can still be set (decision 107).
import type { loadPartnersPage } from '../../lib/admin/partners.server';
import { useT } from '../../i18n/provider';
import { OFFICE_PARTNER_BOOKINGS_CSV_PATH } from '../../lib/admin/partner-bookings-path';
import { useRootData } from '../../lib/root-data';
import { AdminResult, useAdminRefill } from './admin-result';
import styles from './admin-pages.module.css';
import { ConfirmForm } from './confirm-form';
import { Fact, Facts } from './facts';

type Data = Awaited<ReturnType<typeof loadPartnersPage>>;
type Application = Data['pending'][number];

function ApplicationFacts({ application: a }: { application: Application }) {
  const t = useT('admin');
  return (
    <Facts>
      <Fact label={t('partners.applied')}>{a.createdAt}</Fact>
      <Fact label={t('partners.contact')}>
        {a.contact}
        <br />
        <a href={`mailto:${a.email}`}>{a.email}</a>
      </Fact>
      <Fact label={t('partners.phone')}>
        {a.phone === null ? null : <a href={`tel:${a.phone.replace(/[^\d+]/g, '')}`}>{a.phone}</a>}
      </Fact>
      <Fact label={t('partners.website')}>
        {a.website === null ? null : a.websiteHref === null ? (
          a.website
        ) : (
          <a href={a.websiteHref} rel="noopener noreferrer nofollow" target="_blank">
            {a.website}
          </a>
        )}
      </Fact>
      <Fact label={t('partners.address')}>
        {a.address === null && a.countryCode === null
          ? null
          : [a.address, a.countryCode?.toUpperCase()].filter(Boolean).join(', ')}
      </Fact>
      <Fact label={t('partners.vatId')}>{a.vatId}</Fact>
      <Fact label={t('partners.language')}>{a.language.toUpperCase()}</Fact>
    </Facts>
  );
}

/** A partner's number, as the login-code and the rate forms ask for it. */
function PartnerNumberField({
  id,
  defaultValue,
  invalid,
}: {
  id: string;
  defaultValue?: string | undefined;
  invalid?: true | undefined;
}) {
  const t = useT('admin');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('partners.partnerId')}</label>
      <input
        id={id}
        name="partnerId"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={10}
        required
        defaultValue={defaultValue}
        aria-invalid={invalid}
      />
    </div>
  );
}

export function AdminPartnersScreen({ data }: { data: Data }) {
  const t = useT('admin');
  return (
    <div className={`${styles.stack} ${styles.sections}`} data-testid="admin-partners">
      <AdminResult />
      <section className={styles.stack} aria-labelledby="applications-pending">
        <h2 id="applications-pending">{t('partners.pendingHeading')}</h2>
        <p className={styles.hint}>{t('partners.hint')}</p>
        <p data-testid="applications-count">
          {data.pending.length === 0
            ? t('partners.none')
            : data.pendingTotal <= data.pending.length
              ? t('partners.count', { count: data.pendingTotal })
              : t('partners.countShown', {
                  count: data.pendingTotal,
                  shown: data.pending.length,
                })}
        </p>
        <ul className={styles.entries} data-testid="applications-pending">
          {data.pending.map((a) => {
            const heading = `application-${a.id}`;
            return (
              <li key={a.id} className={styles.panel} data-application-id={a.id}>
                <h3 id={heading} className={styles.transferHead}>
                  <span>{a.company}</span>
                  <span>{a.kind}</span>
                </h3>
                <ApplicationFacts application={a} />
                {a.message === null || a.message === '' ? null : (
                  <blockquote className={styles.message}>
                    <p className={styles.hint}>{t('partners.message')}</p>
                    {a.message}
                  </blockquote>
                )}
                <form method="post" className={styles.receive}>
                  <input type="hidden" name="intent" value="approve" />
                  <input type="hidden" name="applicationId" value={a.id} />
                  {data.groups.length === 0 ? (
                    <input type="hidden" name="parent" value="" />
                  ) : (
                    <div className={styles.field}>
                      <label htmlFor={`group-${a.id}`}>{t('partners.group')}</label>
                      <select id={`group-${a.id}`} name="parent" defaultValue="">
                        <option value="">{t('partners.noGroup')}</option>
                        {data.groups.map((g) => (
                          <option key={g.code} value={g.code}>
                            {g.name}
                          </option>
                        ))}
                      </select>
                    </div>
                  )}
                  <div className={styles.actions}>
                    <button type="submit" className={styles.primary} aria-describedby={heading}>
                      {t('partners.approve')}
                    </button>
                  </div>
                </form>
                <ConfirmForm
                  question={t('partners.rejectConfirm')}
                  className={styles.receive}
                  hidden={{ intent: 'reject', applicationId: a.id }}
                >
                  <div className={styles.actions}>
                    <button type="submit" className={styles.danger} aria-describedby={heading}>
                      {t('partners.reject')}
                    </button>
                  </div>
                </ConfirmForm>
              </li>
            );
          })}
        </ul>
      </section>
      <section className={styles.stack} aria-labelledby="partner-code">
        <h2 id="partner-code">{t('partners.codeHeading')}</h2>
        <p className={styles.hint}>{t('partners.codeHint')}</p>
        <ConfirmForm
          question={t('partners.codeConfirm')}
          className={styles.receive}
          testId="partner-code-form"
          hidden={{ intent: 'renewCode' }}
        >
          <PartnerNumberField id="code-partner-id" />
          <div className={styles.actions}>
            <button type="submit" className={styles.danger}>
              {t('partners.codeRenew')}
            </button>
          </div>
        </ConfirmForm>
      </section>
      <section className={styles.stack} aria-labelledby="applications-decided">
        <h2 id="applications-decided">{t('partners.decidedHeading')}</h2>
        {data.decided.length === 0 ? <p>{t('partners.noneDecided')}</p> : null}
        <ul className={styles.entries} data-testid="applications-decided">
          {data.decided.map((a) => (
            <li key={a.id} className={styles.panel} data-application-id={a.id}>
              <h3 className={styles.transferHead}>
                <span>{a.company}</span>
                <span>{a.kind}</span>
                <strong>{a.status}</strong>
              </h3>
              {/* Decided: no longer the applicant's person or address (the mails have them). */}
              <Facts>
                <Fact label={t('partners.applied')}>{a.createdAt}</Fact>
                <Fact label={t('partners.decided')}>{a.decidedAt}</Fact>
                <Fact label={t('partners.partnerId')}>{a.partnerId}</Fact>
              </Facts>
            </li>
          ))}
        </ul>
      </section>
      <PartnerMonth bookings={data.bookings} />
      <CommissionRates months={data.rateMonths} recorded={data.rates} />
    </div>
  );
}

/**
 * A partner's payout of the month in the table (decision 112): when it was recorded (and what
 * changed since), not yet, or after the month ends. The forms are below the table, in view on a
 * phone (PayoutForms).
 */
function PayoutCell({
  partner,
  closed,
}: {
  partner: Data['bookings']['partners'][number];
  closed: boolean;
}) {
  const t = useT('admin');
  if (partner.payout !== null) {
    return (
      <>
        {partner.payout.paid}
        {partner.payout.changed === null ? null : (
          <>
            <br />
            <span className={styles.overdue}>{partner.payout.changed}</span>
          </>
        )}
      </>
    );
  }
  if (partner.commissionCents <= 0) return null;
  return <>{t(closed ? 'partners.bookings.notPaidOut' : 'partners.bookings.payoutOpen')}</>;
}

/** Once the month is over: a form per partner whose commission is not yet paid out. */
function PayoutForms({ bookings }: { bookings: Data['bookings'] }) {
  const t = useT('admin');
  const open = bookings.partners.filter((p) => p.payout === null && p.commissionCents > 0);
  if (!bookings.closed || open.length === 0) return null;
  return (
    <section className={styles.stack} aria-labelledby="partner-payouts">
      <h3 id="partner-payouts">
        {t('partners.bookings.payoutHeading', { month: bookings.monthName })}
      </h3>
      <p className={styles.hint}>{t('partners.bookings.payoutHint')}</p>
      <ul className={styles.entries} data-testid="partner-payouts">
        {open.map((p) => (
          <li key={p.partnerId} className={styles.panel} data-payout-partner={p.partnerId}>
            <form method="post" className={styles.receive}>
              <p>
                {t('partners.bookings.payoutLine', {
                  partner: `${p.partnerId} · ${p.name ?? t('partners.bookings.deleted')}`,
                  amount: p.commissionAmount,
                })}
              </p>
              <input type="hidden" name="intent" value="commissionPayout" />
              <input type="hidden" name="partnerId" value={p.partnerId} />
              <input type="hidden" name="month" value={bookings.month} />
              <input type="hidden" name="amountCents" value={p.commissionCents} />
              <button
                type="submit"
                className={styles.primary}
                aria-label={t('partners.bookings.recordPayoutLabel', {
                  amount: p.commissionAmount,
                  partnerId: p.partnerId,
                })}
              >
                {t('partners.bookings.recordPayout')}
              </button>
            </form>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Every partner's bookings of a month (decision 099): per partner what counts for its commission
 * (confirmed, not cancelled), what is still open and what came to nothing, with the total prices
 * the guests were shown — the figures each partner sees on its dashboard — and the month's sum.
 */
function PartnerMonth({ bookings }: { bookings: Data['bookings'] }) {
  const t = useT('admin');
  const language = useRootData()?.language ?? 'de';
  return (
    <section className={styles.stack} aria-labelledby="partner-bookings">
      <h2 id="partner-bookings">{t('partners.bookings.heading')}</h2>
      <p className={styles.hint}>{t('partners.bookings.hint')}</p>
      <form method="get" className={styles.filter}>
        <div className={styles.field}>
          <label htmlFor="partner-bookings-month">{t('partners.bookings.month')}</label>
          <select id="partner-bookings-month" name="month" defaultValue={bookings.month}>
            {bookings.months.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={styles.primary}>
          {t('partners.bookings.show')}
        </button>
      </form>
      {bookings.partners.length === 0 ? (
        <p role="status" data-testid="partner-bookings-none">
          {t('partners.bookings.none', { month: bookings.monthName })}
        </p>
      ) : (
        <>
          {/* Above the table, not its caption: on a phone the table scrolls sideways in its
              region, its heading stays. */}
          <h3 id="partner-bookings-caption">
            {t('partners.bookings.caption', { month: bookings.monthName })}
          </h3>
          <div
            className={styles.tableWrap}
            role="region"
            aria-labelledby="partner-bookings-caption"
            tabIndex={0}
          >
            <table
              className={`${styles.table} ${styles.figures}`}
              aria-labelledby="partner-bookings-caption"
              data-testid="partner-bookings-table"
            >
              <thead>
                <tr>
                  <th scope="col">{t('partners.bookings.partner')}</th>
                  <th scope="col">{t('partners.bookings.counted')}</th>
                  <th scope="col">{t('partners.bookings.open')}</th>
                  <th scope="col">{t('partners.bookings.void')}</th>
                  <th scope="col">{t('partners.bookings.commission')}</th>
                  <th scope="col">{t('partners.bookings.payout')}</th>
                </tr>
              </thead>
              <tbody>
                {bookings.partners.map((p) => (
                  <tr key={p.partnerId} data-partner-id={p.partnerId}>
                    <th scope="row">
                      {`${p.partnerId} · ${p.name ?? t('partners.bookings.deleted')}`}
                    </th>
                    <td>{p.counted}</td>
                    <td>{p.open}</td>
                    <td>{p.void}</td>
                    <td data-testid="partner-commission">
                      {p.commission ?? t('partners.bookings.noRate')}
                    </td>
                    <td className={styles.wrap} data-testid="partner-payout">
                      <PayoutCell partner={p} closed={bookings.closed} />
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr data-testid="partner-bookings-sum">
                  <th scope="row">{t('partners.bookings.sum')}</th>
                  <td>{bookings.sum.counted}</td>
                  <td>{bookings.sum.open}</td>
                  <td>{bookings.sum.void}</td>
                  <td>{bookings.sum.commission}</td>
                  <td />
                </tr>
              </tfoot>
            </table>
          </div>
          <PayoutForms bookings={bookings} />
          {/* Every booking of the month, one line each with its partner, for the commission
              statements (the partners' own files have the same columns). */}
          <p>
            <a
              href={`${OFFICE_PARTNER_BOOKINGS_CSV_PATH}?${new URLSearchParams({ month: bookings.month, lang: language })}`}
              download
              data-testid="office-partner-bookings-csv"
            >
              {t('partners.bookings.download', { month: bookings.monthName })}
            </a>
          </p>
        </>
      )}
    </section>
  );
}

/**
 * The rate agreed with a partner, from a month on (decision 107): the partner's number, the rate
 * in per cent as the office's language writes it, and the month (the current one chosen). A
 * refused post shows what was typed again.
 */
function CommissionRates({
  months,
  recorded,
}: {
  months: Data['rateMonths'];
  recorded: Data['rates'];
}) {
  const t = useT('admin');
  const posted = useAdminRefill();
  const refill = posted?.values.intent === 'commissionRate' ? posted : null;
  const invalid = (field: string) => (refill?.field === field ? true : undefined);
  return (
    <section className={styles.stack} aria-labelledby="commission-rates">
      <h2 id="commission-rates">{t('partners.rates.heading')}</h2>
      <p className={styles.hint}>{t('partners.rates.hint')}</p>
      {/* A new key per refused post: the fields take the values typed, not the last render's. */}
      <form
        method="post"
        className={`${styles.receive} ${styles.rateForm}`}
        data-testid="commission-rate-form"
        key={refill === null ? 'fresh' : JSON.stringify(refill.values)}
      >
        <input type="hidden" name="intent" value="commissionRate" />
        <PartnerNumberField
          id="rate-partner-id"
          defaultValue={refill?.values.partnerId}
          invalid={invalid('partnerId')}
        />
        <div className={styles.field}>
          <label htmlFor="rate-percent">{t('partners.rates.rate')}</label>
          <input
            id="rate-percent"
            name="rate"
            inputMode="decimal"
            autoComplete="off"
            maxLength={8}
            required
            aria-describedby="rate-percent-hint"
            defaultValue={refill?.values.rate}
            aria-invalid={invalid('rate')}
          />
          <p id="rate-percent-hint" className={styles.hint}>
            {t('partners.rates.rateHint')}
          </p>
        </div>
        <div className={styles.field}>
          <label htmlFor="rate-valid-from">{t('partners.rates.validFrom')}</label>
          <select
            id="rate-valid-from"
            name="validFrom"
            defaultValue={refill?.values.validFrom ?? months.find((m) => m.current)?.value}
            aria-invalid={invalid('validFrom')}
          >
            {months.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary}>
            {t('partners.rates.save')}
          </button>
        </div>
      </form>
      {recorded.lines.length === 0 ? (
        <p data-testid="commission-rates-none">{t('partners.rates.none')}</p>
      ) : (
        <>
          <h3 id="commission-rates-recorded">{t('partners.rates.recorded')}</h3>
          <div
            className={styles.tableWrap}
            role="region"
            aria-labelledby="commission-rates-recorded"
            tabIndex={0}
          >
            <table
              className={`${styles.table} ${styles.rateTable}`}
              aria-labelledby="commission-rates-recorded"
              data-testid="commission-rates-table"
            >
              <thead>
                <tr>
                  <th scope="col">{t('partners.bookings.partner')}</th>
                  <th scope="col">{t('partners.rates.validFrom')}</th>
                  <th scope="col">{t('partners.rates.rateShort')}</th>
                  <th scope="col">{t('partners.rates.setAt')}</th>
                  <th scope="col">{t('partners.rates.action')}</th>
                </tr>
              </thead>
              <tbody>
                {recorded.lines.map((line) => (
                  <tr key={line.key} data-rate={line.key}>
                    <th scope="row">{line.partner}</th>
                    <td>{line.month}</td>
                    <td>{line.rate}</td>
                    <td>{line.setAt}</td>
                    <td>
                      {line.removable ? (
                        <ConfirmForm
                          question={t('partners.rates.removeConfirm')}
                          hidden={{
                            intent: 'removeCommissionRate',
                            partnerId: line.partnerId,
                            validFrom: line.validFrom,
                          }}
                        >
                          <button
                            type="submit"
                            className={styles.danger}
                            aria-label={t('partners.rates.removeLabel', {
                              partner: line.partner,
                              month: line.month,
                            })}
                          >
                            {t('partners.rates.remove')}
                          </button>
                        </ConfirmForm>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {recorded.more ? <p className={styles.hint}>{t('partners.rates.more')}</p> : null}
        </>
      )}
    </section>
  );
}

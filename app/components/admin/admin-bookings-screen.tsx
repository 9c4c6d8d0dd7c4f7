// /admin/bookings/ (decision 086): the requests waiting for their landlord's answer, the longest
// wait first (past the escalation marked), each with the guest and the landlord to call, and the
// forms to confirm or decline it for the landlord (declining asks for the reason the guest reads,
// and once more before it is sent). A search by booking number or e-mail finds any booking.
// Every booking still holding its dates can be cancelled for the guest (decision 090) behind a
// disclosure: the terms' fee and refund as of today, or every cost waived.
import type { loadBookingsPage } from '../../lib/admin/bookings.server';
import { useT } from '../../i18n/provider';
import { AdminResult } from './admin-result';
import { AdminSearchForm } from './admin-search-form';
import styles from './admin-pages.module.css';
import { Fact, Facts } from './facts';
import { ConfirmForm } from './confirm-form';

type Data = Awaited<ReturnType<typeof loadBookingsPage>>;
type Contact = { name: string | null; email: string | null; phone: string | null };

function ContactLines({ contact }: { contact: Contact }) {
  return (
    <>
      {contact.name ?? '–'}
      {contact.phone === null ? null : (
        <>
          <br />
          <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
        </>
      )}
      {contact.email === null ? null : (
        <>
          <br />
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </>
      )}
    </>
  );
}

export function AdminBookingsScreen({ data }: { data: Data }) {
  const t = useT('admin');
  const byObject = data.objectNumber !== null;
  const searching = data.search !== '' || byObject;
  return (
    <div className={`${styles.stack} ${styles.sections}`} data-testid="admin-bookings">
      <AdminResult />
      <section className={styles.stack} aria-labelledby="bookings-list">
        <h2 id="bookings-list">
          {byObject
            ? t('bookings.objectHeading', { number: data.objectNumber })
            : t(searching ? 'bookings.foundHeading' : 'bookings.awaitingHeading')}
        </h2>
        <p className={styles.hint}>{t('bookings.hint')}</p>
        <AdminSearchForm
          id="bookings-search"
          name="search"
          label={t('bookings.search')}
          value={data.search}
          maxLength={200}
          placeholder="2026-100001"
          submit={t('bookings.find')}
          reset={t('bookings.showAwaiting')}
        />
        <p role="status" data-testid="bookings-count">
          {data.bookings.length === 0
            ? t(searching ? 'bookings.noneFound' : 'bookings.none')
            : searching
              ? t('bookings.found', { count: data.total })
              : data.shownAll
                ? t('bookings.count', { count: data.total })
                : t('bookings.countShown', { count: data.total, shown: data.bookings.length })}
        </p>
        {byObject ? <a href="?">{t('bookings.showAwaiting')}</a> : null}
        <ul className={styles.entries} data-testid="bookings-awaiting">
          {data.bookings.map((booking) => {
            const heading = `booking-${booking.bookingId}`;
            return (
              <li
                key={booking.bookingId}
                className={styles.panel}
                data-booking-id={booking.bookingId}
              >
                <h3 id={heading} className={styles.transferHead}>
                  <span translate="no">{booking.bookingNumber}</span>
                  <span>{booking.status}</span>
                  <strong>{booking.total}</strong>
                </h3>
                <Facts>
                  {booking.waiting === null ? null : (
                    <Fact label={t('bookings.waiting')}>
                      {booking.waiting}
                      {booking.overdue ? (
                        <span className={styles.overdue}> {t('bookings.overdue')}</span>
                      ) : booking.reminded ? (
                        <span> {t('bookings.reminded')}</span>
                      ) : null}
                    </Fact>
                  )}
                  <Fact label={t('bookings.object')}>
                    <a href={booking.objectHref}>{booking.objectNumber}</a>
                    {byObject ? null : (
                      <>
                        {' · '}
                        <a href={booking.objectBookingsHref}>{t('bookings.objectBookings')}</a>
                      </>
                    )}
                  </Fact>
                  <Fact label={t('bookings.stay')}>
                    {booking.stay}, {booking.persons}
                  </Fact>
                  <Fact label={t('bookings.madeAt')}>{booking.madeAt}</Fact>
                  <Fact label={t('bookings.guest')}>
                    <ContactLines contact={booking.guest} />
                  </Fact>
                  <Fact label={t('bookings.landlord')}>
                    <ContactLines contact={booking.landlord} />
                  </Fact>
                </Facts>
                {booking.canConfirm ? (
                  // The guest is mailed at once: no taking it back.
                  <ConfirmForm
                    question={t('bookings.confirmConfirm')}
                    className={styles.receive}
                    hidden={{ intent: 'confirm', bookingId: booking.bookingId }}
                  >
                    <div className={styles.actions}>
                      <button type="submit" className={styles.primary} aria-describedby={heading}>
                        {t('bookings.confirm')}
                      </button>
                    </div>
                  </ConfirmForm>
                ) : null}
                {booking.canDecline ? (
                  <ConfirmForm
                    question={t('bookings.declineConfirm')}
                    className={styles.receive}
                    hidden={{ intent: 'decline', bookingId: booking.bookingId }}
                  >
                    <div className={`${styles.field} ${styles.reason}`}>
                      <label htmlFor={`reason-${booking.bookingId}`}>{t('bookings.reason')}</label>
                      <textarea
                        id={`reason-${booking.bookingId}`}
                        name="reason"
                        required
                        maxLength={1000}
                        rows={2}
                      />
                    </div>
                    <div className={styles.actions}>
                      <button type="submit" className={styles.danger} aria-describedby={heading}>
                        {t('bookings.decline')}
                      </button>
                    </div>
                  </ConfirmForm>
                ) : null}
                {booking.cancellation === null ? null : (
                  <details className={styles.cancel} data-testid="office-cancel">
                    <summary aria-describedby={heading}>{t('bookings.cancelOpen')}</summary>
                    <ConfirmForm
                      question={t('bookings.cancelConfirm')}
                      className={styles.cancelForm}
                      hidden={{
                        intent: 'cancel',
                        bookingId: booking.bookingId,
                        expectedFeeCents: booking.cancellation.feeCents,
                        expectedRefundCents: booking.cancellation.refundCents,
                        expectedWaivedRefundCents: booking.cancellation.waivedRefundCents,
                      }}
                    >
                      <p className={styles.hint}>{t('bookings.cancelHint')}</p>
                      <p>
                        {booking.cancellation.terms}
                        {booking.cancellation.insurance === null
                          ? null
                          : ` ${booking.cancellation.insurance}`}
                      </p>
                      {booking.cancellation.owed === null ? null : (
                        <p>{booking.cancellation.owed}</p>
                      )}
                      <label className={styles.check}>
                        <input type="checkbox" name="waived" />
                        <span>{booking.cancellation.waive}</span>
                      </label>
                      <div className={styles.actions}>
                        <button type="submit" className={styles.danger} aria-describedby={heading}>
                          {t('bookings.cancel')}
                        </button>
                      </div>
                    </ConfirmForm>
                  </details>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

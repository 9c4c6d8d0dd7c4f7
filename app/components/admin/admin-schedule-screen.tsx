// /admin/schedule/edit/ (issue 18): the opening hours per weekday (up to three spans, Berlin
// time; an empty row is no span, an empty day is closed) with the line the site shows from them,
// and the staff's shifts of the coming weeks with a form to add one and a button to remove each.
import type { loadSchedulePage } from '../../lib/admin/schedule.server';
import { useT } from '../../i18n/provider';
import { AdminResult } from './admin-result';
import { hoursInputLabel } from './schedule-labels';
import styles from './admin-pages.module.css';

type Data = Awaited<ReturnType<typeof loadSchedulePage>>;

export function AdminScheduleScreen({ data }: { data: Data }) {
  const t = useT('admin');
  const spans = Array.from({ length: data.spansMax }, (_, i) => i);
  return (
    <div className={styles.stack} data-testid="admin-schedule">
      <AdminResult />
      <section className={styles.panel} aria-labelledby="schedule-hours">
        <h2 id="schedule-hours">{t('schedule.hours')}</h2>
        <p className={styles.hint}>{t('schedule.hoursHint')}</p>
        <p>
          {t('schedule.shown')} <strong data-testid="office-hours-text">{data.hoursText}</strong>
        </p>
        <form method="post" className={styles.form}>
          <input type="hidden" name="intent" value="hours" />
          <div className={styles.tableWrap}>
            <table className={`${styles.table} ${styles.hoursTable}`}>
              <thead>
                <tr>
                  <th scope="col">{t('schedule.weekday')}</th>
                  <th scope="col">{t('schedule.spans')}</th>
                </tr>
              </thead>
              <tbody>
                {data.weekdays.map((day) => (
                  <tr key={day}>
                    <th scope="row">{t(`schedule.days.${day}`)}</th>
                    <td>
                      <span className={styles.spans}>
                        {spans.map((i) => {
                          const span = data.hours[day][i];
                          return (
                            <span key={i} className={styles.span}>
                              <input
                                type="time"
                                name={`hours.${day}.${i}.from`}
                                defaultValue={span?.from ?? ''}
                                aria-label={hoursInputLabel(t, day, i, 'from')}
                              />
                              <span aria-hidden="true">–</span>
                              <input
                                type="time"
                                name={`hours.${day}.${i}.to`}
                                defaultValue={span?.to ?? ''}
                                aria-label={hoursInputLabel(t, day, i, 'to')}
                              />
                            </span>
                          );
                        })}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={styles.actions}>
            <button type="submit" className={styles.primary}>
              {t('schedule.saveHours')}
            </button>
          </div>
        </form>
      </section>

      <section className={styles.panel} aria-labelledby="schedule-shifts">
        <h2 id="schedule-shifts">{t('schedule.shifts')}</h2>
        <p className={styles.hint}>{t('schedule.shiftsHint')}</p>
        <form method="post" className={`${styles.form} ${styles.inline}`}>
          <input type="hidden" name="intent" value="addShift" />
          <div className={styles.field}>
            <label htmlFor="shift-staff">{t('schedule.staff')}</label>
            <select id="shift-staff" name="staffId" required>
              {data.staff.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="shift-date">{t('schedule.date')}</label>
            <input
              id="shift-date"
              type="date"
              name="date"
              required
              min={data.today}
              max={data.lastDay}
              defaultValue={data.today}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="shift-from">{t('schedule.from')}</label>
            <input id="shift-from" type="time" name="from" required defaultValue="09:00" />
          </div>
          <div className={styles.field}>
            <label htmlFor="shift-to">{t('schedule.to')}</label>
            <input id="shift-to" type="time" name="to" required defaultValue="18:00" />
          </div>
          <div className={styles.actions}>
            <button type="submit" className={styles.primary}>
              {t('schedule.addShift')}
            </button>
          </div>
        </form>
        {data.shifts.length === 0 ? (
          <p>{t('schedule.noShifts')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={`${styles.table} ${styles.shiftTable}`} data-testid="schedule-shifts">
              <thead>
                <tr>
                  <th scope="col">{t('schedule.date')}</th>
                  <th scope="col">{t('schedule.time')}</th>
                  <th scope="col">{t('schedule.staff')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('schedule.remove')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.shifts.map((shift) => (
                  <tr key={shift.id}>
                    <td>{shift.day}</td>
                    <td>{`${shift.from}–${shift.to}`}</td>
                    <td>{shift.staff}</td>
                    <td>
                      <form method="post">
                        <input type="hidden" name="intent" value="removeShift" />
                        <input type="hidden" name="shiftId" value={shift.id} />
                        <button
                          type="submit"
                          className={styles.danger}
                          aria-label={t('schedule.removeShift', {
                            staff: shift.staff,
                            day: shift.day,
                            from: shift.from,
                            to: shift.to,
                          })}
                        >
                          {t('schedule.remove')}
                        </button>
                      </form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

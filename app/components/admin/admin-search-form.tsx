// The admin pages' search (payments by reference, bookings by number or e-mail, ratings by
// number): a plain GET form — one labelled search field, the button, and while a search is shown
// the link back to the page's default list. Works without JavaScript; the URL is the search.
import styles from './admin-pages.module.css';

export function AdminSearchForm({
  id,
  name,
  label,
  value,
  maxLength,
  placeholder,
  submit,
  reset,
  inputMode,
}: {
  id: string;
  /** The query parameter (`?reference=`, `?search=`, `?rating=`). */
  name: string;
  label: string;
  /** The search shown now ('' for none). */
  value: string;
  maxLength: number;
  placeholder: string;
  submit: string;
  /** The link back to the default list, shown while a search is shown. */
  reset: string;
  inputMode?: 'numeric';
}) {
  return (
    <form method="get" className={styles.filter} role="search">
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={name}
          type="search"
          inputMode={inputMode}
          defaultValue={value}
          maxLength={maxLength}
          placeholder={placeholder}
        />
      </div>
      <button type="submit" className={styles.primary}>
        {submit}
      </button>
      {value !== '' ? <a href="?">{reset}</a> : null}
    </form>
  );
}

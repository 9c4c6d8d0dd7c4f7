// The one form kit of the site's forms (booking, enquiry, user area): labelled fields that show the
// refusal naming them, and a summary of all refusals that takes the focus and links to each field.
// A field's id is `${idPrefix}-${name}`, its hint's `…-hint` and its refusal's `…-error`; the
// input names both in aria-describedby (hint first), says aria-invalid while refused and
// aria-required when required. A field that is not required says "(optional)" in its label, so
// nobody has to guess (WCAG 3.3.2); the texts are `common.form`, sent with every page.
import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/provider';
import styles from './form-fields.module.css';

/** One refusal: `field` names the form control it is about (null: the form as a whole). */
export interface FieldError {
  field: string | null;
  message: string;
}

export interface SelectOption {
  value: string;
  label: string;
}

/** What every field takes: where its refusal is found and what its label says. */
export interface FieldProps {
  idPrefix: string;
  name: string;
  label: string;
  errors: readonly FieldError[];
  required?: boolean;
  hint?: string;
  /** The control's id where several share a name (one age per child); else `${idPrefix}-${name}`. */
  id?: string;
}

export const fieldId = (idPrefix: string, name: string) => `${idPrefix}-${name}`;

function describedBy(...ids: (string | null)[]): string | undefined {
  const list = ids.filter((id): id is string => id !== null);
  return list.length > 0 ? list.join(' ') : undefined;
}

/** The ids and the refusal of one field. */
function wiring(props: FieldProps) {
  const id = props.id ?? fieldId(props.idPrefix, props.name);
  const error = props.errors.find((e) => e.field === props.name) ?? null;
  const hintId = props.hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  return { id, error, hintId, errorId, describedBy: describedBy(hintId, errorId) };
}

/** All refusals of a form, focused when they appear; field errors link to their field. */
export function ErrorSummary({
  errors,
  idPrefix,
  testId = 'error-summary',
}: {
  errors: readonly FieldError[];
  idPrefix: string;
  testId?: string;
}) {
  const t = useT('common');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length > 0) ref.current?.focus();
  }, [errors]);
  if (errors.length === 0) return null;
  const fieldErrors = errors.filter((e) => e.field !== null);
  const formErrors = errors.filter((e) => e.field === null);
  return (
    <div ref={ref} className={styles.summary} role="alert" tabIndex={-1} data-testid={testId}>
      {formErrors.map((error) => (
        <p key={error.message} className={styles.summaryText}>
          {error.message}
        </p>
      ))}
      {fieldErrors.length > 0 ? (
        <>
          <p className={styles.summaryTitle}>{t('form.summary', { count: fieldErrors.length })}</p>
          <ul className={styles.summaryList}>
            {fieldErrors.map((error) => (
              <li key={`${error.field}-${error.message}`}>
                <a href={`#${fieldId(idPrefix, error.field!)}`}>{error.message}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** A field's label with the "(optional)" marker when it is not required. */
function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id}>
      <LabelText label={label} required={required} />
    </label>
  );
}

/** A label's words and its "(optional)" marker: also for controls the kit does not make. */
export function LabelText({ label, required }: { label: string; required?: boolean | undefined }) {
  const t = useT('common');
  return (
    <>
      {label}
      {required ? null : <span className={styles.optional}> {t('form.optional')}</span>}
    </>
  );
}

/** The classes of the form kit for the date-range field (date-range-field.tsx) in a form. */
export const DATE_FIELD_CLASSES = {
  fieldClassName: styles.field,
  controlClassName: styles.dateControl,
  labelClassName: styles.dateLabel,
};

/** A hint under the label, read before the field is typed into. */
function Hint({ id, text }: { id: string | null; text: string | undefined }) {
  return id !== null && text ? (
    <p id={id} className={styles.hint}>
      {text}
    </p>
  ) : null;
}

/** A refusal under its field; also for controls the kit does not make (a group of radios). */
export function FieldMessage({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  );
}

/** A labelled input with its hint and its refusal. */
export function TextField(
  props: FieldProps & {
    /** No 'date': guest forms choose dates in DateRangeField (issue 19, docs/date-picker.md). */
    type?: 'text' | 'email' | 'tel' | 'password';
    autoComplete?: string;
    defaultValue?: string;
    maxLength?: number;
    inputMode?: 'numeric' | 'email' | 'tel' | 'text';
    min?: string;
    /** Codes typed as given: no capital first letter, no spelling marks. */
    autoCapitalize?: 'none' | 'off';
    spellCheck?: boolean;
  },
) {
  const w = wiring(props);
  return (
    <div className={styles.field}>
      <Label id={w.id} label={props.label} required={props.required} />
      <Hint id={w.hintId} text={props.hint} />
      <input
        id={w.id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        required={props.required}
        aria-required={props.required ? true : undefined}
        maxLength={props.maxLength}
        min={props.min}
        autoCapitalize={props.autoCapitalize}
        spellCheck={props.spellCheck}
        defaultValue={props.defaultValue ?? ''}
        aria-invalid={w.error ? true : undefined}
        aria-describedby={w.describedBy}
      />
      {w.error ? <FieldMessage id={w.errorId!} message={w.error.message} /> : null}
    </div>
  );
}

/** A labelled text area (several lines) with its hint and its refusal. */
export function TextAreaField(props: FieldProps & { defaultValue?: string; maxLength?: number }) {
  const w = wiring(props);
  return (
    <div className={styles.field}>
      <Label id={w.id} label={props.label} required={props.required} />
      <Hint id={w.hintId} text={props.hint} />
      <textarea
        id={w.id}
        name={props.name}
        required={props.required}
        aria-required={props.required ? true : undefined}
        maxLength={props.maxLength}
        defaultValue={props.defaultValue ?? ''}
        aria-invalid={w.error ? true : undefined}
        aria-describedby={w.describedBy}
      />
      {w.error ? <FieldMessage id={w.errorId!} message={w.error.message} /> : null}
    </div>
  );
}

/**
 * A labelled select with its hint and its refusal: uncontrolled with `defaultValue`, or
 * controlled with `value` and `onChange` (the stay form prices each change at once).
 */
export function SelectField(
  props: FieldProps & {
    options: readonly SelectOption[];
    value?: string;
    defaultValue?: string;
    autoComplete?: string;
    onChange?: (value: string) => void;
  },
) {
  const w = wiring(props);
  return (
    <div className={styles.field}>
      <Label id={w.id} label={props.label} required={props.required} />
      <Hint id={w.hintId} text={props.hint} />
      <select
        id={w.id}
        name={props.name}
        autoComplete={props.autoComplete}
        required={props.required}
        aria-required={props.required ? true : undefined}
        {...(props.value !== undefined
          ? { value: props.value, onChange: (e) => props.onChange?.(e.target.value) }
          : { defaultValue: props.defaultValue })}
        aria-invalid={w.error ? true : undefined}
        aria-describedby={w.describedBy}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {w.error ? <FieldMessage id={w.errorId!} message={w.error.message} /> : null}
    </div>
  );
}

/**
 * A checkbox with its label beside it (which may hold links), its hint and its refusal. Never
 * ticked unless `defaultChecked` says so (consents are given, not presumed).
 */
export function CheckboxField(
  props: Omit<FieldProps, 'label'> & {
    label: ReactNode;
    defaultChecked?: boolean;
    /** What a ticked box posts (the browser's default: "on"). */
    value?: string;
  },
) {
  const w = wiring({ ...props, label: '' });
  return (
    <div className={styles.checkField}>
      <div className={styles.checkRow}>
        <input
          id={w.id}
          name={props.name}
          type="checkbox"
          value={props.value}
          required={props.required}
          aria-required={props.required ? true : undefined}
          defaultChecked={props.defaultChecked ?? false}
          aria-invalid={w.error ? true : undefined}
          aria-describedby={w.describedBy}
        />
        <label htmlFor={w.id}>{props.label}</label>
      </div>
      <Hint id={w.hintId} text={props.hint} />
      {w.error ? <FieldMessage id={w.errorId!} message={w.error.message} /> : null}
    </div>
  );
}

/** Two fields side by side from 576 px (first and last name); one field takes the first column. */
export function FieldPair({ children }: { children: ReactNode }) {
  return <div className={styles.pair}>{children}</div>;
}

/**
 * A read-only address to copy (the partner link, the landlord's calendar feed): the kit's field in
 * monospace on a tinted ground, all of it selected on focus (one tap or click, then copy), its
 * hint below the field rather than between label and field: it says what the address is for.
 */
export function CopyField({
  id,
  label,
  value,
  hint,
  testId,
}: {
  id: string;
  label: string;
  value: string;
  hint: string;
  testId: string;
}) {
  return (
    <div className={`${styles.field} ${styles.copyField}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        readOnly
        value={value}
        aria-describedby={`${id}-hint`}
        data-testid={testId}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p id={`${id}-hint`} className={styles.copyHint}>
        {hint}
      </p>
    </div>
  );
}

// The parts every form of the user area is built of: a form that posts its intent to the route
// action (a plain <form method="post"> without JavaScript, React Router's <Form> with it), labelled
// fields that show the refusal naming them (aria-invalid, aria-describedby), a summary of all
// refusals that takes the focus and links to each field, and a button that says it is busy.
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import type { Salutation } from '#core/accounts';
import { useT } from '../../i18n/provider';
import type { FieldError, UserActionData, UserIntent } from './user-data';
import styles from './accounts.module.css';

/** The refusals and typed values of the last post of this form (nothing for another form's). */
export interface FormState {
  intent: UserIntent;
  errors: FieldError[];
  values: Record<string, string>;
}

export function formState(intent: UserIntent, result: UserActionData | undefined): FormState {
  if (result && !result.ok && result.intent === intent) {
    return { intent, errors: result.errors, values: result.values };
  }
  return { intent, errors: [], values: {} };
}

/** Salutations as the select offers them: "none" (no salutation) first, the default. */
export const SALUTATION_ORDER = [
  'none',
  'ms',
  'mr',
  'diverse',
] as const satisfies readonly Salutation[];

export const fieldId = (intent: UserIntent, name: string) => `${intent}-${name}`;
const errorId = (intent: UserIntent, name: string) => `${intent}-${name}-error`;

export function UserFormShell({
  state,
  children,
  label,
  className,
}: {
  state: FormState;
  children: ReactNode;
  /** The form's accessible name (the heading above it). */
  label?: string;
  className?: string;
}) {
  return (
    <Form
      method="post"
      noValidate
      className={className ?? styles.form}
      aria-label={label}
      data-testid={`form-${state.intent}`}
    >
      <input type="hidden" name="intent" value={state.intent} />
      <ErrorSummary state={state} />
      {children}
    </Form>
  );
}

/** All refusals of the form, focused when they appear; field errors link to their field. */
export function ErrorSummary({ state }: { state: FormState }) {
  const t = useT('accounts');
  const ref = useRef<HTMLDivElement>(null);
  const { errors } = state;
  useEffect(() => {
    if (errors.length > 0) ref.current?.focus();
  }, [errors]);
  if (errors.length === 0) return null;
  const fieldErrors = errors.filter((e) => e.field !== null);
  const formErrors = errors.filter((e) => e.field === null);
  return (
    <div
      ref={ref}
      className={styles.summary}
      role="alert"
      tabIndex={-1}
      data-testid="error-summary"
    >
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
                <a href={`#${fieldId(state.intent, error.field!)}`}>{error.message}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

interface FieldProps {
  state: FormState;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  defaultValue?: string;
  maxLength?: number;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
}

function describedBy(...ids: (string | null)[]): string | undefined {
  const list = ids.filter((id): id is string => id !== null);
  return list.length > 0 ? list.join(' ') : undefined;
}

export function TextField(props: FieldProps) {
  const t = useT('accounts');
  const { state, name } = props;
  const id = fieldId(state.intent, name);
  const error = state.errors.find((e) => e.field === name);
  const hintId = props.hint ? `${id}-hint` : null;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {props.label}
        {props.required ? null : <span className={styles.optional}> {t('form.optional')}</span>}
      </label>
      {props.hint ? (
        <p id={hintId!} className={styles.hint}>
          {props.hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        required={props.required}
        aria-required={props.required ? true : undefined}
        maxLength={props.maxLength}
        defaultValue={state.values[name] ?? props.defaultValue ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error ? errorId(state.intent, name) : null)}
      />
      {error ? (
        <p id={errorId(state.intent, name)} className={styles.error}>
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

export function SelectField(props: {
  state: FormState;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  defaultValue: string;
  autoComplete?: string;
  required?: boolean;
}) {
  const t = useT('accounts');
  const { state, name } = props;
  const id = fieldId(state.intent, name);
  const error = state.errors.find((e) => e.field === name);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {props.label}
        {props.required ? null : <span className={styles.optional}> {t('form.optional')}</span>}
      </label>
      <select
        id={id}
        name={name}
        autoComplete={props.autoComplete}
        defaultValue={state.values[name] ?? props.defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(state.intent, name) : undefined}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId(state.intent, name)} className={styles.error}>
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

export function CheckboxField(props: {
  state: FormState;
  name: string;
  label: ReactNode;
  hint?: string;
  defaultChecked?: boolean;
  required?: boolean;
}) {
  const { state, name } = props;
  const id = fieldId(state.intent, name);
  const error = state.errors.find((e) => e.field === name);
  const hintId = props.hint ? `${id}-hint` : null;
  const posted = Object.keys(state.values).length > 0;
  return (
    <div className={styles.checkField}>
      <div className={styles.checkRow}>
        <input
          id={id}
          name={name}
          type="checkbox"
          required={props.required}
          aria-required={props.required ? true : undefined}
          defaultChecked={posted ? state.values[name] === 'on' : (props.defaultChecked ?? false)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, error ? errorId(state.intent, name) : null)}
        />
        <label htmlFor={id}>{props.label}</label>
      </div>
      {props.hint ? (
        <p id={hintId!} className={styles.hint}>
          {props.hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(state.intent, name)} className={styles.error}>
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

/** The form's submit button: says it is busy while its own post is under way. */
export function SubmitButton({
  intent,
  label,
  variant = 'primary',
}: {
  intent: UserIntent;
  label: string;
  variant?: 'primary' | 'secondary';
}) {
  const t = useT('accounts');
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  return (
    <button
      type="submit"
      className={variant === 'primary' ? styles.primaryButton : styles.secondaryButton}
      disabled={busy}
      aria-disabled={busy ? true : undefined}
    >
      {busy ? t('form.sending') : label}
    </button>
  );
}

/** A success or information message; `focus` moves the focus to it when it appears. */
export function Notice({
  kind,
  children,
  focus = false,
  testId,
}: {
  kind: 'success' | 'info';
  children: ReactNode;
  focus?: boolean;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div
      ref={ref}
      className={kind === 'success' ? styles.success : styles.info}
      role="status"
      tabIndex={focus ? -1 : undefined}
      data-testid={testId}
    >
      {children}
    </div>
  );
}

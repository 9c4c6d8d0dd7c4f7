// The parts every form of the user area is built of: a form that posts its intent to the route
// action (a plain <form method="post"> without JavaScript, React Router's <Form> with it), the
// form kit's fields and summary of refusals (app/components/ui/form-fields.tsx) fed from the
// form's last post, and a button that says it is busy. A field's id is `${intent}-${name}`.
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { PASSWORD_MAX, PASSWORD_MIN } from '#core/accounts';
import { useT } from '../../i18n/provider';
import {
  CheckboxField as KitCheckboxField,
  ErrorSummary as Summary,
  SelectField as KitSelectField,
  TextField as KitTextField,
  type FieldError,
} from '../ui/form-fields';
import type { UserActionData, UserIntent } from './user-data';
import buttons from '../ui/button.module.css';
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

/** All refusals of the form (the kit's summary), linking to the fields of this form. */
export function ErrorSummary({ state }: { state: FormState }) {
  return <Summary errors={state.errors} idPrefix={state.intent} />;
}

// The kit's fields fed from the form's state: its refusals, and what was typed before a refused
// post (a form without JavaScript keeps it) in place of the default.
type StateProps<P> = Omit<P, 'idPrefix' | 'errors'> & { state: FormState };

export function TextField({ state, ...props }: StateProps<ComponentProps<typeof KitTextField>>) {
  return (
    <KitTextField
      {...props}
      idPrefix={state.intent}
      errors={state.errors}
      defaultValue={state.values[props.name] ?? props.defaultValue}
    />
  );
}

/**
 * A new password (registration, reset, change): the one place that says how it is entered — the
 * browser's password manager may suggest one (autocomplete new-password), the rule as its hint,
 * the length limits of core/accounts (the input allows more characters than the rule so that a
 * too-long password gets the rule's message, not a silent cut).
 */
export function NewPasswordField({
  state,
  name,
  label,
}: {
  state: FormState;
  name: string;
  label: string;
}) {
  const t = useT('accounts');
  return (
    <TextField
      state={state}
      name={name}
      label={label}
      type="password"
      autoComplete="new-password"
      maxLength={PASSWORD_MAX * 4}
      required
      hint={t('fields.passwordRule', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
    />
  );
}

export function SelectField({
  state,
  ...props
}: StateProps<ComponentProps<typeof KitSelectField>>) {
  return (
    <KitSelectField
      {...props}
      idPrefix={state.intent}
      errors={state.errors}
      defaultValue={state.values[props.name] ?? props.defaultValue}
    />
  );
}

export function CheckboxField({
  state,
  ...props
}: StateProps<ComponentProps<typeof KitCheckboxField>>) {
  // After a post the box is as it was posted (an unticked box posts nothing).
  const posted = Object.keys(state.values).length > 0;
  return (
    <KitCheckboxField
      {...props}
      idPrefix={state.intent}
      errors={state.errors}
      defaultChecked={posted ? state.values[props.name] === 'on' : props.defaultChecked}
    />
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
  variant?: 'primary' | 'secondary' | 'danger';
}) {
  const t = useT('accounts');
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  return (
    <button
      type="submit"
      className={buttons[variant]}
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

// The reason select of a form (SPEC §2 "Contact form: a reason select whose default option has an
// empty value with a prompt to select a request reason"): the empty prompt option first, selected
// until a reason is chosen, so a post without a choice is refused naming the field. Built on the
// form kit's SelectField (label, danger border while refused, its message). Used by the contact
// forms; any form with a "what is it about" select can use it with its own options.
import { SelectField, type FieldError, type SelectOption } from '../ui/form-fields';

export function ReasonSelect({
  idPrefix,
  name = 'reason',
  label,
  prompt,
  options,
  errors,
  defaultValue = '',
  value,
  onChange,
  hint,
}: {
  idPrefix: string;
  name?: string;
  label: string;
  /** The empty option's text ("Bitte wählen Sie ein Anliegen"). */
  prompt: string;
  options: readonly SelectOption[];
  errors: readonly FieldError[];
  defaultValue?: string;
  /** Controlled (a form that changes with the reason): the value and its change handler. */
  value?: string;
  onChange?: (value: string) => void;
  hint?: string;
}) {
  const known = (v: string) => (options.some((o) => o.value === v) ? v : '');
  return (
    <SelectField
      idPrefix={idPrefix}
      name={name}
      label={label}
      required
      errors={errors}
      {...(hint === undefined ? {} : { hint })}
      {...(value === undefined
        ? { defaultValue: known(defaultValue) }
        : { value: known(value), ...(onChange === undefined ? {} : { onChange }) })}
      options={[{ value: '', label: prompt }, ...options]}
    />
  );
}

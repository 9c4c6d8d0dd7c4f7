// A person's fields as the traveller of a booking, the enquirer and the customer's registration
// and profile give them: salutation, first and last name, e-mail, phone, street, zipcode, city and
// country. The kind of each input (type, inputMode, autoComplete for the browser's autofill) and
// its length (core/person-limits.ts, which the request schemas are built from) are said here
// once; each form says which of them it has, their labels (from its own namespace), values,
// hints and which are required. Layout: salutation, the names side by side, e-mail and phone
// side by side (one alone takes the full width), street, zipcode beside city, country.
import type { Salutation } from '#core/accounts';
import { CITY_MAX, EMAIL_MAX, NAME_MAX, PHONE_MAX, ZIPCODE_MAX } from '#core/person-limits';
import {
  FieldPair,
  SelectField,
  TextField,
  type FieldError,
  type SelectOption,
} from './form-fields';
import styles from './form-fields.module.css';

/** Salutations as the select offers them: "none" (no salutation) first, the default. */
export const SALUTATION_ORDER = [
  'none',
  'ms',
  'mr',
  'diverse',
] as const satisfies readonly Salutation[];

/** One field of the person as a form has it. */
export interface PersonField {
  label: string;
  value: string;
  required?: boolean;
  hint?: string;
  /** The posted name where the form's differs from the field's (the profile's `zipcode`). */
  name?: string;
}

export interface PersonFieldsProps {
  idPrefix: string;
  errors: readonly FieldError[];
  salutation?: PersonField & { optionLabel: (salutation: Salutation) => string };
  firstName: PersonField;
  lastName: PersonField;
  email?: PersonField;
  phone?: PersonField;
  /** The traveller's and the profile's streets differ in length (core/person-limits.ts). */
  street?: PersonField & { maxLength: number };
  zip?: PersonField;
  city?: PersonField;
  country?: PersonField & { options: readonly SelectOption[] };
}

export function PersonFields(props: PersonFieldsProps) {
  const { idPrefix, errors, salutation, email, phone, street, zip, city, country } = props;
  const common = (field: PersonField, name: string) => ({
    idPrefix,
    errors,
    name: field.name ?? name,
    label: field.label,
    required: field.required,
    hint: field.hint,
    defaultValue: field.value,
  });
  const emailField = email ? (
    <TextField
      {...common(email, 'email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={EMAIL_MAX}
    />
  ) : null;
  const phoneField = phone ? (
    <TextField
      {...common(phone, 'phone')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={PHONE_MAX}
    />
  ) : null;
  return (
    <div className={styles.stack}>
      {salutation ? (
        <FieldPair>
          <SelectField
            {...common(salutation, 'salutation')}
            autoComplete="honorific-prefix"
            options={SALUTATION_ORDER.map((s) => ({ value: s, label: salutation.optionLabel(s) }))}
          />
        </FieldPair>
      ) : null}
      <FieldPair>
        <TextField
          {...common(props.firstName, 'firstName')}
          autoComplete="given-name"
          maxLength={NAME_MAX}
        />
        <TextField
          {...common(props.lastName, 'lastName')}
          autoComplete="family-name"
          maxLength={NAME_MAX}
        />
      </FieldPair>
      {emailField && phoneField ? (
        <FieldPair>
          {emailField}
          {phoneField}
        </FieldPair>
      ) : (
        (emailField ?? phoneField)
      )}
      {street ? (
        <TextField
          {...common(street, 'street')}
          autoComplete="street-address"
          maxLength={street.maxLength}
        />
      ) : null}
      {zip || city ? (
        <div className={styles.zipCity}>
          {zip ? (
            <TextField {...common(zip, 'zip')} autoComplete="postal-code" maxLength={ZIPCODE_MAX} />
          ) : null}
          {city ? (
            <TextField
              {...common(city, 'city')}
              autoComplete="address-level2"
              maxLength={CITY_MAX}
            />
          ) : null}
        </div>
      ) : null}
      {country ? (
        <SelectField
          {...common(country, 'country')}
          autoComplete="country"
          options={country.options}
        />
      ) : null}
    </div>
  );
}

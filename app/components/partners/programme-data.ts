// What the partner programme page's loader and action hand its screen (app/lib/
// partner-programme.server.ts). Plain data.
import type { RegistrationField } from '#core/partner-registration';
import type { FieldError } from '../ui/form-fields';

export interface ProgrammeScreenData {
  /** The form guard's signed render instant (services/platform form-guard.ts). */
  formToken: string;
  /** The countries offered, with their names in the page's language. */
  countries: { code: string; name: string }[];
}

export interface ProgrammeActionData {
  ok: boolean;
  errors: FieldError[];
  /** What was posted, to fill the form again after a refusal; null once sent. */
  values: Record<RegistrationField, string> | null;
  /** The token the form carries on (the posted one while it is genuine). */
  formToken: string;
  /** The address the confirmation went to, once sent. */
  sentTo: string | null;
}

// Plain data of the content slice that app/ may import as values.
import type { Salutation } from '#core/accounts';
import type { ContactFormKind, ContactReason } from '#core/contact';

/** A contact form's message as the use-case takes it (POST /api/mailer/contact's formData). */
export interface ContactInput {
  form: ContactFormKind;
  reason: ContactReason;
  salutation: Salutation;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  message: string;
  objectNumber: number | null;
  startDate: string | null;
  endDate: string | null;
  /** The form guard's token and trap (services/platform form-guard.ts). */
  formToken: string | undefined;
  website2: string | undefined;
}

export interface ContactSent {
  sent: true;
}

/**
 * The refusals of the contact use-case name their field as the API's body does
 * (`formData.startDate`); the page's action strips this prefix to find its input.
 */
export const CONTACT_FIELD_PREFIX = 'formData.';

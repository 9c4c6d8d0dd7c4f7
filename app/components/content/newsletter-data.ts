// What the newsletter pages' loader and action hand their screen (app/lib/newsletter.server.ts).
// Plain data.
import type { FieldError } from '../ui/form-fields';

export type NewsletterStep = 'signup' | 'confirm' | 'unsubscribe';

export interface NewsletterScreenData {
  step: NewsletterStep;
  heading: string;
  intro: string;
  /** signup: the form guard's token; null when the visit's partner hides the newsletter. */
  formToken: string | null;
  /** signup: false on a visit of a partner that hides the newsletter (SPEC §3). */
  offered: boolean;
  /** confirm, unsubscribe: whether the link still works. */
  linkValid: boolean;
  /** confirm: the link's token, posted back by the button. */
  token: string | null;
  /** unsubscribe: the link's signed id, posted back by the button. */
  link: { id: string; sig: string } | null;
}

export interface NewsletterActionData {
  step: NewsletterStep;
  ok: boolean;
  errors: FieldError[];
  /** signup: what was typed, to fill the form again after a refusal. */
  email: string;
}

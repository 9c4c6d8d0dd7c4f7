// Plain data of the platform slice that app/ may import as values (no Node modules behind it).

/**
 * Input names of the newer guarded forms (./form-guard.ts; the enquiry's API predates them:
 * formToken, website): the forms render them (app/components/content/form-guard-inputs.tsx).
 */
export const FORM_GUARD_FIELDS = {
  /** The signed render instant. */
  token: 'formToken',
  /** The trap: must stay empty. */
  trap: 'website2',
} as const;

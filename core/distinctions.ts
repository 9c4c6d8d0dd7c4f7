// Badge variants of distinctions (SPEC.md §3: Bootstrap's eight plus discount, recommendation,
// gold/silver/bronze): one list for the services that read stored distinctions, the API's answer
// schemas and the Badge component's type.
export const BADGE_VARIANTS = [
  'primary',
  'secondary',
  'success',
  'danger',
  'warning',
  'info',
  'dark',
  'light',
  'discount',
  'recommendation',
  'gold',
  'silver',
  'bronze',
] as const;

export type BadgeVariant = (typeof BADGE_VARIANTS)[number];

/** A stored variant as the UI knows it: an unknown one (a feed's own) is shown as 'info'. */
export function badgeVariant(value: string): BadgeVariant {
  return BADGE_VARIANTS.find((variant) => variant === value) ?? 'info';
}

// Permissions are named flags an account carries (SPEC.md §6: accountPermissions, checked by
// name). The server checks them in one place (services/accounts requireAccess / hasPermission)
// for every protected call, page and action; the screens read the same names to show or hide
// what a visitor may use. A flag not listed here is never granted.

export const PERMISSIONS = [
  /** Edit page content and translations (SPEC §1, §6); adds the editing pseudo-language (§4). */
  'localeEditor.update',
  /** Open the admin and demo pages (SPEC §2 leaves their enforcement open). */
  'admin.access',
  /** The admin uploads: images for content and teasers, staff photos (issue 18). */
  'admin.uploads',
  /** The home teasers and hero images (issue 18). */
  'admin.teasers',
  /** The office schedule: opening hours and staff times of the contact widget (issue 18). */
  'admin.schedule',
  /** Reusable text blocks (issue 18). */
  'admin.snippets',
  /** CMS containers: content per page with drafts, publishing and locks (issue 18). */
  'admin.cms',
  /** Record bank transfers to the operator's account as received (decision 080). */
  'admin.payments',
  /** See bookings, and confirm or decline a request for a landlord who does not answer (086). */
  'admin.bookings',
  /** Approve or reject applications to the partner programme (decision 091). */
  'admin.partners',
  /** Hide a rating that breaks the rules or the law, or show it again (decision 096). */
  'admin.ratings',
  /** See the catalogue feed's imports and ask for one now (decision 117). */
  'admin.catalogue',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);
}

/**
 * What a protected call, page or action requires: a logged-in visitor ('user') or a permission
 * (which implies a login).
 */
export type Access = 'user' | Permission;

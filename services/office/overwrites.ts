// The editors' notices of the office contact widget per page type (SPEC.md §3 overwriteTranslation,
// §7 office/overwrites/get|set): anyone reads the current ones (not expired); only an account with
// localeEditor.update writes them. One notice per page type; an all-empty text removes it.
import type { OfficeOverwritesSetInput } from '#core/api/office';
import type { OfficePageType } from '#core/office';
import {
  currentOverwrites,
  replaceOverwrite,
  type OfficeOverwriteRecord,
} from '#db/repositories/office';
import { requireAccess } from '#services/accounts';
import { DomainError, type RequestContext } from '#services/platform';

/** Farthest an expiry may lie ahead: a notice is for a season, not for ever. */
const MAX_EXPIRY_MS = 400 * 86_400_000;

export function overwriteOut(row: OfficeOverwriteRecord) {
  return {
    pageType: row.pageType as OfficePageType,
    translation: row.translation,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export async function officeOverwrites(ctx: RequestContext, pageType?: OfficePageType) {
  const rows = await currentOverwrites(ctx.deps.database.db, ctx.now, pageType);
  return { overwrites: rows.map(overwriteOut) };
}

export async function setOfficeOverwrite(
  ctx: RequestContext,
  input: OfficeOverwritesSetInput['updateData'],
) {
  // The route checks it too; the use-case holds itself (services/accounts/permissions.ts).
  const editor = requireAccess(ctx, 'localeEditor.update');
  let expiresAt: Date | null = null;
  if (input.expiresAt !== null) {
    expiresAt = new Date(input.expiresAt);
    const ahead = expiresAt.getTime() - ctx.now.getTime();
    if (ahead <= 0 || ahead > MAX_EXPIRY_MS) {
      throw new DomainError('invalid', 'errors.validation.invalidValue', {
        field: 'updateData.expiresAt',
      });
    }
  }
  const translation = Object.fromEntries(
    Object.entries(input.translation).filter(([, text]) => text !== undefined && text !== ''),
  );
  const row = await replaceOverwrite(ctx.deps.database.db, {
    pageType: input.pageType,
    translation: Object.keys(translation).length > 0 ? translation : null,
    expiresAt,
    updatedBy: Number(editor.accountID),
    now: ctx.now,
  });
  return { overwrite: row === null ? null : overwriteOut(row) };
}

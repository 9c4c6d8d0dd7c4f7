// /admin/audit/ (issue 18): the audit log, newest first, 50 a page (paged by id: `?before=`),
// filtered by area (the target's prefix: `?area=snippet`). Who, what (in words, and its code),
// when, and the state before and after as pretty JSON with the changed paths named; React escapes
// every text.
import { isAuditAction } from '#core/audit';
import { LOCALES } from '#core/languages';
import { auditLog } from '#services/backoffice';
import type { AdminPageArgs } from '../admin-pages.server';

/**
 * The areas the filter offers: the target prefixes the admin use-cases write (`settings:home` is
 * the teasers' home configuration, `staff:` the staff photos).
 */
export const AUDIT_AREAS = [
  'snippet',
  'schedule',
  'cms',
  'upload',
  'staff',
  'settings',
  'payment',
  'statement',
  'booking',
  'partner',
  'rating',
  'texts',
  'catalogue',
] as const;
const PAGE = 50;

/** The paths (`texts.de`, `hours.mon[0].from`) whose values differ between before and after. */
export function changedPaths(before: unknown, after: unknown, at = ''): string[] {
  if (Object.is(before, after)) return [];
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null;
  if (isObject(before) && isObject(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) =>
      changedPaths(
        before[key],
        after[key],
        Array.isArray(before) ? `${at}[${key}]` : at === '' ? key : `${at}.${key}`,
      ),
    );
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [at === '' ? '∅' : at];
}

const pretty = (value: unknown) => (value == null ? null : JSON.stringify(value, null, 2));

export async function loadAuditPage({ ctx, request, t }: AdminPageArgs) {
  const url = new URL(request.url);
  const areaParam = url.searchParams.get('area') ?? '';
  const area = (AUDIT_AREAS as readonly string[]).includes(areaParam) ? areaParam : null;
  const beforeParam = Number(url.searchParams.get('before') ?? '');
  const beforeId = Number.isSafeInteger(beforeParam) && beforeParam > 0 ? beforeParam : undefined;
  const entries = await auditLog(ctx, {
    ...(beforeId === undefined ? {} : { beforeId }),
    ...(area === null ? {} : { targetPrefix: `${area}:` }),
  });
  const when = new Intl.DateTimeFormat(LOCALES[ctx.language], {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Europe/Berlin',
  });
  const last = entries.at(-1);
  const next = new URLSearchParams();
  if (area !== null) next.set('area', area);
  if (last !== undefined) next.set('before', String(last.id));
  return {
    areas: [...AUDIT_AREAS],
    area,
    entries: entries.map((entry) => ({
      id: entry.id,
      who: entry.accountEmail ?? (entry.accountId === null ? null : `#${entry.accountId}`),
      action: entry.action,
      // The action in words; a name since retired shows only its code.
      label: isAuditAction(entry.action) ? t(`admin:audit.actions.${entry.action}`) : null,
      target: entry.target,
      at: entry.createdAt,
      when: when.format(new Date(entry.createdAt)),
      before: pretty(entry.before),
      after: pretty(entry.after),
      changed: changedPaths(entry.before, entry.after),
    })),
    /** The next (older) page's query, or null on the last page. */
    older: entries.length === PAGE && last !== undefined ? `?${next.toString()}` : null,
    /** Back to the newest entries when paged. */
    newest: beforeId === undefined ? null : area === null ? '?' : `?area=${area}`,
  };
}

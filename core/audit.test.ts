// Every audit action has its words on /admin/audit/ in each language, and the locale files name
// no action that is not one (the writers' `action` is typed by the list, core/audit.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, isAuditAction } from './audit';
import { LANGUAGES } from './languages';

const labels = (language: string): Record<string, Record<string, unknown>> =>
  (
    JSON.parse(
      readFileSync(new URL(`../locales/${language}/admin.json`, import.meta.url), 'utf8'),
    ) as { audit: { actions: Record<string, Record<string, unknown>> } }
  ).audit.actions;

describe('audit actions', () => {
  it.each(LANGUAGES)('are each named in words in %s, and only they', (language) => {
    const named = labels(language);
    for (const action of AUDIT_ACTIONS) {
      const [area = '', verb = ''] = action.split('.');
      const label = named[area]?.[verb];
      expect(typeof label === 'string' && label.trim() !== '', `${language}: ${action}`).toBe(true);
    }
    const listed = Object.entries(named).flatMap(([area, verbs]) =>
      Object.keys(verbs).map((verb) => `${area}.${verb}`),
    );
    expect(listed.filter((action) => !isAuditAction(action))).toEqual([]);
  });

  it('tells a listed action from a retired or unknown name', () => {
    expect(isAuditAction('partners.commissionRateRemoved')).toBe(true);
    expect(isAuditAction('schedule.update')).toBe(false);
    expect(isAuditAction('')).toBe(false);
  });
});

// Typed calls of the locale editor (issue 18; core/api/locale-editor.ts, type-only: no zod in the
// browser). Every call needs localeEditor.update; the server answers 403 otherwise.
import type { z } from 'zod';
import type {
  localeChangeAnswer,
  localeHistoryAnswer,
  localeMissingAnswer,
  localeTextsAnswer,
} from '#core/api/locale-editor';
import type { ApiClient } from '../../lib/api/client';

export type LocaleTexts = z.output<typeof localeTextsAnswer>;
export type LocaleEntry = LocaleTexts['entries'][number];
export type LocaleChange = z.output<typeof localeChangeAnswer>;
export type LocaleHistory = z.output<typeof localeHistoryAnswer>['history'];
export type LocaleMissing = z.output<typeof localeMissingAnswer>['missing'];

/** A success's data (a failure rejects with ApiClientError before). */
function dataOf<T>(envelope: { data: T | null }): T {
  if (envelope.data === null) throw new Error('locale editor: empty answer');
  return envelope.data;
}

type Target = {
  language: string;
  namespace: string;
  key: string;
};

export async function getLocaleTexts(client: ApiClient, language: string, namespace: string) {
  return dataOf(await client.post<LocaleTexts>('/api/localeEditor/texts', { language, namespace }));
}

export async function setLocaleText(client: ApiClient, target: Target, value: string) {
  return dataOf(await client.post<LocaleChange>('/api/localeEditor/set', { ...target, value }));
}

export async function revertLocaleText(
  client: ApiClient,
  target: Target,
  historyId: number | null,
) {
  return dataOf(
    await client.post<LocaleChange>('/api/localeEditor/revert', { ...target, historyId }),
  );
}

export async function getLocaleHistory(client: ApiClient, target: Target) {
  return dataOf(await client.post<{ history: LocaleHistory }>('/api/localeEditor/history', target))
    .history;
}

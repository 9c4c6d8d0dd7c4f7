// The locale editor (issue 18, docs/editing.md): POST /api/localeEditor/texts, /set, /revert,
// /history and /missing — every one for accounts with localeEditor.update only (403 otherwise,
// checked before the body is read further; the use-cases check again). Thin: schemas in
// core/api/locale-editor.ts, use-cases in services/backoffice. Answers are the editor's own:
// never cached.
import type { FastifyInstance } from 'fastify';
import {
  localeChangeAnswer,
  localeHistoryAnswer,
  localeKeyBody,
  localeMissingAnswer,
  localeMissingBody,
  localeRevertBody,
  localeSetBody,
  localeTextsAnswer,
  localeTextsBody,
} from '#core/api/locale-editor';
import {
  localeHistory,
  localeTexts,
  missingTranslations,
  revertLocaleText,
  setLocaleText,
} from '#services/backoffice';
import { defineRoute } from './define-route';

export function registerLocaleEditorRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/localeEditor/texts',
    summary:
      "A namespace's texts in a language: per German key the source, the language's JSON default, the editor's override and the text in force.",
    body: localeTextsBody,
    access: 'localeEditor.update',
    response: {
      200: localeTextsAnswer,
      400: 'Invalid input naming the field (language, namespace).',
    },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return localeTexts(ctx, body);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/localeEditor/set',
    summary:
      "Sets one key's text in a language for every visitor at once (kept in the history with author and time); the default's own text removes the override.",
    body: localeSetBody,
    access: 'localeEditor.update',
    response: {
      200: localeChangeAnswer,
      400: 'Invalid input naming the field (key: not a key of the German texts; value: too long, or a {{placeholder}} of the default missing).',
    },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return setLocaleText(ctx, body);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/localeEditor/revert',
    summary:
      "Reverts one key's text to a history entry's text (historyId) or to the JSON default (historyId null); a change of its own in the history.",
    body: localeRevertBody,
    access: 'localeEditor.update',
    response: {
      200: localeChangeAnswer,
      400: 'Invalid input naming the field (key, historyId: no entry of this key).',
    },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return revertLocaleText(ctx, body);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/localeEditor/history',
    summary: "One key's changes in a language, newest first: old and new text, author, time.",
    body: localeKeyBody,
    access: 'localeEditor.update',
    response: { 200: localeHistoryAnswer },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return localeHistory(ctx, body);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/localeEditor/missing',
    summary:
      'Missing translations per namespace and language (en, fr, it): German keys with no or an empty text there, and the overrides stored.',
    body: localeMissingBody,
    access: 'localeEditor.update',
    response: { 200: localeMissingAnswer },
    handler: async (ctx, { body }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return missingTranslations(ctx, body);
    },
  });
}

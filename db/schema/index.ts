// The one Drizzle pg-core schema: every entity of SPEC.md §3. Only db/ imports it.
// Conventions: money in integer cents (EUR only), dates as `date` columns ('yyyy-MM-dd' strings),
// texts per language as jsonb `{de, en, fr, it}` (LocalizedText) where editors translate them,
// instants as timestamptz. Overview and diagram: docs/data-model.md.
// Split per domain (the same names as services/ and db/repositories/); this file is its one door.
export type { Bounds, LocalizedText } from './shared';
export * from './catalogue';
export * from './accounts';
export * from './watchlist';
export * from './booking';
export * from './partners';
export * from './content';
export * from './visitors';
export * from './platform';
export * from './payments';

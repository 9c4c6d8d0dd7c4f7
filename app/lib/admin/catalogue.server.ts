// /admin/catalogue/ (decision 117): the catalogue feed — the file the server imports itself when it
// changes (CATALOGUE_FEED_FILE), how it stands now, and its latest runs with what each wrote, the
// file's problems or why it could not be read; a button asks for an import now. Needs
// admin.catalogue (route and use-cases).
import { dateTimeFormat } from '#core/format';
import { LOCALES } from '#core/languages';
import { href } from '#core/routes';
import { catalogueFeedOverview, requestCatalogueImport } from '#services/catalogue';
import type { AdminPageArgs } from '../admin-pages.server';
import { adminForm, runAdminAction } from './forms.server';

/** The states a run shows, as admin.json `catalogue.states` words them. */
const STATES = [
  'requested',
  'running',
  'imported',
  'unchanged',
  'refused',
  'failed',
  'interrupted',
] as const;
type ShownState = (typeof STATES)[number];

/** Failure codes the page explains in words; any other is "see the server's log". */
const EXPLAINED_FAILURES = ['ENOENT', 'EACCES', 'EISDIR', 'not-a-file'] as const;

const numberList = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n)) : [];
const count = (value: unknown): number => (typeof value === 'number' ? value : 0);

export async function loadCataloguePage({ ctx, t }: AdminPageArgs) {
  const overview = await catalogueFeedOverview(ctx);
  const locale = LOCALES[ctx.language];
  const when = dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  });
  const size = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const bytes = (n: number) =>
    n < 1024 * 1024
      ? t('admin:catalogue.kilobytes', { n: size.format(n / 1024) })
      : t('admin:catalogue.megabytes', { n: size.format(n / 1024 / 1024) });
  const explain = (code: string) => ({
    code,
    explained: (EXPLAINED_FAILURES as readonly string[]).includes(code)
      ? (code as (typeof EXPLAINED_FAILURES)[number])
      : null,
  });
  const bookingsOf = (objectNumber: number) =>
    `${href('AdminBookings', {}, ctx.language)}?object=${objectNumber}`;
  return {
    feed: overview.feed,
    file:
      overview.file === null
        ? null
        : 'failure' in overview.file
          ? { readable: false as const, failure: explain(overview.file.failure) }
          : {
              readable: true as const,
              size: bytes(overview.file.bytes),
              modified: when.format(overview.file.modifiedAt),
              modifiedIso: overview.file.modifiedAt.toISOString(),
            },
    requested: overview.requested,
    runs: overview.runs.map((run) => {
      const s = run.summary ?? {};
      const staysAhead = Array.isArray(s['offWithStaysAhead'])
        ? (s['offWithStaysAhead'] as { objectNumber: number; bookings: string[] }[])
        : [];
      return {
        id: run.id,
        trigger: run.trigger,
        state: (STATES as readonly string[]).includes(run.state)
          ? (run.state as ShownState)
          : 'failed',
        requestedBy: run.requestedByEmail,
        requested: when.format(run.requestedAt),
        started: run.startedAt === null ? null : when.format(run.startedAt),
        finished: run.finishedAt === null ? null : when.format(run.finishedAt),
        file:
          run.fileBytes === null || run.fileModifiedAt === null
            ? null
            : {
                size: bytes(run.fileBytes),
                modified: when.format(run.fileModifiedAt),
                sha256: run.fileSha256?.slice(0, 12) ?? null,
              },
        summary:
          run.summary === null
            ? null
            : {
                countries: count(s['countries']),
                regions: count(s['regions']),
                places: count(s['places']),
                agencies: count(s['agencies']),
                distinctions: count(s['distinctions']),
                cancellationLabels: count(s['cancellationLabels']),
                objects: count(s['objects']),
                landlordsAdded: count(s['landlordsAdded']),
                withoutPrice: {
                  count: count(s['withoutPriceCount']),
                  numbers: numberList(s['withoutPrice']),
                },
                takenOff: { count: count(s['takenOffCount']), numbers: numberList(s['takenOff']) },
                handedOver: {
                  count: count(s['handedOverCount']),
                  numbers: numberList(s['handedOver']),
                },
                staysAhead: staysAhead.map((home) => ({
                  objectNumber: home.objectNumber,
                  bookings: home.bookings.join(', '),
                  href: bookingsOf(home.objectNumber),
                })),
              },
        problems: run.problems ?? [],
        problemCount: run.problemCount ?? 0,
        failure: run.failure === null ? null : explain(run.failure),
      };
    }),
  };
}

export async function catalogueAction({ ctx, request, t }: AdminPageArgs) {
  // One form, one thing to do: ask for an import now. A body that is no form names no page.
  await adminForm(request);
  return runAdminAction(
    t,
    (done) =>
      t(done.requested ? 'admin:catalogue.requestedDone' : 'admin:catalogue.alreadyRequested'),
    () => requestCatalogueImport(ctx),
  );
}

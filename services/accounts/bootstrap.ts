// POST /api/user/get (SPEC.md §3 User, §7): what the browser learns about its visitor when a page
// starts — the uid, who is logged in, the kept tracking parameters, and a variant per experiment.
// The login token is not among them: it lives in the httpOnly token cookie only, out of reach of
// scripts (docs/decisions/006-cookies.md), so `jwt` is always null.
//
// Experiments: the variant of a visitor is chosen from the experiment's variants by a hash of the
// uid and the experiment key — sticky for as long as the uid (a logged-in visitor's uid is the
// account's, so on every device), the same in every process, and nothing stored per visitor.
import { createHash } from 'node:crypto';
import type { RequestContext } from '#services/platform';
import { accountDataOfUser } from './account-data';
import type { VisitorBootstrap } from './types';

const DEFAULT_VARIANTS = ['A', 'B'] as const;

/** The sticky variant of an experiment for a visitor. */
export function experimentVariant(
  uid: string,
  experimentKey: string,
  variants: readonly string[] = DEFAULT_VARIANTS,
): string {
  const digest = createHash('sha256').update(`${experimentKey}\u0000${uid}`).digest();
  return variants[digest.readUInt32BE(0) % variants.length] ?? variants[0] ?? 'A';
}

export interface BootstrapInput {
  experiments?: { experimentKey: string; variants?: string[] | undefined }[] | undefined;
}

export function visitorBootstrap(ctx: RequestContext, input: BootstrapInput): VisitorBootstrap {
  const { tracking } = ctx;
  const seen = new Set<string>();
  const experiments: { experimentKey: string; variant: string }[] = [];
  for (const experiment of input.experiments ?? []) {
    if (seen.has(experiment.experimentKey)) continue;
    seen.add(experiment.experimentKey);
    const variants = [...new Set(experiment.variants ?? DEFAULT_VARIANTS)];
    experiments.push({
      experimentKey: experiment.experimentKey,
      variant: experimentVariant(ctx.uid, experiment.experimentKey, variants),
    });
  }
  return {
    uid: ctx.uid,
    jwt: null,
    accountData: ctx.user === null ? null : accountDataOfUser(ctx.user),
    ebk: tracking.ebk ?? null,
    pid: ctx.pid,
    pidHistory: ctx.pid === null ? [] : [ctx.pid],
    ptc: tracking.ptc ?? null,
    gclid: tracking.gclid ?? null,
    msclkid: tracking.msclkid ?? null,
    dclid: tracking.dclid ?? null,
    experiments,
  };
}

// Commission rates (decision 107): the office records the rate agreed with each partner, from a
// month on, and removes one entered by mistake; the partner's month and the office's overview
// (services/booking/partner.ts) apply the rate in force for the month to the bookings that count. Only staff with admin.partners set a
// rate; each change is audit-logged in its transaction with the rate it replaced, the partner's
// row locked meanwhile so that two changes at once log what each really replaced.
import { z } from 'zod';
import { type CommissionRate, commissionMonths, parseRatePercent } from '#core/commission';
import { entityId } from '#core/api/common';
import { monthOf, todayInBerlin } from '#core/dates';
import type { Db } from '#db/client';
import { insertAuditEntry } from '#db/repositories/backoffice-audit';
import {
  deleteCommissionRate,
  listCommissionRates,
  listRecordedCommissionRates,
  lockPartner,
  putCommissionRate,
} from '#db/repositories/partners';
import { requireAccess } from '#services/accounts';
import { DomainError, parseOrRefuse, type AppDeps, type RequestContext } from '#services/platform';

/** Each partner's rates, by month (none: no rate recorded, no commission shown). */
export async function commissionRatesOf(
  deps: AppDeps,
  partnerIds: readonly number[],
): Promise<Map<number, CommissionRate[]>> {
  const rows = await listCommissionRates(deps.database.db, [...new Set(partnerIds)]);
  const byPartner = new Map<number, CommissionRate[]>();
  for (const { partnerId, validFrom, rateBp } of rows)
    byPartner.set(partnerId, [...(byPartner.get(partnerId) ?? []), { validFrom, rateBp }]);
  return byPartner;
}

/** The months the office's form offers for a rate's start, the latest first. */
export function officeCommissionMonths(ctx: RequestContext): string[] {
  requireAccess(ctx, 'admin.partners');
  return commissionMonths(monthOf(todayInBerlin(ctx.now)));
}

/** How many recorded rates the office's page lists (a rate or two per partner a year). */
export const COMMISSION_RATES_LISTED = 500;

export interface RecordedCommissionRate {
  partnerId: number;
  /** Null: the partner was deleted since. */
  partnerName: string | null;
  validFrom: string;
  rateBp: number;
  setAt: string;
  /**
   * The office can remove it (officeRemoveCommissionRate): its month is one the form offers (older
   * ones are the statements' history) and the partner exists (a deleted partner's rates keep its
   * number taken, decision 094).
   */
  removable: boolean;
}

/**
 * Every rate recorded, by partner number and the latest month first (at most
 * COMMISSION_RATES_LISTED; `more`: there are more), for the office to check what is on file.
 */
export async function officeCommissionRates(
  ctx: RequestContext,
): Promise<{ rates: RecordedCommissionRate[]; more: boolean }> {
  requireAccess(ctx, 'admin.partners');
  const rows = await listRecordedCommissionRates(ctx.deps.database.db, COMMISSION_RATES_LISTED + 1);
  const months = officeCommissionMonths(ctx);
  return {
    rates: rows.slice(0, COMMISSION_RATES_LISTED).map((row) => ({
      ...row,
      setAt: row.setAt.toISOString(),
      removable: row.partnerName !== null && months.includes(row.validFrom),
    })),
    more: rows.length > COMMISSION_RATES_LISTED,
  };
}

const rateBody = z.object({
  partnerId: entityId,
  rate: z.string().max(16),
  validFrom: z.string().max(7),
});

export interface SetCommissionRate {
  partnerId: number;
  partnerName: string;
  validFrom: string;
  rateBp: number;
  /** The rate this one replaced for the same month (null: none). */
  replacedBp: number | null;
}

/**
 * The office records a partner's rate from a month on (replacing one set for the same month).
 * Refused: no admin.partners (403); a bad number (400 `partnerId`); a rate that is not 0–50 % with
 * at most two decimals (400 `rate`); a month the form does not offer (400 `validFrom`); an unknown
 * partner (404 `partnerId`).
 */
export async function officeSetCommissionRate(
  ctx: RequestContext,
  raw: { partnerId: unknown; rate: unknown; validFrom: unknown },
): Promise<SetCommissionRate> {
  requireAccess(ctx, 'admin.partners');
  const input = parseOrRefuse(rateBody, raw, 'rate');
  const rateBp = parseRatePercent(input.rate);
  if (rateBp === null)
    throw new DomainError('invalid', 'errors.partners.rateInvalid', { field: 'rate' });
  if (!officeCommissionMonths(ctx).includes(input.validFrom))
    throw new DomainError('invalid', 'errors.validation.invalid', { field: 'validFrom' });
  const { db } = ctx.deps.database;
  const { partnerName, replacedBp } = await db.transaction(async (tr) => {
    const tx = tr as unknown as Db;
    const partner = await lockPartner(tx, input.partnerId);
    if (partner === null)
      throw new DomainError('notFound', 'errors.partners.partnerNotFound', { field: 'partnerId' });
    const before = await putCommissionRate(tx, {
      partnerId: input.partnerId,
      validFrom: input.validFrom,
      rateBp,
      setAt: ctx.now,
    });
    await insertAuditEntry(tx, {
      accountId: ctx.user === null ? null : Number(ctx.user.accountID),
      action: 'partners.commissionRate',
      target: `partner:${input.partnerId}`,
      before: before === null ? null : { validFrom: input.validFrom, rateBp: before },
      after: { validFrom: input.validFrom, rateBp },
    });
    return { partnerName: partner.partnerName, replacedBp: before };
  });
  return {
    partnerId: input.partnerId,
    partnerName,
    validFrom: input.validFrom,
    rateBp,
    replacedBp,
  };
}

const removeBody = z.object({
  partnerId: entityId,
  validFrom: z.string().max(7),
});

export interface RemovedCommissionRate {
  partnerId: number;
  partnerName: string;
  validFrom: string;
  /** The rate removed. */
  removedBp: number;
}

/**
 * The office removes a partner's rate for a month (one entered for the wrong partner or month):
 * the rate before it applies again, or none. Only for the months a rate can be set for: older ones
 * are the statements' history. Refused: no admin.partners (403); a bad number (400 `partnerId`);
 * a month the form does not offer (400 `validFrom`); an unknown partner (404 `partnerId`: a
 * deleted partner's rates keep its number taken, decision 094); no rate for that month (404
 * `validFrom`, removed meanwhile).
 */
export async function officeRemoveCommissionRate(
  ctx: RequestContext,
  raw: { partnerId: unknown; validFrom: unknown },
): Promise<RemovedCommissionRate> {
  requireAccess(ctx, 'admin.partners');
  const input = parseOrRefuse(removeBody, raw, 'validFrom');
  if (!officeCommissionMonths(ctx).includes(input.validFrom))
    throw new DomainError('invalid', 'errors.validation.invalid', { field: 'validFrom' });
  const { db } = ctx.deps.database;
  return db.transaction(async (tr) => {
    const tx = tr as unknown as Db;
    const partner = await lockPartner(tx, input.partnerId);
    if (partner === null)
      throw new DomainError('notFound', 'errors.partners.partnerNotFound', { field: 'partnerId' });
    const removedBp = await deleteCommissionRate(tx, input);
    if (removedBp === null)
      throw new DomainError('notFound', 'errors.partners.rateNotFound', { field: 'validFrom' });
    await insertAuditEntry(tx, {
      accountId: ctx.user === null ? null : Number(ctx.user.accountID),
      action: 'partners.commissionRateRemoved',
      target: `partner:${input.partnerId}`,
      before: { validFrom: input.validFrom, rateBp: removedBp },
      after: null,
    });
    return {
      partnerId: input.partnerId,
      partnerName: partner.partnerName,
      validFrom: input.validFrom,
      removedBp,
    };
  });
}

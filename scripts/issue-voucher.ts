// `npm run voucher:issue -- --booking ID --customer NUMBER --amount EUROS [--expires yyyy-MM-dd]
//  [--reason office|cancellation]`: the operator issues a travel voucher (issue 15) to the customer
// of a booking. The configured database and mail settings are used as `npm start` reads them
// (environment or `.env`). The customer gets the voucher mail with the link to the voucher page
// at once; the code is printed for the office's records. Exit codes: 0 issued, 1 failure
// (unknown booking, customer not the booking's), 2 bad arguments.
import { isIsoDate } from '#core/dates';
import { defaultVoucherExpiry, deliverBookingMails, issueVoucherIn } from '#services/booking';
import { operatorMailBrand } from '#services/partners';
import { isDomainError } from '#services/platform';

import { cli, operatorContext, withDeps } from './lib/cli';
const USAGE = `Usage: npm run voucher:issue -- --booking ID --customer NUMBER --amount EUROS [--expires yyyy-MM-dd] [--reason office|cancellation]
  --booking   the booking the voucher comes with (its id, as in the voucher page's path)
  --customer  the booking's customer number (checked against the booking)
  --amount    the value in euros, e.g. 150 or 150.50
  --expires   the last day it can be redeemed (default: three years from today, end of year)
  --reason    office (goodwill, default) or cancellation (the credit of a cancelled booking)`;

const command = cli(USAGE);
const argv = command.args;
// Annotated, so TypeScript narrows after a call (a `never` function needs an explicit type).
const usageError: (message: string) => never = command.usageError;

function parseArgs(argv: readonly string[]): Map<string, string> {
  const known = new Set(['booking', 'customer', 'amount', 'expires', 'reason']);
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(arg);
    if (!match || !known.has(match[1] ?? '')) usageError(`Unknown argument: ${arg}`);
    const value = match[2] ?? argv[++i];
    if (value === undefined) usageError(`--${match[1]} needs a value`);
    args.set(match[1] ?? '', value);
  }
  return args;
}

function positive(name: string, text: string | undefined): number {
  if (text === undefined) usageError(`--${name} is required`);
  const value = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < 1) usageError(`--${name} must be a whole number`);
  return value;
}

/** Euros as typed ("150", "150.5", "150,50") in cents, without floating point. */
function cents(text: string | undefined): number {
  if (text === undefined) usageError('--amount is required');
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) usageError(`--amount must be euros like 150 or 150.50 (got '${text}')`);
  const value = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  if (value < 1) usageError('--amount must be more than 0');
  return value;
}

const args = parseArgs(argv);
const bookingId = positive('booking', args.get('booking'));
const customerNumber = positive('customer', args.get('customer'));
const amountCents = cents(args.get('amount'));
const reason = args.get('reason') ?? 'office';
if (reason !== 'office' && reason !== 'cancellation')
  usageError('--reason: office or cancellation');
const expires = args.get('expires');
if (expires !== undefined && !isIsoDate(expires)) usageError('--expires must be yyyy-MM-dd');

await withDeps(async (deps) => {
  try {
    const ctx = operatorContext(deps, 'voucher-cli');
    const now = ctx.now;
    const expiresOn = expires ?? defaultVoucherExpiry(now);
    // The brand is read before the transaction opens: inside it, the embedded database's one
    // connection is taken, and a first read of the brand would wait for it forever.
    const brand = await operatorMailBrand(deps);
    const issued = await deps.database.db.transaction((tx) =>
      issueVoucherIn(
        tx as never,
        ctx,
        { bookingId, customerNumber, amountCents, expiresOn, reason },
        brand,
      ),
    );
    const { sent } = await deliverBookingMails(deps, now, undefined, issued.mails);
    process.stdout.write(
      `Voucher ${issued.code} issued (id ${issued.voucherId}, ${(amountCents / 100).toFixed(2)} EUR, until ${expiresOn}); ` +
        (sent > 0 ? 'the customer has been mailed.\n' : 'the mail job will send the mail.\n'),
    );
  } catch (error) {
    process.exitCode = 1;
    if (isDomainError(error))
      process.stderr.write(`Not issued: ${error.key} (${error.fields.join(', ')})\n`);
    else throw error;
  }
});

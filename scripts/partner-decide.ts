// `npm run partner:approve -- APPLICATION_ID [--parent CODE] [--phone NUMBER]` and
// `npm run partner:reject -- APPLICATION_ID`: the office decides an application to the partner
// programme (issue 16) with the configured database and mail settings (environment or `.env`, as
// `npm start` reads them). Approval makes the partner (the next free id, a new login code of which
// only the hash is stored, name, e-mail, phone and URL from the application) and mails the partner
// the id, the code and the partner link; rejection mails a polite refusal. Both through the same
// use-cases a back office will call (services/partners registration.ts); an application is
// decided once. Exit codes: 0 decided, 1 refused (unknown, decided before, unknown group), 2 bad
// arguments.
import { phone as phoneSchema } from '#core/api/accounts';
import { approveApplication, rejectApplication } from '#services/partners';
import { isDomainError } from '#services/platform';

import { cli, operatorContext, withDeps } from './lib/cli';
const USAGE = `Usage: npm run partner:approve -- APPLICATION_ID [--parent CODE] [--phone NUMBER]
       npm run partner:reject -- APPLICATION_ID
  APPLICATION_ID  the application's number (in the office's mail of the application)
  --parent        approve only: the partner group (partner_groups.code) of the new partner
  --phone         approve only: the phone shown on the partner's visits (default: the application's)`;

const command = cli(USAGE);
const args = command.args;
// Annotated, so TypeScript narrows after a call (a `never` function needs an explicit type).
const usageError: (message: string) => never = command.usageError;
const [decision, ...rest] = args;
if (decision !== 'approve' && decision !== 'reject') usageError('approve or reject?');
let applicationId: number | null = null;
const options: { parent?: string; phone?: string } = {};
for (let i = 0; i < rest.length; i++) {
  const arg = rest[i] ?? '';
  const option = /^--(parent|phone)(?:=(.*))?$/.exec(arg);
  if (option) {
    if (decision !== 'approve') usageError(`--${option[1]} is for approvals only`);
    const value = option[2] ?? rest[++i];
    if (value === undefined || value.trim() === '') usageError(`--${option[1]} needs a value`);
    options[option[1] as 'parent' | 'phone'] = value.trim();
    continue;
  }
  if (/^\d{1,9}$/.test(arg) && applicationId === null) {
    applicationId = Number(arg);
    continue;
  }
  usageError(`Unknown argument: ${arg}`);
}
if (applicationId === null || applicationId < 1) usageError('APPLICATION_ID is required');
if (options.parent !== undefined && !/^[A-Za-z0-9_-]{1,32}$/.test(options.parent)) {
  usageError('--parent must be a partner group code');
}
if (
  options.phone !== undefined &&
  !phoneSchema.pipe(phoneSchema.min(5)).safeParse(options.phone).success
) {
  usageError('--phone must be a phone number (digits, blanks, + ( ) / -)');
}

await withDeps(async (deps) => {
  try {
    const ctx = operatorContext(deps, `partner-${decision}-cli`);
    if (decision === 'approve') {
      const approval = await approveApplication(ctx, applicationId, options);
      process.stdout.write(
        `Application ${applicationId} approved: partner ${approval.partnerId}, partner link ${approval.partnerLink}.\n`,
      );
      // The code is printed only when its mail failed: a terminal's scrollback is no place for it.
      if (approval.mailed)
        process.stdout.write('The partner has been mailed the id and login code.\n');
      else {
        process.exitCode = 1;
        process.stderr.write(
          `The mail to the partner failed. Hand over the login code ${approval.loginCode} securely (it is not stored).\n`,
        );
      }
    } else {
      const { mailed } = await rejectApplication(ctx, applicationId);
      if (mailed) {
        process.stdout.write(
          `Application ${applicationId} rejected; the applicant has been mailed.\n`,
        );
      } else {
        process.exitCode = 1;
        process.stderr.write(
          `Application ${applicationId} rejected, but the mail to the applicant failed: tell them another way.\n`,
        );
      }
    }
  } catch (error) {
    process.exitCode = 1;
    if (isDomainError(error)) {
      const status = typeof error.data?.status === 'string' ? ` (${error.data.status})` : '';
      process.stderr.write(`Not decided: ${error.key}${status}\n`);
    } else throw error;
  }
});

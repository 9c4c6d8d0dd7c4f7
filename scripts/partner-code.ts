// `npm run partner:code -- PARTNER_ID`: a new login code for a partner who lost theirs (decision
// 092), with the configured database and mail settings (environment or `.env`, as `npm start`
// reads them). The same use-case as the office's page (/admin/partners/): the old code stops
// working, the partner's logged-in staff are logged out, the new code is mailed to the partner's
// address and the change is audit-logged (by nobody: the operator). The code is printed only when
// it could not be mailed. Exit codes: 0 mailed, 1 not mailed or refused (unknown partner), 2 bad
// arguments.
import { renewLoginCode } from '#services/partners';
import { isDomainError } from '#services/platform';
import { cli, operatorContext, withDeps } from './lib/cli';

const USAGE = `Usage: npm run partner:code -- PARTNER_ID
  PARTNER_ID  the partner's number (as in its partner link ?partner=…)`;

const command = cli(USAGE);
const usageError: (message: string) => never = command.usageError;
const [arg, ...rest] = command.args;
if (rest.length > 0) usageError(`Unknown argument: ${rest[0]}`);
if (
  arg === undefined ||
  !/^\d{1,10}$/.test(arg) ||
  Number(arg) < 1 ||
  Number(arg) > 2_147_483_647
) {
  usageError('PARTNER_ID is required (a whole number from 1 to 2147483647)');
}
const partnerId = Number(arg);

await withDeps(async (deps) => {
  try {
    const renewed = await renewLoginCode(operatorContext(deps, 'partner-code-cli'), partnerId);
    const ended =
      renewed.sessionsEnded === 0 ? '' : ` ${renewed.sessionsEnded} session(s) logged out.`;
    if (renewed.mailed) {
      process.stdout.write(
        `Partner ${partnerId} has a new login code, mailed to ${renewed.sentTo}. The old one no longer works.${ended}\n`,
      );
      return;
    }
    // The code is printed only when it could not be mailed: a terminal's scrollback is no place
    // for it otherwise.
    process.exitCode = 1;
    process.stderr.write(
      `${renewed.sentTo === null ? `Partner ${partnerId} has no e-mail address.` : 'The mail to the partner failed.'} Hand over the new login code ${renewed.loginCode} securely (it is not stored). The old one no longer works.${ended}\n`,
    );
  } catch (error) {
    process.exitCode = 1;
    if (isDomainError(error)) process.stderr.write(`Not renewed: ${error.key}\n`);
    else throw error;
  }
});

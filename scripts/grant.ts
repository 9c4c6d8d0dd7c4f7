// `npm run grant -- EMAIL PERMISSION` (or `--revoke EMAIL PERMISSION`, `--list EMAIL`): the
// operator gives a customer account a permission flag (issue 18 "Permissions"; the flags:
// core/permissions.ts, docs/editing.md) in the configured database (environment or `.env`, as
// `npm start` reads them), until the back office has a screen. The account sees it with its next
// request (flags are read per request, not from the login token). With PostgreSQL it works while
// servers run; with the embedded database run it while the server is stopped (PGlite belongs to
// one process). Exit codes: 0 done, 1 refused (no such account), 2 bad arguments.
import { PERMISSIONS, isPermission } from '#core/permissions';
import { cli, withDeps } from './lib/cli';

const USAGE = `Usage: npm run grant -- EMAIL PERMISSION             grant the account a permission
       npm run grant -- --revoke EMAIL PERMISSION    take it away
  EMAIL       a customer account's address (any case)
  PERMISSION  one of: ${PERMISSIONS.join(', ')}`;

const command = cli(USAGE);
const args = command.args;
// Annotated, so TypeScript narrows after a call (a `never` function needs an explicit type).
const usageError: (message: string) => never = command.usageError;
const revoke = args[0] === '--revoke';
const rest = revoke ? args.slice(1) : args;
if (rest.length !== 2) usageError('Give an e-mail address and a permission.');
const [email = '', permission = ''] = rest;
if (!email.includes('@')) usageError(`Not an e-mail address: ${email}`);
if (!isPermission(permission)) usageError(`Unknown permission: ${permission}`);

// The services load only once the arguments hold: a usage error answers at once, not after the
// whole app has loaded (seconds; over 30 s on a loaded CI machine).
const { changePermission } = await import('#services/accounts');
const { isDomainError } = await import('#services/platform');

await withDeps(async (deps) => {
  try {
    const change = await changePermission(deps, email, permission, !revoke);
    process.stdout.write(
      `${change.email}: ${revoke ? 'revoked' : 'granted'} ${permission}; permissions now: ${
        change.permissions.length > 0 ? change.permissions.join(', ') : '(none)'
      }\n`,
    );
  } catch (error) {
    process.exitCode = 1;
    if (isDomainError(error)) {
      process.stderr.write(
        error.code === 'notFound'
          ? `No customer account with the address ${email}.\n`
          : `Refused: ${error.key}\n`,
      );
    } else throw error;
  }
});

// `npm run rating:answer-link -- RATING_NUMBER [--lang de|en|fr|it]`: prints the host's answer link
// of a rating (issue 15), /bewertung-vermieterkommentar/{ratingNumber}/?ratingHash=…, for the
// office to hand to a landlord — the demo catalogue's ratings were never mailed, and a landlord
// may have lost the mail. The secret is derived from the configured JWT_SECRET (the one the server
// runs with; environment or `.env`), so the link opens only on that server. Without a number it
// lists the newest ratings' numbers. Exit codes: 0 printed, 1 unknown rating or bad settings,
// 2 bad arguments. Treat the printed link like a password: whoever has it can change the answer.
import { isLanguage } from '#core/languages';
import {
  findRatingByNumber,
  latestRatingNumbers,
  ratingAnswerVersion,
} from '#db/repositories/catalogue-rating-writes';
import { ratingAnswerUrl } from '#services/ratings';

import { cli, withDeps } from './lib/cli';
const USAGE = `Usage: npm run rating:answer-link -- RATING_NUMBER [--lang de|en|fr|it]
  RATING_NUMBER  the rating's number (GET /api/ratings/object/{objectNumber} lists them as ratingid)
  --lang         the page language of the link (default: the rating's own language)
Without RATING_NUMBER the numbers of the ten newest ratings are listed.`;

const command = cli(USAGE);
const argv = command.args;
// Annotated, so TypeScript narrows after a call (a `never` function needs an explicit type).
const usageError: (message: string) => never = command.usageError;
let ratingNumber: number | null = null;
let lang: string | null = null;
for (let i = 0; i < argv.length; i++) {
  const arg = argv[i] ?? '';
  if (arg === '--lang' || arg.startsWith('--lang=')) {
    lang = arg.includes('=') ? arg.slice('--lang='.length) : (argv[++i] ?? '');
    if (!isLanguage(lang)) usageError(`--lang must be de, en, fr or it (got '${lang}')`);
  } else if (/^\d{1,10}$/.test(arg) && ratingNumber === null) {
    ratingNumber = Number(arg);
  } else {
    usageError(`Unknown argument: ${arg}`);
  }
}

await withDeps(async (deps) => {
  const db = deps.database.db;
  if (ratingNumber === null) {
    const numbers = await latestRatingNumbers(db, 10);
    process.stdout.write(
      numbers.length === 0 ? 'No ratings yet.\n' : `Newest ratings: ${numbers.join(', ')}\n`,
    );
  } else {
    const rating = await findRatingByNumber(db, ratingNumber);
    if (rating === null) {
      process.stderr.write(`No rating ${ratingNumber}.\n`);
      process.exitCode = 1;
    } else {
      const version = await ratingAnswerVersion(db, rating.objectNumber);
      const url = ratingAnswerUrl(deps, { ratingNumber, version }, lang ?? rating.language);
      process.stdout.write(`${url}\n`);
    }
  }
});

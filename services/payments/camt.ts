// Bank statements in ISO 20022 CAMT (camt.052 report, camt.053 statement, camt.054 notification),
// as the operator's bank exports them, read into the credits the back office matches to awaited
// transfers. Pure: the file is untrusted (it passes through an office user's hands), so nothing in
// it may expand, turn into a number, or make this throw; what cannot be read is counted, not
// guessed.
import { createHash } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { INT32_MAX } from '#core/int32';
import { isValidIban, normaliseIban } from '#core/payments';

/** One credit (money in) of a statement. */
export interface StatementEntry {
  /** The entry's identity across imports: the bank's reference (AcctSvcrRef of the transaction, else of the entry), else `sha256:` + hex digest of valueOn|amountCents|currency|payerIban|remittance. The same line imported twice gives the same ref. At most 140 characters. */
  ref: string;
  /** Booking date (BookgDt/Dt, or the date part of BookgDt/DtTm), ISO yyyy-mm-dd, or null. */
  bookedOn: string | null;
  /** Value date (ValDt/Dt or ValDt/DtTm date part), else the booking date; ISO yyyy-mm-dd. An entry with neither is skipped (counted in `unreadable`). */
  valueOn: string;
  /** Whole cents, exact: parse the decimal string ("715.00", "715", "715.5") without floating point; more than two decimals or a value ≤ 0 or > 2147483647 cents → skipped and counted in `unreadable`. */
  amountCents: number;
  /** The Ccy attribute, upper case, 3 letters. */
  currency: string;
  /** The payer's name (RltdPties/Dbtr/Nm, or RltdPties/Dbtr/Pty/Nm in camt.053.001.08+; else UltmtDbtr), trimmed, at most 140 chars, or null. */
  payer: string | null;
  /** The payer's IBAN (RltdPties/DbtrAcct/Id/IBAN), normalised with normaliseIban, or null. */
  payerIban: string | null;
  /** The remittance text: all RmtInf/Ustrd lines joined by a single space (whitespace collapsed), then RmtInf/Strd/CdtrRefInf/Ref if present; if empty, the EndToEndId when it is not "NOTPROVIDED". At most 420 characters. */
  remittance: string;
}

export type StatementParse =
  | {
      ok: true;
      /**
       * Each statement's (report's, notice's) account IBAN (Acct/Id/IBAN, normalised), in the
       * file's order; null for one without a readable IBAN (an `Othr` id, bad check digits).
       */
      accounts: (string | null)[];
      entries: StatementEntry[];
      /** Debits (CdtDbtInd DBIT), reversals (RvslInd true) and entries not booked (Sts not BOOK) — not money in. */
      skipped: number;
      /** Credits that could not be read (no date, bad amount, no currency). */
      unreadable: number;
    }
  | { ok: false; reason: 'notXml' | 'notCamt' | 'tooManyEntries' | 'doctype' };

/** The most entries one file may hold (a statement of a busy month has a few hundred). */
export const STATEMENT_MAX_ENTRIES = 5000;

/** Amounts are stored as PostgreSQL integers of cents. */
const MAX_CENTS = INT32_MAX;
const REF_MAX = 140;
const PAYER_MAX = 140;
const REMITTANCE_MAX = 420;

/** The three message bodies and the element each holds its entries in. */
const BODIES = [
  ['BkToCstmrStmt', 'Stmt'],
  ['BkToCstmrAcctRpt', 'Rpt'],
  ['BkToCstmrDbtCdtNtfctn', 'Ntfctn'],
] as const;

/** Elements that may occur more than once where they are read. */
const LISTS: ReadonlySet<string> = new Set([
  'Document',
  'Stmt',
  'Rpt',
  'Ntfctn',
  'Ntry',
  'NtryDtls',
  'TxDtls',
  'RmtInf',
  'Ustrd',
  'Strd',
]);

const CCY = '@_Ccy';

const parser = new XMLParser({
  // Banks differ in whether they write a default namespace or a prefix (`<ns2:Document>`); the
  // element names are the same in every version, so the prefix carries nothing we need.
  removeNSPrefix: true,
  // Ccy is an attribute; the others (xmlns, schemaLocation) are harmless.
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // "0012345678" as a reference, "715.10" as an amount: a number would lose leading zeros and
  // exactness.
  parseTagValue: false,
  parseAttributeValue: false,
  // The five XML entities and character references are decoded by `decodeXml` below, in one
  // pass, so "&amp;#252;" stays "&#252;"; the parser itself replaces nothing.
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name, _path, _isLeaf, isAttribute) => isAttribute !== true && LISTS.has(name),
});

type XmlNode = Record<string, unknown>;

function isNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every child of that name (an element repeated where the schema allows one is still a list). */
function all(node: unknown, name: string): unknown[] {
  // Own properties only: `constructor` or `toString` must not be found on the prototype.
  if (!isNode(node) || !Object.hasOwn(node, name)) return [];
  const value = node[name];
  return Array.isArray(value) ? value : [value];
}

function at(node: unknown, ...names: string[]): unknown {
  let current = node;
  for (const name of names) current = all(current, name)[0];
  return current;
}

const XML_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

function decodeXml(value: string): string {
  return value.replace(
    /&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g,
    (whole, decimal?: string, hex?: string, named?: string) => {
      if (named !== undefined) return XML_ENTITIES[named] ?? whole;
      const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? '', 16);
      const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      return valid ? String.fromCodePoint(code) : whole;
    },
  );
}

/**
 * Control characters (a file's, or decoded from `&#7;`) and bidirectional overrides, which could
 * make a payer's name read backwards on the office's screen: none belongs in a SEPA field (its
 * character set is Latin), so each becomes a blank.
 */
const UNSHOWABLE =
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** An element's text, decoded and trimmed; null when it has none. */
function text(value: unknown): string | null {
  const raw = isNode(value) ? value['#text'] : value;
  if (typeof raw !== 'string') return null;
  const decoded = decodeXml(raw).replace(UNSHOWABLE, ' ').trim();
  return decoded === '' ? null : decoded;
}

function collapse(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** At most `max` UTF-16 units, without leaving half a surrogate pair at the end. */
function clip(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

function iban(value: unknown): string | null {
  const raw = text(value);
  if (raw === null) return null;
  const normalised = normaliseIban(raw);
  // What fails the check digits is not an account a guest paid from; it would only mislead.
  return isValidIban(normalised) ? normalised : null;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  // Year 0000 is no date to PostgreSQL; a bank's statement lies within this range anyway.
  if (year < 1900 || year > 2999) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

/** The day of a Dt (xs:date, which may carry a zone) or of a DtTm, as written by the bank. */
function dayOf(choice: unknown): string | null {
  const date = text(at(choice, 'Dt'));
  const dateTime = text(at(choice, 'DtTm'));
  const match =
    (date === null ? null : /^(\d{4})-(\d{2})-(\d{2})(?:Z|[+-]\d{2}:\d{2})?$/.exec(date)) ??
    (dateTime === null
      ? null
      : /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?$/.exec(
          dateTime,
        ));
  if (match === null) return null;
  const [, year = '', month = '', day = ''] = match;
  return isCalendarDate(Number(year), Number(month), Number(day))
    ? `${year}-${month}-${day}`
    : null;
}

/**
 * Whole cents of an xs:decimal, by its digits: Number("0.29") * 100 is 28.999999999999996.
 * Trailing zeros beyond the cents ("715.000") still name an exact amount and are accepted.
 */
function cents(value: string | null): number | null {
  const match = value === null ? null : /^\+?(\d*)(?:\.(\d*))?$/.exec(value);
  if (match === null) return null;
  const [, wholeDigits = '', fractionDigits = ''] = match;
  if (wholeDigits === '' && fractionDigits === '') return null;
  const whole = wholeDigits.replace(/^0+/, '');
  const fraction = fractionDigits.replace(/0+$/, '');
  // Ten digits of euros already exceed the limit; the check keeps the product exact.
  if (fraction.length > 2 || whole.length > 10) return null;
  const amount = Number(whole === '' ? '0' : whole) * 100 + Number(fraction.padEnd(2, '0'));
  return amount > 0 && amount <= MAX_CENTS ? amount : null;
}

/** A reference the bank actually gave: "NONREF" on every line would make all lines one. */
function bankReference(value: unknown): string | null {
  const ref = text(value);
  if (ref === null || /^(?:NONREF|NOTPROVIDED)$/i.test(ref)) return null;
  return ref;
}

function partyName(party: unknown): string | null {
  const name = text(at(party, 'Nm')) ?? text(at(party, 'Pty', 'Nm'));
  if (name === null) return null;
  return clip(collapse(name), PAYER_MAX);
}

function remittanceOf(transaction: unknown): string {
  const parts: string[] = [];
  for (const info of all(transaction, 'RmtInf')) {
    for (const line of all(info, 'Ustrd')) {
      const value = text(line);
      if (value !== null) parts.push(value);
    }
    for (const structured of all(info, 'Strd')) {
      const ref = text(at(structured, 'CdtrRefInf', 'Ref'));
      if (ref !== null) parts.push(ref);
    }
  }
  let remittance = collapse(parts.join(' '));
  if (remittance === '') {
    const endToEnd = text(at(transaction, 'Refs', 'EndToEndId'));
    if (endToEnd !== null && endToEnd.toUpperCase() !== 'NOTPROVIDED') {
      remittance = collapse(endToEnd);
    }
  }
  return clip(remittance, REMITTANCE_MAX);
}

/** What an entry says for all of its transactions. */
interface EntryFacts {
  booked: boolean;
  reversal: boolean;
  indicator: string | null;
  bookedOn: string | null;
  valueOn: string | null;
  amount: unknown;
  ref: string | null;
}

function entryFacts(entry: unknown): EntryFacts {
  const status = at(entry, 'Sts');
  // camt.05x.001.02 writes the status as text, .001.08 and later as Sts/Cd.
  const statusCode = text(status) ?? text(at(status, 'Cd'));
  const reversal = text(at(entry, 'RvslInd'));
  const bookedOn = dayOf(at(entry, 'BookgDt'));
  return {
    booked: statusCode?.toUpperCase() === 'BOOK',
    reversal: reversal === 'true' || reversal === '1',
    indicator: text(at(entry, 'CdtDbtInd'))?.toUpperCase() ?? null,
    bookedOn,
    valueOn: dayOf(at(entry, 'ValDt')) ?? bookedOn,
    amount: at(entry, 'Amt'),
    ref: bankReference(at(entry, 'AcctSvcrRef')),
  };
}

function transactionsOf(entry: unknown): unknown[] {
  return all(entry, 'NtryDtls').flatMap((details) => all(details, 'TxDtls'));
}

function digest(
  parts: Pick<StatementEntry, 'valueOn' | 'amountCents' | 'currency' | 'payerIban' | 'remittance'>,
): string {
  const line = [
    parts.valueOn,
    String(parts.amountCents),
    parts.currency,
    parts.payerIban ?? '',
    parts.remittance,
  ].join('|');
  return `sha256:${createHash('sha256').update(line, 'utf8').digest('hex')}`;
}

/**
 * One transaction of an entry (`transaction` undefined: the entry has no details), `index` its
 * place among the entry's `count` transactions, from 1.
 */
function readTransaction(
  entry: EntryFacts,
  transaction: unknown,
  index: number,
  count: number,
): StatementEntry | 'skipped' | 'unreadable' {
  if (!entry.booked || entry.reversal) return 'skipped';
  const indicator = text(at(transaction, 'CdtDbtInd'))?.toUpperCase() ?? entry.indicator;
  if (indicator === 'DBIT') return 'skipped';
  // Neither credit nor debit: the bank's file is damaged; the office should see it.
  if (indicator !== 'CRDT') return 'unreadable';
  if (entry.valueOn === null) return 'unreadable';

  const own = all(transaction, 'Amt')[0] ?? at(transaction, 'AmtDtls', 'TxAmt', 'Amt');
  // A batch's total belongs to no single transaction in it.
  const amountNode = own ?? (count <= 1 ? entry.amount : undefined);
  const amountCents = cents(text(amountNode));
  const currency = isNode(amountNode) ? text(amountNode[CCY])?.toUpperCase() : undefined;
  if (amountCents === null || currency === undefined || !/^[A-Z]{3}$/.test(currency)) {
    return 'unreadable';
  }

  const parties = at(transaction, 'RltdPties');
  const read = {
    bookedOn: entry.bookedOn,
    valueOn: entry.valueOn,
    amountCents,
    currency,
    payer: partyName(at(parties, 'Dbtr')) ?? partyName(at(parties, 'UltmtDbtr')),
    payerIban: iban(at(parties, 'DbtrAcct', 'Id', 'IBAN')),
    remittance: remittanceOf(transaction),
  };
  const ownRef = bankReference(at(transaction, 'Refs', 'AcctSvcrRef'));
  let ref: string;
  if (ownRef !== null) ref = clip(ownRef, REF_MAX);
  else if (entry.ref !== null && count > 1) {
    const suffix = `/${index}`;
    ref = clip(entry.ref, REF_MAX - suffix.length) + suffix;
  } else if (entry.ref !== null) ref = clip(entry.ref, REF_MAX);
  else ref = digest(read);
  return { ref, ...read };
}

/** The Stmt, Rpt or Ntfctn elements of a CAMT document; null when it is none. */
function reportsOf(root: unknown): unknown[] | null {
  let camt = false;
  const reports: unknown[] = [];
  for (const document of all(root, 'Document')) {
    for (const [body, report] of BODIES) {
      for (const content of all(document, body)) {
        camt = true;
        reports.push(...all(content, report));
      }
    }
  }
  return camt ? reports : null;
}

function refused(reason: 'notXml' | 'notCamt' | 'tooManyEntries' | 'doctype'): StatementParse {
  return { ok: false, reason };
}

export function parseCamtStatement(xml: string): StatementParse {
  // Callers in plain JavaScript (a form field) may still hand over something else.
  if (typeof xml !== 'string') return refused('notXml');
  // Some exports put a BOM or a blank line before the declaration, which XML does not allow.
  const source = xml.replace(/^\uFEFF/, '').trimStart();
  // A statement never needs a DTD; refusing it outright rules out entity expansion and external
  // entities, whatever the parser's own defences.
  if (/<!(?:DOCTYPE|ENTITY)/i.test(source)) return refused('doctype');

  // Counted on the text first: a file of 100,000 entries would otherwise be parsed (seconds of
  // the server's time) only to be refused.
  if ((source.match(/<(?:[\w.-]+:)?Ntry[\s>/]/g)?.length ?? 0) > STATEMENT_MAX_ENTRIES) {
    return refused('tooManyEntries');
  }

  let root: unknown;
  try {
    // The parser is lenient (an unclosed tag is read as closed); well-formedness is checked first.
    if (XMLValidator.validate(source) !== true) return refused('notXml');
    root = parser.parse(source);
  } catch {
    // Its security refusals (an element named `constructor`, nesting too deep) end up here.
    return refused('notXml');
  }

  const reports = reportsOf(root);
  if (reports === null) return refused('notCamt');

  const entries = reports.flatMap((report) => all(report, 'Ntry'));
  let transactions = 0;
  for (const entry of entries) transactions += Math.max(1, transactionsOf(entry).length);
  if (transactions > STATEMENT_MAX_ENTRIES) return refused('tooManyEntries');

  const accounts = reports.map((report) => iban(at(report, 'Acct', 'Id', 'IBAN')));

  const read: StatementEntry[] = [];
  let skipped = 0;
  let unreadable = 0;
  for (const entry of entries) {
    const facts = entryFacts(entry);
    const details = transactionsOf(entry);
    const outcomes =
      details.length === 0
        ? [readTransaction(facts, undefined, 1, 0)]
        : details.map((transaction, i) =>
            readTransaction(facts, transaction, i + 1, details.length),
          );
    for (const outcome of outcomes) {
      if (outcome === 'skipped') skipped += 1;
      else if (outcome === 'unreadable') unreadable += 1;
      else read.push(outcome);
    }
  }
  return { ok: true, accounts, entries: read, skipped, unreadable };
}

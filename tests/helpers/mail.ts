// A local SMTP server for tests that send mail: the app gets `capture.url` as SMTP_URL and every
// message it delivers is kept, parsed by mailparser (decoded subject, text and HTML), so tests read
// what a mail client would show instead of decoding MIME by hand. Links (confirmation, password
// reset, shared watch lists …) come out of a message with `linksIn`.
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  /** Envelope recipients (RCPT TO), the addresses the mail was really delivered to. */
  to: string[];
  /** Envelope sender (MAIL FROM), or null for a bounce. */
  from: string | null;
  /** Addresses of the To: header as written in the message. */
  toHeader: string[];
  subject: string;
  /** The text/plain part ('' when the message has none). */
  text: string;
  /** The text/html part ('' when the message has none). */
  html: string;
  /** Lower-case header names to their raw values. */
  headers: Record<string, string>;
  /** The message as received. */
  raw: string;
}

export interface MailCapture {
  /** smtp://127.0.0.1:<port>, for the app's SMTP_URL. */
  readonly url: string;
  readonly port: number;
  /** Every message received so far, oldest first (a live array). */
  readonly messages: readonly CapturedMail[];
  /** Resolves once at least `count` messages were received (all of them, oldest first). */
  waitForMessages(count: number, timeoutMs?: number): Promise<CapturedMail[]>;
  /** Resolves with the first message (received before or after the call) that `match` accepts. */
  waitForMessage(match: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  /** Forgets the messages received so far (e.g. between tests). */
  clear(): void;
  close(): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 5_000;

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return list.flatMap((entry) => entry.value.map((a) => a.address ?? '')).filter(Boolean);
}

async function parse(raw: Buffer, envelope: { from: string | null; to: string[] }) {
  const parsed = await simpleParser(raw);
  const headers: Record<string, string> = {};
  for (const line of parsed.headerLines) headers[line.key] = line.line.replace(/^[^:]*:\s*/, '');
  const mail: CapturedMail = {
    to: envelope.to,
    from: envelope.from,
    toHeader: addresses(parsed.to),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html === false ? '' : (parsed.html ?? ''),
    headers,
    raw: raw.toString('utf8'),
  };
  return mail;
}

/** Starts a capture server on a free port of 127.0.0.1 (no TLS, no authentication). */
export async function startMailCapture(): Promise<MailCapture> {
  const messages: CapturedMail[] = [];
  // Waiters are checked after every received message.
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom === false ? null : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        // Accepted only once parsed: a message the test could not read fails the sender too.
        parse(Buffer.concat(chunks), envelope).then(
          (mail) => {
            messages.push(mail);
            for (const wake of [...waiters]) wake();
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;

  /** Resolves with `check()`'s first non-undefined answer, or fails after `timeoutMs`. */
  function until<T>(check: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const wake = () => {
        const found = check();
        if (found === undefined) return;
        waiters.delete(wake);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(wake);
        reject(new Error(`mail capture: ${what} within ${timeoutMs} ms (got ${messages.length})`));
      }, timeoutMs);
      waiters.add(wake);
      wake();
    });
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitForMessages(count, timeoutMs = DEFAULT_TIMEOUT_MS) {
      return until(
        () => (messages.length >= count ? [...messages] : undefined),
        timeoutMs,
        `no ${count} messages`,
      );
    },
    waitForMessage(match, timeoutMs = DEFAULT_TIMEOUT_MS) {
      return until(() => messages.find(match), timeoutMs, 'no matching message');
    },
    clear() {
      messages.length = 0;
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The links of a message in order of appearance, without repeats: the href targets of its HTML
 * part and the URLs written in its text part. With `startsWith`, only links beginning with it.
 */
export function linksIn(mail: Pick<CapturedMail, 'text' | 'html'>, startsWith = ''): string[] {
  const found: string[] = [];
  for (const match of mail.html.matchAll(/\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    found.push(decodeEntities(match[1] ?? match[2] ?? ''));
  }
  // A URL in text ends at a blank, an angle bracket or a quote; closing punctuation is not part of it.
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    found.push(match[0].replace(/[.,;:!?)\]]+$/, ''));
  }
  return [...new Set(found)].filter((link) => link !== '' && link.startsWith(startsWith));
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_m, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

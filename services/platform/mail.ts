// Outgoing mail. SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to
// DATA_DIR/outbox, so a fresh install can send mail without a mail server.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '#core/config';
import type { RequestContext } from './context';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * The sender's display name: the operator brand's (mail-template.tsx), so a brand switch needs
   * no new MAIL_FROM. The address stays MAIL_FROM's (the one the mail server may send as).
   */
  fromName?: string;
  /** Extra headers (the newsletter's RFC 8058 List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

/** MAIL_FROM with the brand's display name when the message names one. */
export function senderOf(mailFrom: string, fromName: string | undefined) {
  if (fromName === undefined) return mailFrom;
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  // nodemailer quotes and encodes the name itself: no header can be injected through it.
  return { name: fromName, address };
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

export function createMailer(config: Config): Mailer {
  if (config.SMTP_URL) {
    const transporter = nodemailer.createTransport(config.SMTP_URL);
    return {
      transport: 'smtp',
      async send(message) {
        const { fromName, ...rest } = message;
        const info = await transporter.sendMail({
          ...rest,
          from: senderOf(config.MAIL_FROM, fromName),
        });
        return { messageId: String(info.messageId) };
      },
      close: () => transporter.close(),
    };
  }
  const outbox = resolve(config.DATA_DIR, 'outbox');
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    transport: 'outbox',
    async send(message) {
      mkdirSync(outbox, { recursive: true });
      const { fromName, ...rest } = message;
      const info = await transporter.sendMail({
        ...rest,
        from: senderOf(config.MAIL_FROM, fromName),
      });
      const { writeFile } = await import('node:fs/promises');
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
      await writeFile(resolve(outbox, name), info.message as Buffer);
      return { messageId: String(info.messageId) };
    },
    close: () => transporter.close(),
  };
}

/**
 * Sends a mail a request causes once what it records is stored (a contact message, an
 * application): a failing mail server must not turn the stored request into an error answer the
 * visitor would send again. The failure is logged by `what` and the error's name only — never the
 * address or the transport's message, which may quote it; the office finds the record stored.
 */
export async function sendOrLog(
  ctx: Pick<RequestContext, 'log'>,
  what: string,
  work: () => Promise<unknown>,
): Promise<void> {
  try {
    await work();
  } catch (error) {
    ctx.log?.error(
      { mail: what, error: error instanceof Error ? error.name : 'unknown' },
      'mail failed; the record is stored',
    );
  }
}

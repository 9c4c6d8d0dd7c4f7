// Outgoing mail. SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to
// DATA_DIR/outbox, so a fresh install can send mail without a mail server.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '#core/config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
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
        const info = await transporter.sendMail({ from: config.MAIL_FROM, ...message });
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
      const info = await transporter.sendMail({ from: config.MAIL_FROM, ...message });
      const { writeFile } = await import('node:fs/promises');
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
      await writeFile(resolve(outbox, name), info.message as Buffer);
      return { messageId: String(info.messageId) };
    },
    close: () => transporter.close(),
  };
}

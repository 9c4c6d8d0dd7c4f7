// The screens' formatting is core's (core/format.ts): the mails format money and dates the same
// way, so a guest reads one total in the same spelling on the page and in the mail.
export * from '#core/format';

// A text someone typed (a guest's message, a landlord's or the office's reason) in a mail.
import { MailText } from '#services/platform';

/** The message as its lines (a mail paragraph per line; React escapes each). */
export function MessageText({ message }: { message: string }) {
  return (
    <>
      {message
        .split(/\r?\n/)
        .filter((l) => l.trim() !== '')
        .map((l, i) => (
          <MailText key={i}>{l}</MailText>
        ))}
    </>
  );
}

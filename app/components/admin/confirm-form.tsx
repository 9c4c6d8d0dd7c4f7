// A post the office cannot take back — a guest mailed, an application refused, a rating hidden, a
// text deleted: the browser asks once more before it goes. Without JavaScript the form posts as it
// is; the server's checks stand either way (decision 086's forms and the others of the office).
import type { ReactNode } from 'react';

export function ConfirmForm({
  question,
  hidden,
  className,
  testId,
  children,
}: {
  /** What the confirm dialog asks, in the office's language. */
  question: string;
  /** The post's hidden fields: its `intent` and what it acts on. */
  hidden: Readonly<Record<string, string | number>>;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      className={className}
      data-testid={testId}
      onSubmit={(event) => {
        if (!window.confirm(question)) event.preventDefault();
      }}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}

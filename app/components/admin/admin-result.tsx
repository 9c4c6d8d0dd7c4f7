// What the last form post of an admin page answered (lib/admin/forms.server.ts): a status line
// above the forms, announced to screen readers. AdminResultLine is that line for answers a screen
// gets by itself (the upload form's fetch), so that every admin result looks and sounds the same.
import { useActionData } from 'react-router';
import styles from './admin-pages.module.css';

interface Result {
  ok: boolean;
  message: string;
  field: string | null;
  values?: Record<string, string>;
}

function isResult(value: unknown): value is Result {
  return typeof value === 'object' && value !== null && 'ok' in value && 'message' in value;
}

/** A success as a status, a refusal as an alert. */
export function AdminResultLine({
  ok,
  message,
  testId = 'admin-result',
}: {
  ok: boolean;
  message: string;
  testId?: string;
}) {
  return (
    <p
      className={ok ? styles.done : styles.refused}
      role={ok ? 'status' : 'alert'}
      data-testid={testId}
    >
      {message}
    </p>
  );
}

export function AdminResult() {
  const result: unknown = useActionData();
  if (!isResult(result)) return null;
  return <AdminResultLine ok={result.ok} message={result.message} />;
}

/**
 * What a refused post gave back to fill in again (runAdminAction's `refill`), with the refused
 * field; null after a success or without a post.
 */
export function useAdminRefill(): { values: Record<string, string>; field: string | null } | null {
  const result: unknown = useActionData();
  if (!isResult(result) || result.ok || result.values === undefined) return null;
  return { values: result.values, field: result.field };
}

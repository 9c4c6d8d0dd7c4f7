// What the last form post of an admin page answered (lib/admin/forms.server.ts): a status line
// above the forms, announced to screen readers.
import { useActionData } from 'react-router';
import styles from './admin-pages.module.css';

interface Result {
  ok: boolean;
  message: string;
  field: string | null;
}

function isResult(value: unknown): value is Result {
  return typeof value === 'object' && value !== null && 'ok' in value && 'message' in value;
}

export function AdminResult() {
  const result: unknown = useActionData();
  if (!isResult(result)) return null;
  return (
    <p
      className={result.ok ? styles.done : styles.refused}
      role={result.ok ? 'status' : 'alert'}
      data-testid="admin-result"
    >
      {result.message}
    </p>
  );
}

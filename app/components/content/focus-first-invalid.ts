// After a refused post, the focus goes to the first field that is refused (aria-invalid), so a
// keyboard or screen-reader user lands where the form needs them; without one (a refusal of the
// whole form) the error summary keeps the focus it takes itself. Runs after the summary's own
// effect (a child's effects run before its parent's), so the field wins. Without JavaScript the
// server's answer shows the same borders and messages; the browser keeps the focus at the top.
import { useEffect, type RefObject } from 'react';

export function useFocusFirstInvalid(
  form: RefObject<HTMLFormElement | null>,
  errors: readonly unknown[],
): void {
  useEffect(() => {
    if (errors.length === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [form, errors]);
}

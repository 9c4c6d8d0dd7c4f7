// The editing pseudo-language (SPEC.md §4; issue 18, docs/editing.md): for an account with
// localeEditor.update the language switch offers "Texte bearbeiten"; choosing it turns on the
// in-place editor for the page's language (kept for the browser tab in sessionStorage). The
// editor's code (./in-place-editor.tsx) is loaded only then, lazily; every other visitor renders
// nothing of it (root data says textEditor false).
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useT } from '../../i18n/provider';
import { useRootData } from '../../lib/root-data';

const STORAGE_KEY = 'feriora:textEditing';
const listeners = new Set<() => void>();

function readOn(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Turns the in-place mode on or off for this tab. */
export function setTextEditing(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(STORAGE_KEY, '1');
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused: the mode lasts until the next page load only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the in-place mode is on (false on the server and for non-editors). */
export function useTextEditingOn(): boolean {
  const editor = useRootData()?.textEditor === true;
  const on = useSyncExternalStore(subscribe, readOn, () => false);
  return editor && on;
}

/** The language switch's entry of the pseudo-language (null for everyone but editors). */
export function TextEditingEntry({ className }: { className?: string }) {
  const t = useT('common');
  const editor = useRootData()?.textEditor === true;
  const on = useTextEditingOn();
  if (!editor) return null;
  return (
    <button
      type="button"
      className={className}
      aria-pressed={on}
      data-testid="text-editing-toggle"
      // Not a text to edit in place: it switches the mode (./in-place-editor.tsx skips it).
      data-in-place-editor=""
      onClick={() => setTextEditing(!on)}
    >
      ✎ {t('nav.editTexts')}
    </button>
  );
}

const InPlaceEditor = lazy(() => import('./in-place-editor'));

/** Mounted once by the root layout: the in-place editor while the mode is on. */
export function TextEditingMount() {
  const on = useTextEditingOn();
  // A logout (textEditor false) ends the mode.
  const editor = useRootData()?.textEditor === true;
  useEffect(() => {
    if (!editor && readOn()) setTextEditing(false);
  }, [editor]);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <InPlaceEditor onExit={() => setTextEditing(false)} />
    </Suspense>
  );
}

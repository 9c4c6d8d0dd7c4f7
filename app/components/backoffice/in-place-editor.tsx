// The in-place editor (issue 18, docs/editing.md), loaded only for an editor who chose the editing
// pseudo-language: it records every text the page translates through useT (namespace, key, text),
// marks the elements showing one of them, and on a click opens a dialog to edit that text for the
// page's language (the locale editor's form: save, back to the default, history). A saved text is
// shown at once (the translator's patch) and is in force for every visitor (the server's override).
import { useEffect, useRef, useState } from 'react';
import type { Language } from '#core/languages';
import { SCREEN_TEXTS } from '#core/i18n/namespaces';
import { useT, useTextEditing, useTextsLoader } from '../../i18n/provider';
import { useApi } from '../../lib/api/provider';
import { usePageInfo } from '../../lib/page-info';
import { useRootData } from '../../lib/root-data';
import { EntryEditor } from './locale-editor-screen';
import { getLocaleTexts, type LocaleEntry } from './locale-api';

const MARK = 'data-text-edit';

interface Candidate {
  ns: string;
  key: string;
}

export default function InPlaceEditor({ onExit }: { onExit: () => void }) {
  const t = useT('content');
  const editing = useTextEditing();
  const api = useApi();
  const language = (useRootData()?.language ?? 'de') as Language;
  const registry = useRef(new Map<string, Candidate[]>());
  const routeName = usePageInfo()?.routeName;
  // Marks the page again (set by the marking effect): after texts are registered late.
  const remark = useRef<() => void>(() => {});
  // Nothing is marked before the route's own texts are registered: an element marked earlier
  // offered only what else reads the same (a click on the contact heading in that moment opened
  // the footer link's text, seen in a loaded CI run).
  const routeTextsIn = useRef(false);
  const [candidates, setCandidates] = useState<Candidate[] | null>(null);
  const [chosen, setChosen] = useState<{ candidate: Candidate; entry: LocaleEntry } | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  // The editor's own words (the page sent only its screen's texts).
  const loadTexts = useTextsLoader();
  useEffect(() => {
    void loadTexts(SCREEN_TEXTS.localeEditor).catch(() => {});
  }, [loadTexts]);

  // Record the texts while the mode is on.
  useEffect(() => {
    if (!editing) return;
    const texts = registry.current;
    editing.setRecorder((ns, key, text) => {
      const normal = text.trim();
      if (normal === '') return;
      const list = texts.get(normal) ?? [];
      if (!list.some((c) => c.ns === ns && c.key === key)) list.push({ ns, key });
      texts.set(normal, list);
    });
    return () => editing.setRecorder(null);
  }, [editing]);

  // The page's heading, intro and breadcrumb come translated from its loader (`routes:<Route>.…`),
  // not through useT, so nothing recorded them: the contact page's heading "Hilfe & Kontakt" was
  // found only by the footer link of the same words, and editing it changed the footer. Register
  // the route's own texts first, so they are offered before a text that only reads the same.
  useEffect(() => {
    const settle = () => {
      routeTextsIn.current = true;
      remark.current();
    };
    if (!editing || routeName === undefined) {
      settle();
      return;
    }
    routeTextsIn.current = false;
    let live = true;
    getLocaleTexts(api, language, 'routes')
      .then((answer) => {
        if (!live) return;
        for (const entry of answer.entries) {
          if (!entry.key.startsWith(`${routeName}.`)) continue;
          const normal = entry.value.trim();
          if (normal === '') continue;
          const list = registry.current.get(normal) ?? [];
          if (list.some((c) => c.ns === 'routes' && c.key === entry.key)) continue;
          registry.current.set(normal, [{ ns: 'routes', key: entry.key }, ...list]);
        }
        settle();
      })
      // Without them the page's other texts are still editable.
      .catch(() => {
        if (live) settle();
      });
    return () => {
      live = false;
    };
  }, [api, editing, language, routeName]);

  // Mark the elements whose own text is a recorded one; again whenever the page changes.
  useEffect(() => {
    const marked = new Set<HTMLElement>();
    const mark = () => {
      if (!routeTextsIn.current) return;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        // Not the editor's own controls, nor the locale editor's screen (its buttons are texts too).
        if (!parent || parent.closest('[data-in-place-editor], [data-locale-editor]')) continue;
        const text = (node.nodeValue ?? '').trim();
        if (text === '' || !registry.current.has(text) || parent.hasAttribute(MARK)) continue;
        parent.setAttribute(MARK, text);
        parent.style.outline = '2px dashed #c2410c';
        parent.style.outlineOffset = '2px';
        parent.style.cursor = 'pointer';
        marked.add(parent);
      }
    };
    remark.current = mark;
    const timer = setTimeout(mark, 0);
    const observer = new MutationObserver(() => mark());
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest(`[${MARK}]`) : null;
      if (!target || target.closest('[data-in-place-editor]')) return;
      event.preventDefault();
      event.stopPropagation();
      const found = registry.current.get(target.getAttribute(MARK) ?? '') ?? [];
      // The page's main heading is its route's title, whatever else reads the same.
      const title = found.find((c) => c.ns === 'routes' && c.key.endsWith('.title'));
      setChosen(null);
      setCandidates(target.tagName === 'H1' && title !== undefined ? [title] : found);
    };
    document.addEventListener('click', onClick, true);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      document.removeEventListener('click', onClick, true);
      for (const element of marked) {
        element.removeAttribute(MARK);
        element.style.outline = '';
        element.style.outlineOffset = '';
        element.style.cursor = '';
      }
    };
  }, []);

  // One candidate: straight to its form.
  useEffect(() => {
    if (candidates === null) return;
    dialog.current?.showModal();
    if (candidates.length === 1) void choose(candidates[0]!);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [candidates]);

  async function choose(candidate: Candidate) {
    const answer = await getLocaleTexts(api, language, candidate.ns);
    const entry = answer.entries.find((e) => e.key === candidate.key);
    if (entry) setChosen({ candidate, entry });
  }

  function close() {
    dialog.current?.close();
    setCandidates(null);
    setChosen(null);
  }

  return (
    <div data-in-place-editor="">
      <div
        role="status"
        style={{
          position: 'fixed',
          insetInline: '1rem',
          bottom: '1rem',
          zIndex: 1000,
          display: 'flex',
          flexWrap: 'wrap',
          gap: '0.75rem',
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: '0.75rem 1rem',
          borderRadius: '8px',
          background: '#1f2937',
          color: '#fff',
          boxShadow: '0 4px 16px rgba(0,0,0,.25)',
        }}
      >
        <span>{t('localeEditor.inPlaceHint', { language: language.toUpperCase() })}</span>
        <button
          type="button"
          onClick={onExit}
          style={{
            minHeight: '44px',
            padding: '0 1rem',
            borderRadius: '999px',
            border: '1px solid #fff',
            background: 'transparent',
            color: '#fff',
            font: 'inherit',
            cursor: 'pointer',
          }}
        >
          {t('localeEditor.inPlaceOff')}
        </button>
      </div>
      <dialog
        ref={dialog}
        aria-labelledby="in-place-title"
        onClose={() => {
          setCandidates(null);
          setChosen(null);
        }}
        style={{ width: 'min(40rem, 92vw)', padding: '1.25rem', borderRadius: '8px', border: 0 }}
      >
        <h2 id="in-place-title" style={{ marginTop: 0, fontSize: '1.25rem' }}>
          {chosen ? chosen.entry.key : t('localeEditor.choose')}
        </h2>
        {chosen ? (
          <EntryEditor
            entry={chosen.entry}
            language={language}
            namespace={chosen.candidate.ns}
            onChanged={(entry) => {
              editing?.patch(chosen.candidate.ns, entry.key, entry.value);
              setChosen({ ...chosen, entry });
            }}
            onClose={close}
          />
        ) : (
          <ul>
            {(candidates ?? []).map((c) => (
              <li key={`${c.ns}:${c.key}`}>
                <button type="button" onClick={() => void choose(c)}>
                  {c.ns}:{c.key}
                </button>
              </li>
            ))}
          </ul>
        )}
      </dialog>
    </div>
  );
}

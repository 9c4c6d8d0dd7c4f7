// The locale editor's screen (issue 18, docs/editing.md): choose a namespace and a language, see
// how many translations are missing per language, search keys and texts, and edit one text with
// its history (save, restore a version, back to the default). Every text is shown as text: React
// escapes it, markup included.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { formatBerlinInstant } from '#core/format';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '#core/languages';
import { useT } from '../../i18n/provider';
import { ApiClientError } from '../../lib/api/client';
import { useApi } from '../../lib/api/provider';
import { useRootData } from '../../lib/root-data';
import buttons from '../ui/button.module.css';
import styles from './locale-editor.module.css';
import {
  getLocaleHistory,
  getLocaleTexts,
  revertLocaleText,
  setLocaleText,
  type LocaleEntry,
  type LocaleHistory,
} from './locale-api';

interface MissingCount {
  namespace: string;
  language: string;
  count: number;
}

export function LocaleEditorScreen({
  namespaces,
  missing,
}: {
  namespaces: readonly string[];
  missing: readonly MissingCount[];
}) {
  const t = useT('content');
  const pageLanguage = (useRootData()?.language ?? 'de') as Language;
  const [namespace, setNamespace] = useState(namespaces[0] ?? 'common');
  const [language, setLanguage] = useState<Language>(pageLanguage);
  const [query, setQuery] = useState('');
  const [onlyMissing, setOnlyMissing] = useState(false);
  // The texts of the chosen namespace and language ('lng/ns'); another pair's are not shown.
  const [loaded, setLoaded] = useState<{ of: string; entries: LocaleEntry[] } | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const api = useApi();
  const pair = `${language}/${namespace}`;
  const entries = loaded?.of === pair ? loaded.entries : null;

  useEffect(() => {
    let current = true;
    getLocaleTexts(api, language, namespace).then(
      (answer) => current && setLoaded({ of: `${language}/${namespace}`, entries: answer.entries }),
      () => current && setLoaded({ of: `${language}/${namespace}`, entries: [] }),
    );
    return () => {
      current = false;
    };
  }, [api, language, namespace]);

  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return (entries ?? []).filter(
      (entry) =>
        (!onlyMissing || entry.value.trim() === '') &&
        (needle === '' ||
          entry.key.toLowerCase().includes(needle) ||
          entry.value.toLowerCase().includes(needle) ||
          entry.source.toLowerCase().includes(needle)),
    );
  }, [entries, query, onlyMissing]);

  const replaceEntry = useCallback((entry: LocaleEntry) => {
    setLoaded(
      (all) =>
        all && { ...all, entries: all.entries.map((e) => (e.key === entry.key ? entry : e)) },
    );
  }, []);

  const missingOf = (ns: string, lng: string) =>
    missing.find((m) => m.namespace === ns && m.language === lng)?.count ?? 0;

  return (
    <div className={styles.screen} data-testid="locale-editor" data-locale-editor="">
      <p className={styles.intro}>{t('localeEditor.intro')}</p>
      <div className={styles.controls}>
        <label className={styles.control}>
          <span>{t('localeEditor.namespace')}</span>
          <select value={namespace} onChange={(e) => setNamespace(e.target.value)}>
            {namespaces.map((ns) => (
              <option key={ns} value={ns}>
                {ns}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.control}>
          <span>{t('localeEditor.language')}</span>
          <select value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
            {LANGUAGES.map((lng) => (
              <option key={lng} value={lng}>
                {LANGUAGE_NAMES[lng]}
              </option>
            ))}
          </select>
        </label>
        <label className={`${styles.control} ${styles.search}`}>
          <span>{t('localeEditor.search')}</span>
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={onlyMissing}
            onChange={(e) => setOnlyMissing(e.target.checked)}
          />
          <span>{t('localeEditor.onlyMissing')}</span>
        </label>
      </div>

      <section aria-labelledby="locale-missing" className={styles.missing}>
        <h2 id="locale-missing">{t('localeEditor.missingHeading')}</h2>
        <ul className={styles.missingList}>
          {LANGUAGES.filter((lng) => lng !== 'de').map((lng) => (
            <li key={lng}>
              <button
                type="button"
                className={styles.missingButton}
                onClick={() => {
                  setLanguage(lng);
                  setOnlyMissing(true);
                }}
              >
                {LANGUAGE_NAMES[lng]}:{' '}
                {t('localeEditor.missingCount', { count: missingOf(namespace, lng) })}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <p className={styles.count} aria-live="polite">
        {entries === null ? '…' : t('localeEditor.results', { count: shown.length })}
      </p>
      <ul className={styles.entries}>
        {shown.slice(0, 200).map((entry) => (
          <li key={entry.key} className={styles.entry}>
            <div className={styles.entryHead}>
              <code className={styles.key}>{entry.key}</code>
              {entry.override !== null ? (
                <span className={styles.badge}>{t('localeEditor.overridden')}</span>
              ) : null}
              {entry.value.trim() === '' ? (
                <span className={`${styles.badge} ${styles.badgeMissing}`}>
                  {t('localeEditor.missing')}
                </span>
              ) : null}
            </div>
            {language !== 'de' ? (
              <p className={styles.source} lang="de">
                {entry.source}
              </p>
            ) : null}
            <p className={styles.value} lang={language}>
              {entry.value}
            </p>
            {selected === entry.key ? (
              <EntryEditor
                entry={entry}
                language={language}
                namespace={namespace}
                onChanged={replaceEntry}
                onClose={() => setSelected(null)}
              />
            ) : (
              <button
                type="button"
                className={buttons.secondary}
                onClick={() => setSelected(entry.key)}
                aria-label={`${t('localeEditor.edit')}: ${entry.key}`}
              >
                {t('localeEditor.edit')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One key's form: the text, save, back to the default, and its history with restore buttons. */
export function EntryEditor({
  entry,
  language,
  namespace,
  onChanged,
  onClose,
}: {
  entry: LocaleEntry;
  language: Language;
  namespace: string;
  onChanged: (entry: LocaleEntry) => void;
  onClose: () => void;
}) {
  const t = useT('content');
  const api = useApi();
  const [value, setValue] = useState(entry.value);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [history, setHistory] = useState<LocaleHistory | null>(null);
  const [busy, setBusy] = useState(false);
  const target = useMemo(
    () => ({ language, namespace, key: entry.key }),
    [language, namespace, entry.key],
  );
  const fieldId = `locale-${namespace}-${entry.key}`.replace(/[^\w-]/g, '-');

  const loadHistory = useCallback(() => {
    getLocaleHistory(api, target).then(setHistory, () => setHistory([]));
  }, [api, target]);
  useEffect(loadHistory, [loadHistory]);

  async function run(action: () => Promise<{ changed: boolean; entry: LocaleEntry }>) {
    setBusy(true);
    setStatus(null);
    try {
      const answer = await action();
      onChanged(answer.entry);
      setValue(answer.entry.value);
      setStatus({
        kind: 'ok',
        text: answer.changed ? t('localeEditor.saved') : t('localeEditor.unchanged'),
      });
      loadHistory();
    } catch (error) {
      const text =
        error instanceof ApiClientError && error.errors[0]?.text
          ? error.errors[0].text
          : t('localeEditor.failed');
      setStatus({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={styles.editor}
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => setLocaleText(api, target, value));
      }}
    >
      <label htmlFor={fieldId} className={styles.editorLabel}>
        {t('localeEditor.value', { language: LANGUAGE_NAMES[language] })}
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        value={value}
        rows={Math.min(8, Math.max(2, Math.ceil(value.length / 70)))}
        onChange={(e) => setValue(e.target.value)}
        lang={language}
      />
      {entry.placeholders.length > 0 ? (
        <p className={styles.hint}>
          {t('localeEditor.placeholders', {
            names: entry.placeholders.map((name) => `{{${name}}}`).join(', '),
          })}
        </p>
      ) : null}
      <p className={styles.hint}>
        {t('localeEditor.defaultValue')}: {entry.defaultValue ?? t('localeEditor.noDefault')}
      </p>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={busy}>
          {t('localeEditor.save')}
        </button>
        <button
          type="button"
          className={buttons.secondary}
          disabled={busy || entry.override === null}
          onClick={() => void run(() => revertLocaleText(api, target, null))}
        >
          {t('localeEditor.revertDefault')}
        </button>
        <button type="button" className={styles.link} onClick={onClose}>
          {t('localeEditor.cancel')}
        </button>
      </div>
      {status ? (
        <p
          role={status.kind === 'error' ? 'alert' : 'status'}
          className={status.kind === 'error' ? styles.error : styles.ok}
        >
          {status.text}
        </p>
      ) : null}
      <h3 className={styles.historyHeading}>{t('localeEditor.history')}</h3>
      {history === null ? null : history.length === 0 ? (
        <p className={styles.hint}>{t('localeEditor.noHistory')}</p>
      ) : (
        <ol className={styles.history}>
          {history.map((item) => (
            <li key={item.id}>
              <span className={styles.historyMeta}>
                {formatBerlinInstant(item.changedAt, language)} ·{' '}
                {t('localeEditor.by', { author: item.author ?? t('localeEditor.operator') })}
              </span>
              <span className={styles.historyText}>
                {item.newValue ?? `(${t('localeEditor.defaultMarker')})`}
              </span>
              <button
                type="button"
                className={styles.link}
                disabled={busy}
                onClick={() => void run(() => revertLocaleText(api, target, item.id))}
              >
                {t('localeEditor.revertTo')}
              </button>
            </li>
          ))}
        </ol>
      )}
    </form>
  );
}

// /admin/snippets/ (issue 18): one card per snippet with its texts per language (plain text; a
// page shows them escaped), save and delete; a form to create one. Plain form posts: the page
// works without JavaScript (route action, lib/admin/snippets.server.ts).
import { LANGUAGE_NAMES } from '#core/languages';
import type { loadSnippetsPage } from '../../lib/admin/snippets.server';
import { useT } from '../../i18n/provider';
import { AdminResult } from './admin-result';
import styles from './admin-pages.module.css';
import { ConfirmForm } from './confirm-form';

type Data = Awaited<ReturnType<typeof loadSnippetsPage>>;

function Texts({
  data,
  texts,
  idPrefix,
}: {
  data: Data;
  texts: Data['snippets'][number]['texts'];
  idPrefix: string;
}) {
  return (
    <div className={styles.fields}>
      {data.languages.map((language) => (
        <div key={language} className={styles.field}>
          <label htmlFor={`${idPrefix}-${language}`}>{LANGUAGE_NAMES[language]}</label>
          <textarea
            id={`${idPrefix}-${language}`}
            name={`text.${language}`}
            rows={3}
            maxLength={data.textMax}
            required={language === 'de'}
            defaultValue={texts[language] ?? ''}
            lang={language}
          />
        </div>
      ))}
    </div>
  );
}

export function AdminSnippetsScreen({ data }: { data: Data }) {
  const t = useT('admin');
  return (
    <div className={styles.stack} data-testid="admin-snippets">
      <AdminResult />
      <section className={styles.panel} aria-labelledby="snippet-new">
        <h2 id="snippet-new">{t('snippets.new')}</h2>
        <form method="post" className={styles.form}>
          <input type="hidden" name="intent" value="create" />
          <div className={styles.field}>
            <label htmlFor="snippet-key">{t('snippets.key')}</label>
            <input
              id="snippet-key"
              name="key"
              required
              maxLength={data.keyMax}
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              aria-describedby="snippet-key-hint"
              autoComplete="off"
            />
            <p id="snippet-key-hint" className={styles.hint}>
              {t('snippets.keyHint')}
            </p>
          </div>
          <Texts data={data} texts={{}} idPrefix="snippet-new" />
          <p className={styles.hint}>{t('snippets.textHint', { max: data.textMax })}</p>
          <div className={styles.actions}>
            <button type="submit" className={styles.primary}>
              {t('snippets.create')}
            </button>
          </div>
        </form>
      </section>
      <h2>{t('snippets.list')}</h2>
      {data.snippets.length === 0 ? <p>{t('snippets.none')}</p> : null}
      {data.snippets.map((snippet) => (
        <section
          key={snippet.key}
          className={styles.panel}
          aria-labelledby={`snippet-${snippet.key}`}
          data-snippet={snippet.key}
        >
          <h3 id={`snippet-${snippet.key}`}>
            <code>{snippet.key}</code>
          </h3>
          <form method="post" className={styles.form}>
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="key" value={snippet.key} />
            <Texts data={data} texts={snippet.texts} idPrefix={`snippet-${snippet.key}`} />
            <div className={styles.actions}>
              <button type="submit" className={styles.primary}>
                {t('snippets.save')}
              </button>
            </div>
          </form>
          {/* The snippet goes in every language at once, and pages that include it lose it. */}
          <ConfirmForm
            question={t('snippets.deleteConfirm', { key: snippet.key })}
            className={styles.actions}
            hidden={{ intent: 'delete', key: snippet.key }}
          >
            <button type="submit" className={styles.danger}>
              {t('snippets.delete', { key: snippet.key })}
            </button>
          </ConfirmForm>
        </section>
      ))}
    </div>
  );
}

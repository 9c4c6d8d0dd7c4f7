// /admin/cmsplayground/ (issue 18, docs/editing.md "CMS containers"): choose language, page and
// container; take the lock; edit the rich text (TipTap, a lazy chunk loaded only here); save the
// draft and see its preview (rendered and sanitised by the server); publish, withdraw; see the
// versions and take one back as the draft. Every change goes through the cms/content calls,
// which check admin.cms and the lock on the server.
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { formatBerlinInstant } from '#core/format';
import { LANGUAGE_NAMES, type Language } from '#core/languages';
import type { CmsAction } from '#core/cms';
import { useT } from '../../i18n/provider';
import { ApiClientError } from '../../lib/api/client';
import { useApi } from '../../lib/api/provider';
import type { CmsPlaygroundData } from '../../lib/admin/cms.server';
import buttons from '../ui/button.module.css';
import {
  type CmsContentAnswer,
  type CmsTarget,
  getCmsDraft,
  setCmsContent,
  toggleCmsLock,
} from './cms-api';
import styles from './cms-playground.module.css';

const CmsRichEditor = lazy(() => import('./cms-rich-editor'));

type Message = { kind: 'ok' | 'error'; text: string } | null;

const keyOf = (target: CmsTarget) => `${target.language}/${target.page}/${target.containerKey}`;

export function CmsPlaygroundScreen({ data }: { data: CmsPlaygroundData }) {
  const t = useT('cms');
  const api = useApi();
  const [target, setTarget] = useState<CmsTarget>(data.initial);
  const [containerKey, setContainerKey] = useState(data.initial.containerKey);
  // The container's state as the server last answered, for the target it was asked for.
  const [state, setState] = useState<{ of: string; answer: CmsContentAnswer } | null>(null);
  // What the editor holds (JSON text), and a counter that remounts the editor with the server's
  // draft (after loading another container or taking a version back).
  const [local, setLocal] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const current = state?.of === keyOf(target) ? state.answer : null;
  const editor = current?.editor;
  const mine = editor?.lock?.mine === true;
  const locale = target.language as Language;

  const when = (iso: string) => formatBerlinInstant(iso, locale);

  const show = useCallback((answer: CmsContentAnswer, reload: boolean) => {
    setState({ of: keyOf(answer), answer });
    if (reload) {
      setLocal(answer.editor?.draft ?? null);
      setRevision((n) => n + 1);
    }
  }, []);

  const failure = useCallback(
    (error: unknown): Message => {
      const first = error instanceof ApiClientError ? error.errors[0] : undefined;
      if (first?.type === 'conflict') {
        const info = (first.data ?? {}) as {
          lockedBy?: string;
          lockedByEmail?: string;
          lockedUntil?: string;
        };
        return {
          kind: 'error',
          text: t('playground.lockOther', {
            name: info.lockedBy ?? '',
            email: info.lockedByEmail ?? '',
            until: info.lockedUntil ? when(info.lockedUntil) : '',
          }),
        };
      }
      const field = (first?.data as { field?: string } | undefined)?.field;
      return { kind: 'error', text: `${t('playground.failed')}${field ? ` (${field})` : ''}` };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale],
  );

  useEffect(() => {
    let live = true;
    getCmsDraft(api, target).then(
      (answer) => live && show(answer, true),
      (error: unknown) => live && setMessage(failure(error)),
    );
    return () => {
      live = false;
    };
  }, [api, target, show, failure]);

  async function run(
    work: () => Promise<CmsContentAnswer>,
    done: (a: CmsContentAnswer) => string,
    reload = false,
  ) {
    setBusy(true);
    setMessage(null);
    try {
      const answer = await work();
      show(answer, reload);
      setMessage({ kind: 'ok', text: done(answer) });
    } catch (error) {
      setMessage(failure(error));
      // The lock may have changed hands: show the container as it is now.
      getCmsDraft(api, target).then(
        (answer) => show(answer, false),
        () => undefined,
      );
    } finally {
      setBusy(false);
    }
  }

  const choose = (next: CmsTarget) => {
    setMessage(null);
    setTarget(next);
  };

  const withId = { ...target, contentID: current?.contentID ?? null };
  const act = (action: CmsAction, extra: { containerContent?: string; versionID?: number } = {}) =>
    run(
      () => setCmsContent(api, withId, action, extra),
      (answer) =>
        'changed' in answer && answer.changed === false
          ? t('playground.unchanged')
          : t(
              action === 'save'
                ? 'playground.saved'
                : action === 'publish'
                  ? 'playground.publishedDone'
                  : action === 'unpublish'
                    ? 'playground.unpublishedDone'
                    : 'playground.reverted',
            ),
      action === 'revert',
    );

  const status = current?.contentStatus ?? null;
  const statusText =
    status === null
      ? t('playground.statusNone')
      : status === 'published'
        ? t('playground.statusPublished')
        : status === 'unpublished'
          ? t('playground.statusUnpublished')
          : t('playground.statusDraft');
  const content = local ?? editor?.draft ?? undefined;

  return (
    <div className={styles.screen} data-testid="cms-playground">
      <p className={styles.intro}>{t('playground.intro', { minutes: data.lockMinutes })}</p>
      <form
        className={styles.controls}
        onSubmit={(event) => {
          event.preventDefault();
          if (/^[a-z][a-zA-Z0-9_.:-]{0,63}$/.test(containerKey)) {
            choose({ ...target, containerKey });
          }
        }}
      >
        <label className={styles.control}>
          <span>{t('playground.language')}</span>
          <select
            value={target.language}
            onChange={(e) => choose({ ...target, language: e.target.value })}
          >
            {data.languages.map((lng) => (
              <option key={lng} value={lng}>
                {LANGUAGE_NAMES[lng]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.control}>
          <span>{t('playground.page')}</span>
          <select value={target.page} onChange={(e) => choose({ ...target, page: e.target.value })}>
            {data.pages.map((page) => (
              <option key={page.page} value={page.page}>
                {page.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.control}>
          <span>{t('playground.containerKey')}</span>
          <input
            value={containerKey}
            onChange={(e) => setContainerKey(e.target.value)}
            onBlur={() => {
              if (/^[a-z][a-zA-Z0-9_.:-]{0,63}$/.test(containerKey)) {
                choose({ ...target, containerKey });
              }
            }}
            pattern="[a-z][a-zA-Z0-9_.:\-]{0,63}"
            required
          />
        </label>
      </form>

      <div className={styles.statusRow}>
        <p>
          <strong>{t('playground.status')}:</strong>{' '}
          <span data-testid="cms-status">{current ? statusText : '…'}</span>
          {current?.publishedAt
            ? ` · ${t('playground.publishedAt', { date: when(current.publishedAt) })}`
            : null}
          {editor?.changed && current?.publishedAt ? ` · ${t('playground.changed')}` : null}
        </p>
        <p data-testid="cms-lock">
          {editor?.lock
            ? editor.lock.mine
              ? t('playground.lockMine', { until: when(editor.lock.until) })
              : t('playground.lockOther', {
                  name: editor.lock.holder.name,
                  email: editor.lock.holder.email ?? '',
                  until: when(editor.lock.until),
                })
            : t('playground.lockNone')}
        </p>
        <button
          type="button"
          className={mine ? buttons.secondary : buttons.primary}
          disabled={busy || current === null}
          onClick={() =>
            void run(
              () => toggleCmsLock(api, withId, !mine),
              () => (mine ? t('playground.lockReleased') : t('playground.lockTaken')),
            )
          }
        >
          {mine ? t('playground.lockRelease') : t('playground.lockTake')}
        </button>
      </div>

      {message ? (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? styles.error : styles.ok}
          data-testid="cms-message"
        >
          {message.text}
        </p>
      ) : (
        <p role="status" className={styles.ok} />
      )}

      <div className={styles.columns}>
        <section aria-labelledby="cms-edit-h" className={styles.column}>
          <h2 id="cms-edit-h" className={styles.heading}>
            {t('playground.editorLabel')}
          </h2>
          {current ? (
            <Suspense fallback={<p className={styles.hint}>{t('playground.editorLoading')}</p>}>
              <CmsRichEditor
                key={`${keyOf(target)}:${revision}`}
                initial={content ?? null}
                editable={mine && !busy}
                onChange={setLocal}
                labels={{
                  editor: t('playground.editorLabel'),
                  toolbar: t('playground.toolbar'),
                  bold: t('playground.bold'),
                  italic: t('playground.italic'),
                  paragraph: t('playground.paragraph'),
                  heading: (level) => t('playground.heading', { level }),
                  bulletList: t('playground.bulletList'),
                  orderedList: t('playground.orderedList'),
                  blockquote: t('playground.blockquote'),
                  link: t('playground.link'),
                  unlink: t('playground.unlink'),
                  linkPrompt: t('playground.linkPrompt'),
                }}
              />
            </Suspense>
          ) : (
            <p className={styles.hint}>{t('playground.editorLoading')}</p>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className={buttons.primary}
              disabled={busy || !mine || content === undefined}
              onClick={() => void act('save', { containerContent: content })}
            >
              {t('playground.save')}
            </button>
            <button
              type="button"
              className={buttons.secondary}
              disabled={busy || !mine || (content === undefined && !editor?.draft)}
              onClick={() =>
                void act('publish', content === undefined ? {} : { containerContent: content })
              }
            >
              {t('playground.publish')}
            </button>
            <button
              type="button"
              className={buttons.danger}
              disabled={busy || !mine || !current?.publishedAt}
              onClick={() => void act('unpublish')}
            >
              {t('playground.unpublish')}
            </button>
          </div>
        </section>

        <section aria-labelledby="cms-preview-h" className={styles.column}>
          <h2 id="cms-preview-h" className={styles.heading}>
            {t('playground.preview')}
          </h2>
          {current?.html ? (
            <div
              className={styles.preview}
              data-testid="cms-preview"
              // The server's rendering of the sanitised draft (services/backoffice cms.ts).
              dangerouslySetInnerHTML={{ __html: current.html }}
            />
          ) : (
            <p className={styles.hint}>{t('playground.previewEmpty')}</p>
          )}
          <h2 className={styles.heading}>{t('playground.versions')}</h2>
          {editor && editor.versions.length > 0 ? (
            <ol className={styles.versions} data-testid="cms-versions">
              {editor.versions.map((version) => (
                <li key={version.id} className={styles.version}>
                  <span className={styles.versionMeta}>
                    {when(version.createdAt)} ·{' '}
                    {t(
                      version.action === 'save'
                        ? 'playground.actionSave'
                        : version.action === 'publish'
                          ? 'playground.actionPublish'
                          : version.action === 'unpublish'
                            ? 'playground.actionUnpublish'
                            : 'playground.actionRevert',
                    )}{' '}
                    ·{' '}
                    {t('playground.by', { name: version.author?.name ?? t('playground.operator') })}
                  </span>
                  <span className={styles.excerpt}>{version.excerpt || '—'}</span>
                  {version.excerpt !== '' ? (
                    <button
                      type="button"
                      className={styles.link}
                      disabled={busy || !mine}
                      onClick={() => void act('revert', { versionID: version.id })}
                    >
                      {t('playground.revert')}
                    </button>
                  ) : null}
                </li>
              ))}
            </ol>
          ) : (
            <p className={styles.hint}>{t('playground.versionsNone')}</p>
          )}
        </section>
      </div>
    </div>
  );
}

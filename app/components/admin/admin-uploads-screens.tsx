// /admin/s3upload/, /admin/s3uploadOffice/ and /admin/teaser/ (issue 18, docs/media.md): the
// upload form (a multipart call to POST /api/admin/uploads with a preview of the chosen file), the
// uploads with thumbnails, a copyable URL, alt texts per language and delete; the office staff
// with their portraits; the home teasers and hero with a picker of the uploaded teaser images.
// Alt texts, deletes, staff photos and teasers are plain form posts (lib/admin/*.server.ts).
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { LANGUAGE_NAMES, type Language } from '#core/languages';
import type { UploadKind } from '#core/media-uploads';
import type { loadTeaserPage } from '../../lib/admin/teaser.server';
import type { loadStaffUploadsPage, loadUploadsPage } from '../../lib/admin/uploads.server';
import { postFile } from '../../lib/api/post-file';
import { useApi } from '../../lib/api/provider';
import { useT } from '../../i18n/provider';
import { AdminResult, AdminResultLine } from './admin-result';
import styles from './admin-pages.module.css';
import own from './admin-uploads.module.css';

type UploadsData = Awaited<ReturnType<typeof loadUploadsPage>>;
type StaffData = Awaited<ReturnType<typeof loadStaffUploadsPage>>;
type TeaserData = Awaited<ReturnType<typeof loadTeaserPage>>;
type Upload = UploadsData['uploads'][number];

/** The upload form: choose, preview, send; the list reloads after a success. */
function UploadForm({ kinds, maxBytes }: { kinds: readonly UploadKind[]; maxBytes: number }) {
  const t = useT('media');
  const tErrors = useT('errors');
  const api = useApi();
  const revalidator = useRevalidator();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [state, setState] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const onChoose = (file: File | undefined) => {
    setState(null);
    setPreview(file ? URL.createObjectURL(file) : null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) {
      setState({ ok: false, text: tErrors('errors.media.noFile') });
      return;
    }
    if (file.size > maxBytes) {
      setState({ ok: false, text: tErrors('errors.media.tooBig') });
      return;
    }
    const formElement = event.currentTarget;
    setBusy(true);
    const posted = await postFile(
      '/api/admin/uploads',
      { mandant: api.mandant, kind: String(form.get('kind') ?? kinds[0]) },
      file,
    );
    if (posted.ok) {
      setState({ ok: true, text: t('uploads.uploaded', { name: file.name }) });
      formElement.reset();
      setPreview(null);
      await revalidator.revalidate();
    } else {
      const failed = t('uploads.failed');
      setState({
        ok: false,
        text:
          posted.errorKey === null ? failed : tErrors(posted.errorKey, { defaultValue: failed }),
      });
    }
    setBusy(false);
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('uploads.new')}</h2>
      <form className={styles.form} onSubmit={onSubmit} data-testid="upload-form">
        {kinds.length > 1 ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-kind`}>{t('uploads.kind')}</label>
            <select id={`${id}-kind`} name="kind" defaultValue={kinds[0]}>
              {kinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kinds.${kind}`)}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <input type="hidden" name="kind" value={kinds[0]} />
        )}
        <div className={styles.field}>
          <label htmlFor={`${id}-file`}>{t('uploads.file')}</label>
          <input
            id={`${id}-file`}
            name="file"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            required
            aria-describedby={`${id}-hint`}
            onChange={(event) => onChoose(event.currentTarget.files?.[0])}
          />
          <p id={`${id}-hint`} className={styles.hint}>
            {t('uploads.hint', { mb: Math.round(maxBytes / 1024 / 1024) })}
          </p>
        </div>
        {preview ? <img className={own.preview} src={preview} alt={t('uploads.preview')} /> : null}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? t('uploads.sending') : t('uploads.send')}
          </button>
        </div>
        {state ? (
          <AdminResultLine ok={state.ok} message={state.text} testId="upload-state" />
        ) : null}
      </form>
    </section>
  );
}

function CopyUrl({ url }: { url: string }) {
  const t = useT('media');
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className={own.copy}>
      <label htmlFor={id} className="visually-hidden">
        {t('uploads.url')}
      </label>
      <input id={id} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      <button
        type="button"
        className={own.secondary}
        onClick={() => {
          void navigator.clipboard?.writeText(url).then(() => setCopied(true));
        }}
      >
        {copied ? t('uploads.copied') : t('uploads.copy')}
      </button>
    </div>
  );
}

/** One text field per language (alt texts, teaser titles), each input marked with its language. */
function LanguageFields({
  languages,
  idPrefix,
  namePrefix,
  label,
  maxLength,
  values,
  placeholder,
}: {
  languages: readonly Language[];
  idPrefix: string;
  /** The inputs are named `${namePrefix}.${language}`, as the page's action reads them. */
  namePrefix: string;
  label: (language: Language) => string;
  maxLength: number;
  values: Readonly<Partial<Record<Language, string>>>;
  placeholder?: (language: Language) => string;
}) {
  return (
    <>
      {languages.map((language) => (
        <div key={language} className={styles.field}>
          <label htmlFor={`${idPrefix}-${language}`}>{label(language)}</label>
          <input
            id={`${idPrefix}-${language}`}
            name={`${namePrefix}.${language}`}
            maxLength={maxLength}
            lang={language}
            placeholder={placeholder?.(language)}
            defaultValue={values[language] ?? ''}
          />
        </div>
      ))}
    </>
  );
}

function UploadCard({
  upload,
  languages,
  origin,
}: {
  upload: Upload;
  languages: readonly Language[];
  origin: string;
}) {
  const t = useT('media');
  const id = `upload-${upload.id}`;
  return (
    <li className={`${styles.panel} ${own.card}`} data-testid="upload-item">
      <img
        className={own.thumb}
        src={upload.thumbUrl}
        alt={upload.alt.de ?? ''}
        width={160}
        height={upload.kind === 'content' ? Math.round((160 * upload.height) / upload.width) : 120}
        loading="lazy"
      />
      <div className={own.cardBody}>
        <h3 id={id} className={own.name}>
          {upload.name}
        </h3>
        <p className={styles.hint}>
          {t(`kinds.${upload.kind}`)} · {upload.width} × {upload.height} px ·{' '}
          <code>{upload.ref}</code>
        </p>
        <CopyUrl url={`${origin}${upload.url}`} />
        <details>
          <summary>{t('uploads.alt')}</summary>
          <form method="post" className={styles.form}>
            <input type="hidden" name="intent" value="alt" />
            <input type="hidden" name="id" value={upload.id} />
            <div className={styles.fields}>
              <LanguageFields
                languages={languages}
                idPrefix={`${id}-alt`}
                namePrefix="alt"
                label={(language) => LANGUAGE_NAMES[language]}
                maxLength={200}
                values={upload.alt}
              />
            </div>
            <div className={styles.actions}>
              <button type="submit" className={styles.primary}>
                {t('uploads.saveAlt')}
              </button>
            </div>
          </form>
        </details>
        <form method="post" className={styles.actions}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={upload.id} />
          <button type="submit" className={styles.danger} aria-describedby={id}>
            {t('uploads.delete')}
          </button>
        </form>
      </div>
    </li>
  );
}

/** An upload page: its form posts' answers, the upload form, what the page adds, the uploads. */
function UploadsPage({
  data,
  testId,
  children,
}: {
  data: UploadsData | StaffData;
  testId: string;
  children?: ReactNode;
}) {
  const t = useT('media');
  return (
    <div className={styles.stack} data-testid={testId}>
      <AdminResult />
      <UploadForm kinds={data.kinds} maxBytes={data.maxBytes} />
      {children}
      <h2>{t('uploads.list')}</h2>
      {data.uploads.length === 0 ? <p>{t('uploads.none')}</p> : null}
      <ul className={own.list}>
        {data.uploads.map((upload) => (
          <UploadCard
            key={upload.id}
            upload={upload}
            languages={data.languages}
            origin={data.origin}
          />
        ))}
      </ul>
    </div>
  );
}

export function AdminUploadsScreen({ data }: { data: UploadsData }) {
  return <UploadsPage data={data} testId="admin-uploads" />;
}

export function AdminStaffUploadsScreen({ data }: { data: StaffData }) {
  const t = useT('media');
  return (
    <UploadsPage data={data} testId="admin-staff-uploads">
      <section className={styles.panel} aria-labelledby="staff-photos">
        <h2 id="staff-photos">{t('office.staff')}</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('office.photo')}</th>
                <th scope="col">{t('office.name')}</th>
                <th scope="col">{t('office.choose')}</th>
              </tr>
            </thead>
            <tbody>
              {data.staff.map((person) => (
                <tr key={person.id} data-testid="staff-row">
                  <td>
                    {person.photoUrl ? (
                      <img
                        src={person.photoUrl}
                        alt=""
                        width={45}
                        height={45}
                        className={own.face}
                      />
                    ) : (
                      '–'
                    )}
                  </td>
                  <td>
                    {person.name}
                    {person.active ? '' : ` (${t('office.inactive')})`}
                  </td>
                  <td>
                    <form method="post" className={own.assign}>
                      <input type="hidden" name="intent" value="assign" />
                      <input type="hidden" name="staffId" value={person.id} />
                      <label htmlFor={`staff-${person.id}`} className="visually-hidden">
                        {t('office.photoOf', { name: person.name })}
                      </label>
                      <select
                        id={`staff-${person.id}`}
                        name="uploadId"
                        defaultValue={
                          data.uploads.find((upload) => upload.ref === person.photoId)?.id ?? ''
                        }
                      >
                        <option value="">{t('office.generated')}</option>
                        {data.uploads.map((upload) => (
                          <option key={upload.id} value={upload.id}>
                            {upload.name}
                          </option>
                        ))}
                      </select>
                      <button type="submit" className={styles.primary}>
                        {t('office.assign')}
                      </button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </UploadsPage>
  );
}

/** A picture field: the id, a preview and the uploaded teaser images to pick from. */
function PictureField({
  name,
  label,
  value,
  preview,
  images,
}: {
  name: string;
  label: string;
  value: string;
  preview: string;
  images: TeaserData['images'];
}) {
  const t = useT('media');
  const id = useId();
  const [current, setCurrent] = useState(value);
  const picked = images.find((image) => image.ref === current);
  return (
    <div className={own.picture}>
      <img
        className={own.thumb}
        src={picked ? picked.thumbUrl : preview}
        alt=""
        width={160}
        height={120}
      />
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={`${id}-pick`}>{label}</label>
          <select
            id={`${id}-pick`}
            value={picked ? current : ''}
            onChange={(event) => {
              if (event.currentTarget.value !== '') setCurrent(event.currentTarget.value);
            }}
          >
            <option value="">{t('teaser.poolPhoto')}</option>
            {images.map((image) => (
              <option key={image.ref} value={image.ref}>
                {image.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-id`}>{t('teaser.imageId')}</label>
          <input
            id={`${id}-id`}
            name={name}
            value={current}
            required
            onChange={(event) => setCurrent(event.currentTarget.value)}
            autoComplete="off"
            data-testid={`${name}-input`}
          />
        </div>
      </div>
    </div>
  );
}

export function AdminTeaserScreen({ data }: { data: TeaserData }) {
  const t = useT('media');
  return (
    <div className={styles.stack} data-testid="admin-teaser">
      <AdminResult />
      <form method="post" className={styles.stack}>
        <input type="hidden" name="count" value={data.teasers.length} />
        <section className={styles.panel} aria-labelledby="teaser-hero">
          <h2 id="teaser-hero">{t('teaser.hero')}</h2>
          <PictureField
            name="hero.img"
            label={t('teaser.heroImage')}
            value={data.hero.img}
            preview={data.hero.preview}
            images={data.images}
          />
        </section>
        {data.teasers.map((teaser, index) => (
          <section
            key={`${teaser.topic}-${index}`}
            className={styles.panel}
            aria-labelledby={`teaser-${index}`}
            data-testid="teaser-item"
          >
            <h2 id={`teaser-${index}`}>{teaser.topicTitle}</h2>
            <input type="hidden" name={`teaser.${index}.topic`} value={teaser.topic} />
            <PictureField
              name={`teaser.${index}.img`}
              label={t('teaser.image')}
              value={teaser.img}
              preview={teaser.preview}
              images={data.images}
            />
            <div className={styles.fields}>
              <LanguageFields
                languages={data.languages}
                idPrefix={`teaser-${index}-title`}
                namePrefix={`teaser.${index}.title`}
                label={(language) => t('teaser.title', { language: LANGUAGE_NAMES[language] })}
                maxLength={160}
                values={teaser.title}
                placeholder={(language) => (language === 'de' ? teaser.topicTitle : '')}
              />
              <div className={styles.field}>
                <label htmlFor={`teaser-${index}-href`}>{t('teaser.href')}</label>
                <input
                  id={`teaser-${index}-href`}
                  name={`teaser.${index}.href`}
                  defaultValue={teaser.href}
                  required
                  aria-describedby="teaser-href-hint"
                  autoComplete="off"
                />
              </div>
              <div className={styles.field}>
                <label htmlFor={`teaser-${index}-target`}>{t('teaser.target')}</label>
                <select
                  id={`teaser-${index}-target`}
                  name={`teaser.${index}.target`}
                  defaultValue={teaser.target}
                >
                  <option value="_self">{t('teaser.sameWindow')}</option>
                  <option value="_blank">{t('teaser.newWindow')}</option>
                </select>
              </div>
            </div>
            <label className={styles.span}>
              <input
                type="checkbox"
                name={`teaser.${index}.hidden`}
                defaultChecked={teaser.hidden}
              />
              {t('teaser.hidden')}
            </label>
          </section>
        ))}
        <p id="teaser-href-hint" className={styles.hint}>
          {t('teaser.hrefHint')}
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary}>
            {t('teaser.save')}
          </button>
        </div>
      </form>
    </div>
  );
}

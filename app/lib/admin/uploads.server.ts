// /admin/s3upload/ (content and teaser images) and /admin/s3uploadOffice/ (staff portraits),
// issue 18, docs/media.md. Both need admin.uploads (route and use-cases). The upload itself is a
// multipart call from the screen (POST /api/admin/uploads); alt texts, deletes and giving a staff
// member a photo are plain form posts answered here.
import { LANGUAGES } from '#core/languages';
import {
  UPLOAD_LIMITS,
  assignStaffPhoto,
  deleteUpload,
  listUploads,
  setUploadAlt,
  staffPhotoList,
  staffPhotoUrl,
  isStaffPhotoId,
} from '#services/media';
import type { AdminPageArgs } from '../admin-pages.server';
import { adminForm, formString, runAdminAction } from './forms.server';

export async function loadUploadsPage({ ctx }: AdminPageArgs) {
  const uploads = await listUploads(ctx, { kinds: ['teaser', 'content'] });
  return {
    languages: [...LANGUAGES],
    /** The site's origin: the URL editors copy is absolute. */
    origin: ctx.deps.config.siteOrigin,
    maxBytes: UPLOAD_LIMITS.maxBytes,
    kinds: ['teaser', 'content'] as const,
    uploads,
  };
}

export async function loadStaffUploadsPage({ ctx }: AdminPageArgs) {
  const [uploads, staff] = await Promise.all([
    listUploads(ctx, { kinds: ['staff'] }),
    staffPhotoList(ctx),
  ]);
  return {
    languages: [...LANGUAGES],
    /** The site's origin: the URL editors copy is absolute. */
    origin: ctx.deps.config.siteOrigin,
    maxBytes: UPLOAD_LIMITS.maxBytes,
    kinds: ['staff'] as const,
    uploads,
    staff: staff.map((person) => ({
      id: person.id,
      name: person.nameShorted,
      active: person.active,
      photoId: person.photoId,
      photoUrl:
        person.photoId !== null && isStaffPhotoId(person.photoId)
          ? staffPhotoUrl(person.photoId, 120, 'webp')
          : null,
    })),
  };
}

function idOf(form: FormData, name: string): number {
  const value = Number(formString(form, name));
  return Number.isInteger(value) && value > 0 ? value : 0;
}

export async function uploadsAction({ ctx, request, t }: AdminPageArgs) {
  const form = await adminForm(request);
  const intent = formString(form, 'intent');
  const id = idOf(form, 'id');
  if (intent === 'delete') {
    return runAdminAction(t, t('media:uploads.deleted'), () => deleteUpload(ctx, id));
  }
  if (intent === 'assign') {
    const upload = formString(form, 'uploadId');
    return runAdminAction(t, t('media:office.assigned'), () =>
      assignStaffPhoto(ctx, {
        staffId: idOf(form, 'staffId'),
        uploadId: upload === '' ? null : idOf(form, 'uploadId'),
      }),
    );
  }
  const alt = Object.fromEntries(
    LANGUAGES.map((language) => [language, formString(form, `alt.${language}`)]),
  );
  return runAdminAction(t, t('media:uploads.altSaved'), () => setUploadAlt(ctx, id, alt));
}

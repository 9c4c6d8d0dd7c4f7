// The teaser editor (/admin/teaser/, issue 18, docs/home.md): the home page's teaser topics and
// hero picture, part of the `home` site setting (core/home-config.ts). Needs admin.teasers. A save
// replaces only the teasers and the hero's picture, keeps the rest of the configuration, is
// validated by the home configuration's schema (a DomainError naming each bad field), checks that
// each picture exists (an upload `up-…` as a teaser image, any other id in the photo pool), is
// written to the audit log and is
// announced to every process (services/content setHomeConfig: the page caches forget home).
import { homePhotoId, type HomeConfig } from '#core/home-config';
import { isUploadId } from '#core/media-uploads';
import { isPoolPhoto } from '#core/photo-pool';
import { requireAccess } from '#services/accounts';
import { homeConfig, setHomeConfig } from '#services/content';
import { uploadRefExists } from '#services/media';
import { DomainError, type RequestContext } from '#services/platform';
import { auditActor, recordAudit } from './audit';

export interface TeaserEdit {
  teasers: unknown[];
  heroImg: string;
}

export async function teaserSettings(ctx: RequestContext): Promise<HomeConfig> {
  requireAccess(ctx, 'admin.teasers');
  return homeConfig(ctx.deps);
}

export async function saveTeaserSettings(ctx: RequestContext, edit: TeaserEdit): Promise<void> {
  requireAccess(ctx, 'admin.teasers');
  const before = await homeConfig(ctx.deps);
  const refs: [string, string][] = [
    ['hero.img', edit.heroImg],
    ...edit.teasers.map(
      (teaser, index) =>
        [`teasers.${index}.img`, String((teaser as { img?: unknown } | null)?.img ?? '')] as [
          string,
          string,
        ],
    ),
  ];
  // A picture that does not exist would show as a broken image on the home page: an upload must
  // be a stored teaser image, any other id a picture of the pool (the schema checks only its form).
  for (const [field, ref] of refs) {
    const exists = isUploadId(ref)
      ? await uploadRefExists(ctx, ref, 'teaser')
      : !homePhotoId.safeParse(ref).success || isPoolPhoto(ref);
    if (!exists) throw new DomainError('invalid', 'errors.media.unknownPicture', { field });
  }
  const next = {
    ...before,
    teasers: edit.teasers,
    hero: { ...before.hero, img: edit.heroImg },
  };
  const saved = await setHomeConfig(ctx.deps, next, auditActor(ctx));
  await recordAudit(ctx, {
    action: 'teasers.update',
    target: 'settings:home',
    before: { teasers: before.teasers, hero: before.hero },
    after: { teasers: saved.teasers, hero: saved.hero },
  });
}

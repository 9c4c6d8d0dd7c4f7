// The teaser editor (/admin/teaser/, issue 18, docs/home.md): the home page's teaser topics and
// hero picture, part of the `home` site setting (core/home-config.ts). Needs admin.teasers. A save
// replaces only the teasers and the hero's picture, keeps the rest of the configuration, is
// validated by the home configuration's schema (a DomainError naming each bad field), checks that
// an uploaded picture (`up-…`) exists and is a teaser image, is written to the audit log and is
// announced to every process (services/content setHomeConfig: the page caches forget home).
import type { HomeConfig } from '#core/home-config';
import { isUploadId } from '#core/media-uploads';
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
  for (const [field, ref] of refs) {
    if (isUploadId(ref) && !(await uploadRefExists(ctx, ref, 'teaser')))
      throw new DomainError('invalid', 'errors.media.notFound', { field });
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

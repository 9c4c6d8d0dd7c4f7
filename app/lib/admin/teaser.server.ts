// /admin/teaser/ (issue 18, docs/home.md): the home page's teasers (picture, title per language,
// link, window, hidden) and the hero picture. Needs admin.teasers (route and use-cases). A picture
// is a pool photo id (`coast-007`) or an uploaded teaser image (`up-…`, /admin/s3upload/).
import { HOME_TEASER_TOPICS, siteLinkQuery } from '#core/home-config';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '#core/languages';
import { saveTeaserSettings, teaserSettings } from '#services/backoffice';
import { teaserImages } from '#services/media';
import { photoUrl } from '#services/media/types';
import type { AdminPageArgs } from '../admin-pages.server';
import { adminForm, formString, runAdminAction } from './forms.server';

export async function loadTeaserPage({ ctx, t }: AdminPageArgs) {
  const [config, images] = await Promise.all([teaserSettings(ctx), teaserImages(ctx)]);
  return {
    languages: [...LANGUAGES],
    topics: [...HOME_TEASER_TOPICS],
    hero: { img: config.hero.img, preview: photoUrl(config.hero.img, 'thumb', 'webp') },
    teasers: config.teasers.map((teaser) => ({
      topic: teaser.teaser,
      topicTitle: t(`home:teasers.${teaser.teaser}.title`),
      img: teaser.img,
      preview: photoUrl(teaser.img, 'thumb', 'webp'),
      href: `${teaser.href.route}${siteLinkQuery(teaser.href)}`,
      title: teaser.title ?? {},
      target: teaser.target,
      hidden: teaser.hidden,
    })),
    images: images.map((image) => ({ ref: image.ref, name: image.name, thumbUrl: image.thumbUrl })),
  };
}

/** `Search?distSea=1` → `{ route: 'Search', query: { distSea: '1' } }` (the schema checks it). */
function linkOf(text: string) {
  const [route = '', query = ''] = text.trim().split('?', 2);
  const params = Object.fromEntries(new URLSearchParams(query));
  return Object.keys(params).length === 0 ? { route } : { route, query: params };
}

export async function teaserAction({ ctx, request, t }: AdminPageArgs) {
  const form = await adminForm(request);
  const count = Math.min(Number(formString(form, 'count')) || 0, HOME_TEASER_TOPICS.length * 2);
  const teasers = Array.from({ length: count }, (_, index) => {
    const title = Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        formString(form, `teaser.${index}.title.${language}`).trim(),
      ]).filter(([, text]) => text !== ''),
    );
    return {
      teaser: formString(form, `teaser.${index}.topic`),
      img: formString(form, `teaser.${index}.img`).trim(),
      href: linkOf(formString(form, `teaser.${index}.href`)),
      ...(Object.keys(title).length > 0 ? { title } : {}),
      target: formString(form, `teaser.${index}.target`) === '_blank' ? '_blank' : '_self',
      hidden: formString(form, `teaser.${index}.hidden`) === 'on',
    };
  });
  return runAdminAction(
    t,
    t('media:teaser.saved'),
    () => saveTeaserSettings(ctx, { teasers, heroImg: formString(form, 'hero.img').trim() }),
    {},
    { label: (field) => teaserFieldLabel(t, field, teasers) },
  );
}

/**
 * A refused field as the form labels it: `teasers.2.img` → "Pool: Bild-Kennung …", `hero.img` →
 * the hero's heading; null for a field the form has no label for.
 */
function teaserFieldLabel(
  t: AdminPageArgs['t'],
  field: string,
  teasers: readonly { teaser: string }[],
): string | null {
  if (field === 'hero.img') return t('media:teaser.hero');
  const match = /^teasers\.(\d+)\.(img|href|title|target)(?:\.(de|en|fr|it))?/.exec(field);
  if (match === null) return null;
  const [, index = '', part, language] = match;
  const topic = teasers[Number(index)]?.teaser ?? '';
  const name = (HOME_TEASER_TOPICS as readonly string[]).includes(topic)
    ? t(`home:teasers.${topic as (typeof HOME_TEASER_TOPICS)[number]}.title`)
    : String(Number(index) + 1);
  const what =
    part === 'img'
      ? t('media:teaser.imageId')
      : part === 'href'
        ? t('media:teaser.href')
        : part === 'target'
          ? t('media:teaser.target')
          : t('media:teaser.title', {
              language: isLanguage(language) ? LANGUAGE_NAMES[language] : '',
            });
  return `${name}: ${what}`;
}

// The admin home (issue 18): the areas the account may open, each with its page's intro text, and
// what the operator's legal notice still lacks (set with `npm run brand:set`).
import { imprintGaps } from '#core/branding';
import { operatorBrand } from '#services/partners';
import type { AdminPageArgs } from '../admin-pages.server';
import { adminMenu } from '../admin-pages.server';

export async function loadAdminHome({ ctx, t }: AdminPageArgs) {
  return {
    imprintGaps: imprintGaps(await operatorBrand(ctx.deps)).map((gap) =>
      t(`admin:imprintGap.${gap}`),
    ),
    areas: adminMenu(ctx, t, null)
      .filter((link) => link.route !== 'AdminHome')
      .map((link) => ({ ...link, intro: t(`routes:${link.route}.intro`) })),
  };
}

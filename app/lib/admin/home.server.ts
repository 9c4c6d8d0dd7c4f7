// The admin home (issue 18): the areas the account may open, each with its page's intro text.
import type { AdminPageArgs } from '../admin-pages.server';
import { adminMenu } from '../admin-pages.server';

export async function loadAdminHome({ ctx, t }: AdminPageArgs) {
  return {
    areas: adminMenu(ctx, t, null)
      .filter((link) => link.route !== 'AdminHome')
      .map((link) => ({ ...link, intro: t(`routes:${link.route}.intro`) })),
  };
}

// Work after the answer. A use-case that mails (registration, password request, e-mail change,
// notices) must answer the same whatever the address, and in the same time: so what only a known
// (or only an unknown) address needs — hashing and storing a registration, storing a reset link,
// rendering and sending the mail — runs after the answer has gone, never awaited by it (an SMTP
// round trip or an insert would tell a known address from an unknown one). A failure is logged
// without the address or the transport's message (which may quote the address): no account data
// in logs.
import type { MailBrand, RenderedMail, RequestContext } from '#services/platform';
import { mailBrand } from '#services/partners';

const pending = new Set<Promise<void>>();

/**
 * Runs `work` once the answer has been sent (the request's afterResponse; outside a request on the
 * next turn of the event loop); `kind` names it in a failure's log line.
 */
export function afterAnswer(ctx: RequestContext, kind: string, work: () => Promise<void>): void {
  const answered = new Promise<void>((resolve) => {
    if (ctx.afterResponse) ctx.afterResponse(resolve);
    else setImmediate(resolve);
  });
  const job = answered.then(work).catch((error: unknown) => {
    const code = (error as { code?: unknown }).code;
    ctx.log?.error(
      { work: kind, error: error instanceof Error ? error.name : 'unknown', code: code ?? null },
      'account work after the answer failed',
    );
  });
  pending.add(job);
  void job.finally(() => pending.delete(job));
}

/** Renders a mail with the visit's brand (its partner's or campaign's contact) and sends it. */
export async function sendAccountMail(
  ctx: RequestContext,
  to: string,
  render: (brand: MailBrand) => Promise<RenderedMail>,
): Promise<void> {
  const mail = await render(await mailBrand(ctx));
  await ctx.deps.mailer.send({ to, ...mail });
}

/** sendAccountMail after the answer. */
export function sendLater(
  ctx: RequestContext,
  kind: string,
  to: string,
  render: (brand: MailBrand) => Promise<RenderedMail>,
): void {
  afterAnswer(ctx, kind, () => sendAccountMail(ctx, to, render));
}

/** Resolves once all work started so far is done or failed (tests, graceful shutdown). */
export async function mailsSent(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

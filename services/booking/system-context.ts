// A request context for use-cases a job or the mail outbox calls: no visitor, no partner, the
// office's brand; the language of what is being done (a booking's own).
import type { Language } from '#core/languages';
import type { AppDeps, RequestContext } from '#services/platform';

export function systemContext(deps: AppDeps, now: Date, language: Language = 'de'): RequestContext {
  return {
    requestId: 'job',
    language,
    mandant: deps.config.MANDANT,
    uid: '',
    clientIp: '',
    user: null,
    partnerId: null,
    pid: null,
    tracking: {} as RequestContext['tracking'],
    experiments: {},
    now,
    deps,
  };
}

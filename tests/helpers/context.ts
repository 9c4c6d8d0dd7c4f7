// A request context for calling use-cases directly in integration tests: an anonymous German
// visitor on the fixed clock, with the given deps and anything overridden.
import type { AppDeps, RequestContext } from '#services/platform';
import { FIXED_NOW } from './clock';

export function testContext(
  deps: AppDeps,
  overrides: Partial<RequestContext> = {},
): RequestContext {
  return {
    requestId: 'test',
    language: 'de',
    mandant: deps.config.MANDANT,
    uid: 'test-uid-0001',
    clientIp: '127.0.0.1',
    user: null,
    partnerId: null,
    pid: null,
    tracking: {},
    experiments: {},
    now: FIXED_NOW,
    deps,
    ...overrides,
  };
}

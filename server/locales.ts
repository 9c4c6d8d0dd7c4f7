// Serves translation files at /locales/{lng}/{ns}.json (SPEC.md §7).
import type { FastifyInstance } from 'fastify';
import { readLocaleFile } from '#services/platform';

export function registerLocales(app: FastifyInstance): void {
  app.get<{ Params: { lng: string; file: string } }>(
    '/locales/:lng/:file',
    async (request, reply) => {
      const { lng, file } = request.params;
      const ns = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
      const body = await readLocaleFile(lng, ns);
      if (body === null) {
        return reply.code(404).type('application/json; charset=utf-8').send({ error: 'not found' });
      }
      // Short browser cache, longer shared cache: texts change with deployments and editor overrides.
      // The reply is returned: an async handler that returns nothing after send() is answered
      // twice once an onSend hook (compression) takes its time — "Reply was already sent".
      return reply
        .header('cache-control', 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400')
        .type('application/json; charset=utf-8')
        .send(body);
    },
  );
}

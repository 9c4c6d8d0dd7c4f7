// A browser stand-in for app.inject tests: it keeps the cookies the server sets (uid, token, trk)
// and sends them back, sends the site's Origin as a browser on the site's pages does, and may
// come from a given client address. API calls carry the mandant.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Envelope } from '#core/envelope';
import { TEST_MANDANT } from './app';

export interface VisitorOptions {
  /** The Origin header of its requests (the site's own, unless a test forges another); null: none. */
  origin?: string | null;
  /** The client address the server sees (request.ip). */
  ip?: string;
  /** Cookies to start with. */
  cookies?: Record<string, string>;
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: Envelope<T>;
  res: LightMyRequestResponse;
}

export class Visitor {
  readonly cookies: Record<string, string>;

  constructor(
    private readonly app: FastifyInstance,
    private readonly options: VisitorOptions = {},
  ) {
    this.cookies = { ...options.cookies };
  }

  /** Keeps what a browser would of the answer's Set-Cookie headers. */
  absorb(res: LightMyRequestResponse): void {
    for (const cookie of res.cookies) {
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && new Date(cookie.expires).getTime() <= Date.now());
      if (expired || cookie.value === '') delete this.cookies[cookie.name];
      else this.cookies[cookie.name] = cookie.value;
    }
  }

  /** POST /api/… with the mandant, this visitor's cookies and Origin; keeps the new cookies. */
  async post<T = unknown>(
    url: string,
    body: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<ApiAnswer<T>> {
    const origin =
      this.options.origin === undefined ? 'http://localhost:3000' : this.options.origin;
    const res = await this.app.inject({
      method: 'POST',
      url,
      payload: { mandant: TEST_MANDANT, ...body },
      cookies: this.cookies,
      headers: { ...(origin === null ? {} : { origin }), ...headers },
      ...(this.options.ip === undefined ? {} : { remoteAddress: this.options.ip }),
    });
    this.absorb(res);
    return { status: res.statusCode, body: res.json<Envelope<T>>(), res };
  }

  /** A GET (a page, or the API) with this visitor's cookies; keeps the new cookies. */
  async get(url: string): Promise<LightMyRequestResponse> {
    const res = await this.app.inject({
      method: 'GET',
      url,
      cookies: this.cookies,
      ...(this.options.ip === undefined ? {} : { remoteAddress: this.options.ip }),
    });
    this.absorb(res);
    return res;
  }
}

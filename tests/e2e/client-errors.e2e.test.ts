// The browser's error reporting in Chromium (SPEC §8; decision 088): an error thrown on a page
// of the production bundle reaches POST /api/user/logClientError (counted in /metrics), the
// resize-observer loop notice does not, and the page goes on working.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, type Browser, type RunningServer } from './browser';
import { startE2E } from './fixtures';

describe('browser error reporting', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startE2E({ DEMO_OBJECTS: '20' }));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Reports the server answered, as /metrics counts them (a direct request from this machine). */
  async function reported(): Promise<number> {
    const text = await (await fetch(`${server.url}/metrics`)).text();
    const line = text
      .split('\n')
      .find(
        (l) =>
          l.startsWith('feriora_http_requests_total{') &&
          l.includes('kind="/api/user/logClientError"') &&
          l.includes('status="2xx"'),
      );
    return line === undefined ? 0 : Number(line.split(' ').at(-1));
  }

  it('reports an uncaught error once, and not the resize-observer notice', async () => {
    const page = await browser.context.newPage();
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/logClientError')) posted.push(request.postData() ?? '');
    });
    await page.goto(`${server.url}/impressum/`, { waitUntil: 'load' });
    await hydrated(page);
    const before = await reported();
    // As the browser reports an uncaught error (a script of the evaluation's own world would
    // not reach the page's listeners).
    await page.evaluate(() => {
      const raise = (message: string) =>
        window.dispatchEvent(new ErrorEvent('error', { message, error: new Error(message) }));
      raise('e2e probe');
      // The same error again: one report per message and page.
      raise('e2e probe');
      raise('ResizeObserver loop completed with undelivered notifications.');
    });
    await expect.poll(reported, { timeout: 10_000 }).toBe(before + 1);
    await page.waitForTimeout(300);
    expect(posted).toHaveLength(1);
    const body = JSON.parse(posted[0]!) as Record<string, unknown>;
    expect(body).toMatchObject({
      mandant: 'feriora',
      kind: 'error',
      message: 'Error: e2e probe',
      path: '/impressum/',
    });
    expect(await reported()).toBe(before + 1);
    // The page still works: a link is followed.
    await page.getByRole('link', { name: 'Datenschutz' }).first().click();
    await page.waitForURL(/\/datenschutz\//);
    await page.close();
  });
});

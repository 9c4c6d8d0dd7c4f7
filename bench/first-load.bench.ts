// The JavaScript a first visit downloads (entry, modulepreloads and the route's chunks, gzip level
// 6) for home, a search page and an object page, against the production server on the embedded
// database with a small demo catalogue: the check that a change does not make the pages heavier
// (object page budget 150 KB; issue 11: "the object page's JavaScript does not grow").
// Asserts nothing; prints the figures per file.
//
//   npx tsx bench/first-load.bench.ts          options: --port N (3558)
import { firstLoadJavaScript, option, startServer } from './server';

async function main(): Promise<void> {
  const server = await startServer({
    databaseUrl: undefined,
    port: Number(option('port') ?? 3558),
    env: { DEMO_SEED: '42', DEMO_OBJECTS: '40' },
  });
  try {
    const search = await fetch(`${server.url}/api/search?mandant=feriora&query=&languageCode=de`);
    const body = (await search.json()) as { data: { objects: { href: string }[] } };
    const object = body.data.objects[0]?.href;
    if (object === undefined) throw new Error('the demo catalogue has no object');
    for (const path of ['/', '/search/', object]) await firstLoadJavaScript(server.url, path);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

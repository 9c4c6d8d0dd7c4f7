// The sitemap on the 100k catalogue (issue 17): time of the index and of every child file (gzip,
// to the last byte), their URL counts (≤ 50,000 each; 4 per active object), compressed and plain
// sizes, and the server's memory before and after (VmRSS, and VmHWM, the peak). The object files
// are streamed a keyset batch at a time (services/catalogue/sitemap.ts), so the peak should not
// grow with the catalogue.
//
//   npx tsx bench/sitemap.bench.ts --database-url postgres://postgres@127.0.0.1:5432/feriora_bench
//   options: --port N (3557)
import { get } from 'node:http';
import { performance } from 'node:perf_hooks';
import { createGunzip } from 'node:zlib';
import { loadAverages, option, startServer } from './server';

const DATABASE_URL =
  option('database-url') ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/feriora_bench';
const PORT = Number(option('port') ?? 3557);

interface Fetched {
  status: number;
  ms: number;
  gzipBytes: number;
  plainBytes: number;
  urls: number;
  locs: string[];
}

/** GET with gzip, counting compressed bytes, then the plain XML's <url> elements as it streams. */
function fetchGzip(url: string, keepLocs: boolean): Promise<Fetched> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let gzipBytes = 0;
      let plainBytes = 0;
      let urls = 0;
      let tail = '';
      const locs: string[] = [];
      res.on('data', (chunk: Buffer) => {
        gzipBytes += chunk.length;
      });
      const plain = res.headers['content-encoding'] === 'gzip' ? res.pipe(createGunzip()) : res;
      plain.setEncoding('utf8');
      plain.on('data', (text: string) => {
        plainBytes += Buffer.byteLength(text);
        const joined = tail + text;
        urls += joined.split('</url>').length - 1;
        if (keepLocs) {
          for (const m of joined.matchAll(/<loc>([^<]+)<\/loc>/g)) locs.push(m[1]!);
        }
        // Keep the unfinished end for the next chunk (a tag may be split across chunks).
        const cut = Math.max(joined.lastIndexOf('</url>'), joined.lastIndexOf('</loc>'));
        tail = cut < 0 ? joined.slice(-200) : joined.slice(cut + 6);
      });
      plain.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          gzipBytes,
          plainBytes,
          urls,
          locs,
        }),
      );
      plain.on('error', reject);
    }).on('error', reject);
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function main(): Promise<void> {
  console.log(`sitemap bench, node ${process.version}`);
  const server = await startServer({ databaseUrl: DATABASE_URL, port: PORT });
  try {
    // The first request builds the search index (offers, locations) — not the sitemap's cost.
    const warm = await fetchGzip(`${server.url}/sitemaps/pages-0.xml`, false);
    const before = server.memory();
    console.log(
      `warm-up (search index + pages-0): ${warm.ms.toFixed(0)} ms; RSS ${before.rssMb} MB, peak ${before.peakMb} MB`,
    );
    const started = performance.now();
    const index = await fetchGzip(`${server.url}/sitemap.xml`, true);
    console.log(`/sitemap.xml: ${index.ms.toFixed(0)} ms, ${index.locs.length} child files`);
    let total = 0;
    let slowest = 0;
    for (const loc of index.locs) {
      const path = new URL(loc).pathname;
      const file = await fetchGzip(`${server.url}${path}`, false);
      if (file.status !== 200) throw new Error(`${path}: ${file.status}`);
      if (file.urls > 50_000) throw new Error(`${path}: ${file.urls} URLs`);
      total += file.urls;
      slowest = Math.max(slowest, file.ms);
      console.log(
        `  ${path.padEnd(32)} ${String(file.urls).padStart(6)} URLs  ${file.ms.toFixed(0).padStart(5)} ms  gzip ${kb(file.gzipBytes).padStart(8)}  plain ${kb(file.plainBytes).padStart(9)}`,
      );
    }
    const after = server.memory();
    console.log(
      `all files: ${total} URLs in ${(performance.now() - started).toFixed(0)} ms (slowest file ${slowest.toFixed(0)} ms)`,
    );
    console.log(
      `server RSS ${before.rssMb} → ${after.rssMb} MB, peak ${before.peakMb} → ${after.peakMb} MB; ${loadAverages()}`,
    );
    // A second and third round: memory that a streamed answer leaves behind (or a leak) would
    // grow with every round; the heap's slack from the first round does not.
    for (let round = 2; round <= 3; round++) {
      const t0 = performance.now();
      for (const loc of index.locs) await fetchGzip(`${server.url}${new URL(loc).pathname}`, false);
      const m = server.memory();
      console.log(
        `round ${round}: ${(performance.now() - t0).toFixed(0)} ms; RSS ${m.rssMb} MB, peak ${m.peakMb} MB`,
      );
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// Debian's Chromium and the flags every tool here starts it with (browser tests, benches,
// scripts/screenshot.mjs): without them it tries to reach Google's services on a network that
// has only the npm registry, and throttles background work. Plain JavaScript so the .mjs scripts
// can import it as well as the TypeScript tests and benches (types: chromium.d.mts).

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Zod checks once, when its first object schema is built, whether it may compile parsers with
// `new Function` (faster object parsing). Under the site's CSP (no 'unsafe-eval', decision 008)
// that check throws and Chrome reports a CSP violation on every page — an issue in the DevTools
// Issues panel and Lighthouse's best practices 96 instead of 100 (issue 12). In the browser the
// parsers are interpreted instead (they check a few API answers: no measurable difference); the
// server keeps compiling them. Imported by root.tsx before anything else of the app: React
// Router's bootstrap imports the root route before the other routes.
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });

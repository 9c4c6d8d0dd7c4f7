// The SSR build entry: Vite bundles this module with the React Router server build. It exports
// the server build and the functions main.ts-style callers need.
import * as serverBuild from 'virtual:react-router/server-build';
import type { ServerBuild } from 'react-router';

export const build = serverBuild as unknown as ServerBuild;
export { buildApp } from './app';
export { createDeps } from './deps';
export { start } from './main';
// The brand switch of `npm run brand:set`, for callers of the bundle (its own brand store).
export { setOperatorBrand } from '#services/partners';
// The home configuration's store (issue 17), for tests of the bundle's pages (its own store).
export { setHomeConfig } from '#services/content';

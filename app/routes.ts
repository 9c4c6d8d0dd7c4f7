// Route configuration. The routing issue replaces this with routes generated from the route table
// in core/; until then: the home page per language and a catch-all that answers 404.
import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx', { id: 'home' }),
  ...['en', 'fr', 'it', 'de', 'db'].map((prefix) =>
    route(`${prefix}/`, 'routes/home.tsx', { id: `home-${prefix}` }),
  ),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

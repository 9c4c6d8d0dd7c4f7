// Stylesheets of the screens the catch-all lookup route (routes/lookup.tsx) loads lazily (object,
// search, the page frame with content), so the
// server HTML links the CSS of the screen it renders (scripts/vite-screen-styles.ts, issue 12).
import frameScreen from '../components/content/frame-screen?styles';
import objectScreen from '../components/object/object-screen?styles';
import searchScreen from '../components/search/search-screen?styles';

export const SCREEN_STYLESHEETS = {
  object: objectScreen,
  search: searchScreen,
  frame: frameScreen,
} as const;

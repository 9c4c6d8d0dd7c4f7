import { data } from 'react-router';

// Unknown paths: the 404 view with status 404 (the server lookup of SEO paths comes later).
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

// Router context keys: the server puts the RequestContext and the CSP nonce here for loaders and
// the document shell. Shared by server/ssr.ts and route modules (same bundle, same key objects).
import { createContext } from 'react-router';
import type { RequestContext } from '#services/platform';
import type { IslandStore } from './islands';

export const requestContext = createContext<RequestContext>();
export const cspNonceContext = createContext<string>('');
/** The CSP nonce of inline styles (helmet makes one per request besides the script nonce). */
export const cspStyleNonceContext = createContext<string>('');
/**
 * A document request's island store (app/lib/islands.ts): what static islands show, for the
 * server's render only. Null on data requests (`*.data`): their loader data carries it all.
 */
export const islandStoreContext = createContext<IslandStore | null>(null);

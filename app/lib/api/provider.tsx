// The page's one API client (app/lib/api/client.ts): created once in the root layout for the
// tenant and shared by every component through useApi(), so its answer cache and cancel keys
// span the page instead of one copy per component.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from './client';

const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider({ mandant, children }: { mandant: string; children: ReactNode }) {
  const client = useMemo(() => createApiClient({ mandant }), [mandant]);
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/** The page's API client; app/root.tsx provides it around every page and error view. */
export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  // Short text: this ships with every page (app/root.tsx always provides the client).
  if (client === null) throw new Error('no ApiProvider');
  return client;
}

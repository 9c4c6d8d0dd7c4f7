// A static island (app/lib/islands.ts, issue 12, decision 079): rendered on the server, left as it
// is by hydration — none of its components run in the browser, so its data and texts need not be
// in the page. In the browser React keeps the server's children of an element whose
// `dangerouslySetInnerHTML` it is told is empty (it does not compare inner HTML on hydration).
import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { useIslandStore, useIslandValue } from '../../lib/islands';

const HOLE = 'data-island-hole';

/** True while a static island's children are rendered for a document (server only). */
const StaticRender = createContext(false);

/**
 * The attribute that makes an element a hole of the static island around it: its props (plain
 * JSON) go into the HTML, and in the browser the island's `hole` renders a live component into it
 * in place of the server's children (a watch-list heart on a card). Nothing outside a static
 * island, where the component is hydrated as usual.
 */
export function useIslandHole(props: object): { [HOLE]?: string } {
  return useContext(StaticRender) ? { [HOLE]: JSON.stringify(props) } : {};
}

/**
 * Shows `children(value)`: `data` from the loader (a client navigation, an editor's page), on the
 * server the value the loader kept for the render (islandData, same `name`). Without either — the
 * browser hydrating a document — the server's HTML stays, and `hole` fills the island's holes
 * (useIslandHole) after hydration. The wrapper is `display: contents`: no box in the layout.
 */
export function Island<T>({
  name,
  data,
  children,
  hole,
}: {
  name: string;
  data: T | null;
  children: (value: T) => ReactNode;
  hole?: (props: Record<string, unknown>) => ReactNode;
}) {
  const store = useIslandStore();
  const navigate = useNavigate();
  const frame = useRef<HTMLDivElement>(null);
  const [holes, setHoles] = useState<readonly HTMLElement[]>([]);
  const value = useIslandValue(name, data);
  const frozen = value === null && store === null;
  const withHoles = hole !== undefined;
  // Once, before the first paint after hydration: the holes' server children give way to live
  // ones (the portals below). Not again on a re-render: the holes then hold React's own nodes.
  useLayoutEffect(() => {
    if (!frozen || !withHoles || frame.current === null) return;
    const found = [...frame.current.querySelectorAll<HTMLElement>(`[${HOLE}]`)];
    for (const element of found) element.replaceChildren();
    setHoles(found);
  }, [frozen, withHoles]);

  if (!frozen) {
    return (
      <div key="live" className="island" data-island={name}>
        <StaticRender.Provider value={data === null}>
          {value === null ? null : children(value)}
        </StaticRender.Provider>
      </div>
    );
  }
  // A <Link> of the island is an <a data-discover> in the server's HTML without its click
  // handler: the island follows it as the router does (a client navigation); other links,
  // modified clicks and new-window targets are left to the browser.
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    if (!link?.hasAttribute('data-discover') || link.hasAttribute('download')) return;
    if ((link.target && link.target !== '_self') || link.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(link.pathname + link.search + link.hash);
  };
  return (
    <>
      {/* The click handler only forwards clicks on the links inside (a link's keyboard
          activation is a click too): the island itself is no control. */}
      <div
        key="frozen"
        ref={frame}
        className="island"
        data-island={name}
        onClick={follow}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
      {hole
        ? holes.map((element, index) =>
            createPortal(
              hole(JSON.parse(element.getAttribute(HOLE) ?? '{}') as Record<string, unknown>),
              element,
              String(index),
            ),
          )
        : null}
    </>
  );
}

/**
 * A JSON-LD script (schema.org for search engines): its text is in the document's HTML and not in
 * the loader data (the loader passes it through islandData under `name`); a client navigation's
 * loader data carries it. Hydration keeps the server's text (`dangerouslySetInnerHTML`).
 */
export function JsonLdScript({
  name,
  json,
  nonce,
}: {
  name: string;
  json: string | null;
  nonce?: string | undefined;
}) {
  const text = useIslandValue(name, json) ?? '';
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      // Built on the server with '<' escaped (app/lib/structured-data.ts).
      dangerouslySetInnerHTML={{ __html: text }}
      suppressHydrationWarning
    />
  );
}

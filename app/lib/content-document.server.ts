// The one shape of the site's content pages (issue 17): Impressum, privacy policy and travel
// conditions, FAQ, about, travel tips, holiday parks, dog beaches, the themed landing pages … A
// page is declared as a spec — its sections, and per section its blocks in order — while every
// text lives in a translation namespace (locales/*/{ns}.json), so the locale editor (issue 18)
// changes a sentence like any other text and the page keeps its structure. Computed blocks (`@…`)
// are filled by the page's module from the operator brand and from the rules the site really
// applies. Resolved on the server: the page sends finished strings, not the namespace.

export type ContentLine = { label: string | null; value: string; href?: string };

export type ContentBlock =
  | { kind: 'p'; text: string }
  | { kind: 'ul'; items: string[] }
  | { kind: 'ol'; items: string[] }
  | { kind: 'lines'; lines: ContentLine[] }
  | { kind: 'table'; head: string[]; rows: string[][] }
  /** Questions with their answers (FAQ; the page's FAQPage JSON-LD is made from these). */
  | { kind: 'faq'; items: { id: string; question: string; answer: string }[] }
  /** Links to other pages of the site, each with a short text (cards). */
  | { kind: 'links'; items: { label: string; href: string; text: string | null }[] }
  /** A highlighted note (e.g. a traveller notice). */
  | { kind: 'notice'; text: string }
  /**
   * A reusable text block the editors keep at /admin/snippets/ (issue 18): plain text in the page's
   * language (German when it has none), shown escaped; a missing snippet shows nothing.
   */
  | { kind: 'snippet'; key: string; text: string }
  /**
   * A row of holiday homes from the catalogue (photo, name, place, rating, price as the search
   * card quotes it), with a link to the whole pre-filtered search; `empty` when none match.
   */
  | {
      kind: 'objects';
      items: ContentObject[];
      more: { label: string; href: string } | null;
      empty: string;
    }
  /** Link groups with counts (e.g. every destination: countries, their regions and places). */
  | { kind: 'directory'; groups: ContentDirectoryGroup[] };

/** One home of an `objects` block, every text finished on the server. */
export interface ContentObject {
  objectNumber: number;
  href: string;
  title: string;
  /** "Place, Region, Country". */
  place: string;
  /** "bis 6 Personen · 3 Schlafzimmer". */
  facts: string;
  image: { photoId: string; src: string; srcSet: string; avifSrcSet: string } | null;
  /** The average ("4,6") with its accessible label, or null without ratings. */
  rating: { value: string; label: string; count: string } | null;
  /** "ab 540 €" with "/ Woche", or a stay's total with "für 7 Nächte"; null: price on request. */
  price: { amount: string; period: string } | null;
  /** Shown when there is no price. */
  noPrice: string;
}

/** One group of a `directory` block (a country), its entries (regions) and their links (places). */
export interface ContentDirectoryGroup {
  id: string;
  label: string;
  count: string;
  /** The group's own page ("Alle Ferienhäuser in Dänemark"). */
  all: { label: string; href: string };
  entries: {
    label: string;
    href: string;
    count: string;
    links: { label: string; href: string; count: string }[];
  }[];
}

export interface ContentSection {
  id: string;
  heading: string;
  blocks: ContentBlock[];
}

export interface ContentDocument {
  /** The route name of the page (data attribute, tests, JSON-LD). */
  page: string;
  /** An introduction above the sections, or null. */
  lead: string | null;
  /** The heading of the table of contents, or null for a page without one. */
  tocLabel: string | null;
  /** "Stand: …" under the sections, or null. */
  updatedNote: string | null;
  sections: ContentSection[];
  /**
   * The page's own title (h1 and document title), description, last breadcrumb and language
   * paths, instead of the route's (a POI, a country's school holidays); see content-meta.server.ts.
   */
  meta?: ContentMeta;
  /**
   * The page's CMS container `intro` (issue 18, docs/editing.md "CMS containers"): published HTML,
   * sanitised on save and rendered on the server, shown above the body; and for editors with
   * admin.cms the playground link preselected on it (pages of logged-in visitors are never cached).
   */
  cms?: { intro: string | null; editHref: string | null; editLabel: string | null };
}

export interface ContentMeta {
  title: string;
  description: string;
  breadcrumb: string;
  /** The page in each language when its path differs per language (a POI's slug). */
  languagePaths?: Partial<Record<'de' | 'en' | 'fr' | 'it', string>>;
  /** Another URL that shows the same page (the FAQ's `faq1` part is the bare FAQ path). */
  canonicalPath?: string;
}

/**
 * A block of a section, resolved under `{prefix}.{sectionId}`:
 * - `p:key` a paragraph; `notice:key` a highlighted note;
 * - `ul:key:a,b,c` / `ol:key:a,b,c` a list of `key.a` …;
 * - `faq:key:a,b,c` questions `key.a.q` with answers `key.a.a` …;
 * - `links:key:RouteA,RouteB` links to table routes, labelled `key.RouteA.label` with the text
 *   `key.RouteA.text` (an empty text is left out);
 * - `snippet:key` the editors' snippet of that key (admin/snippets; not a namespace key);
 * - `@name` a computed block, made by the page's `computed` function.
 */
export type BlockSpec = string;

export interface PageSpec {
  /** Namespace and key prefix of the page's texts, e.g. `legal:imprint` or `faq:tourist`. */
  prefix: string;
  sections: readonly { id: string; blocks: readonly BlockSpec[] }[];
  /** `{prefix}.lead` above the sections. */
  lead?: boolean;
  /** A table of contents headed by this key (namespace-qualified), e.g. `legal:toc`. */
  toc?: string;
  /** A note under the sections, by key (namespace-qualified), e.g. `legal:updated`. */
  updated?: string;
}

/** The translator a document is resolved with: keys are built from the spec, not typed. */
export type Lookup = (key: string, values?: Record<string, unknown>) => string;

export interface BuildOptions {
  /** Variables for every text (`{{brand}}` comes from the site translator itself). */
  vars?: Record<string, unknown>;
  /** The page's computed blocks by name (with the `@`). */
  computed?: (name: string) => ContentBlock | Promise<ContentBlock>;
  /** The link of a table route in the page's language (for `links:` blocks). */
  href?: (routeName: string) => string;
  /** The snippets' texts in the page's language (for `snippet:` blocks; services/backoffice). */
  snippets?: (keys: readonly string[]) => Promise<ReadonlyMap<string, string>>;
}

/** The snippet keys a spec's `snippet:` blocks name (read in one query before the document). */
export function specSnippetKeys(spec: PageSpec): string[] {
  return spec.sections.flatMap(({ blocks }) =>
    blocks.filter((b) => b.startsWith('snippet:')).map((b) => b.slice('snippet:'.length)),
  );
}

export async function buildDocument(
  page: string,
  spec: PageSpec,
  lookup: Lookup,
  options: BuildOptions = {},
): Promise<ContentDocument> {
  const vars = options.vars ?? {};
  const text = (key: string) => lookup(key, vars);
  const snippetKeys = specSnippetKeys(spec);
  if (snippetKeys.length > 0 && !options.snippets) {
    throw new Error(`content page ${page}: snippet blocks need a snippets reader`);
  }
  const snippetTexts =
    snippetKeys.length > 0 && options.snippets ? await options.snippets(snippetKeys) : new Map();
  const sections: ContentSection[] = [];
  for (const { id, blocks } of spec.sections) {
    const base = `${spec.prefix}.${id}`;
    const resolved: ContentBlock[] = [];
    for (const block of blocks) {
      if (block.startsWith('@')) {
        if (!options.computed) throw new Error(`content page ${page}: no computed block ${block}`);
        resolved.push(await options.computed(block));
        continue;
      }
      const [kind, key, list] = block.split(':') as [string, string, string?];
      const items = (list ?? '').split(',').filter(Boolean);
      const at = `${base}.${key}`;
      if (kind === 'p' || kind === 'notice') resolved.push({ kind, text: text(at) });
      else if (kind === 'snippet') {
        const snippet = snippetTexts.get(key);
        if (snippet !== undefined) resolved.push({ kind: 'snippet', key, text: snippet });
      } else if (kind === 'ul' || kind === 'ol')
        resolved.push({ kind, items: items.map((item) => text(`${at}.${item}`)) });
      else if (kind === 'faq')
        resolved.push({
          kind: 'faq',
          items: items.map((item) => ({
            id: `${id}-${item}`,
            question: text(`${at}.${item}.q`),
            answer: text(`${at}.${item}.a`),
          })),
        });
      else if (kind === 'links') {
        const href = options.href;
        if (!href) throw new Error(`content page ${page}: links need an href resolver`);
        resolved.push({
          kind: 'links',
          items: items.map((route) => {
            const linkText = text(`${at}.${route}.text`);
            return {
              label: text(`${at}.${route}.label`),
              href: href(route),
              text: linkText === '' ? null : linkText,
            };
          }),
        });
      } else throw new Error(`content page ${page}: unknown block ${block}`);
    }
    sections.push({ id, heading: text(`${base}.heading`), blocks: resolved });
  }
  return {
    page,
    lead: spec.lead ? text(`${spec.prefix}.lead`) : null,
    tocLabel: spec.toc ? text(spec.toc) : null,
    updatedNote: spec.updated ? text(spec.updated) : null,
    sections,
  };
}

/**
 * Every text key a spec reads (computed blocks excluded), for the tests that check each key
 * resolves in all four languages.
 */
export function specKeys(spec: PageSpec): string[] {
  const keys: string[] = [];
  if (spec.lead) keys.push(`${spec.prefix}.lead`);
  if (spec.toc) keys.push(spec.toc);
  if (spec.updated) keys.push(spec.updated);
  for (const { id, blocks } of spec.sections) {
    const base = `${spec.prefix}.${id}`;
    keys.push(`${base}.heading`);
    for (const block of blocks) {
      if (block.startsWith('@') || block.startsWith('snippet:')) continue;
      const [kind, key, list] = block.split(':') as [string, string, string?];
      const items = (list ?? '').split(',').filter(Boolean);
      const at = `${base}.${key}`;
      if (kind === 'p' || kind === 'notice') keys.push(at);
      else if (kind === 'ul' || kind === 'ol') keys.push(...items.map((i) => `${at}.${i}`));
      else if (kind === 'faq') keys.push(...items.flatMap((i) => [`${at}.${i}.q`, `${at}.${i}.a`]));
      else if (kind === 'links') keys.push(...items.map((r) => `${at}.${r}.label`));
    }
  }
  return keys;
}

// CMS containers (issue 18, docs/editing.md "CMS containers"): the rules of a container's rich
// text, shared by the server (sanitising on save, rendering) and the playground's editor (which
// offers only what survives). A container's document is TipTap (ProseMirror) JSON; what is kept
// is a small part of StarterKit: paragraphs, headings 2–4 (the page's h1 is its title), lists,
// quotes, line breaks, rules, bold, italic and links. Everything else — other node and mark types,
// every attribute not listed here, links to other schemes — is dropped on save, so what is stored
// is what may be rendered. Pure: no DOM, no editor code.

/** The largest containerContent accepted (the JSON text, in UTF-8 bytes). */
export const CMS_CONTENT_MAX_BYTES = 200 * 1024;
/** How deep a document may nest (lists in lists in quotes …); deeper input is refused. */
export const CMS_MAX_DEPTH = 24;
/** How long a lock lasts after it is taken or renewed (every set renews it). */
export const CMS_LOCK_MINUTES = 15;
/** The most recent versions an editor sees (revert takes any version id of the container). */
export const CMS_VERSIONS_SHOWN = 30;
export const CMS_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type CmsStatus = (typeof CMS_STATUSES)[number];
export const CMS_ACTIONS = ['save', 'publish', 'unpublish', 'revert'] as const;
export type CmsAction = (typeof CMS_ACTIONS)[number];

/** The status each action leaves (set's `contentStatus`, when sent, must say the same). */
export const CMS_STATUS_AFTER: Record<CmsAction, CmsStatus> = {
  save: 'draft',
  publish: 'published',
  unpublish: 'unpublished',
  revert: 'draft',
};

/** A page name: a route name of the site (`Home`, `About`, `Faq` …). */
export const CMS_PAGE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
/** A container's key on its page (`intro`). */
export const CMS_CONTAINER_PATTERN = /^[a-z][a-zA-Z0-9_.:-]{0,63}$/;
/** The container every content page and the home page render (above the page's body). */
export const CMS_INTRO = 'intro';

export interface CmsMark {
  type: 'bold' | 'italic' | 'link';
  attrs?: { href: string; target: '_blank' | null; rel: string | null };
}

export interface CmsNode {
  type: string;
  attrs?: Record<string, number>;
  content?: CmsNode[];
  text?: string;
  marks?: CmsMark[];
}

export interface CmsDocument {
  type: 'doc';
  content: CmsNode[];
}

const BLOCKS = new Set([
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'blockquote',
  'horizontalRule',
]);
const INLINE = new Set(['text', 'hardBreak']);
const EXTERNAL_REL = 'noopener noreferrer nofollow';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A link's href when it may be kept: http(s) and mailto, or a path of this site (`/…`, `#…`).
 * Anything with control characters, spaces, quotes, angle brackets or backslashes is refused
 * outright (the browser's URL parser strips some of them, which is how `java\nscript:` works).
 */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2_000) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f"'<>\\`]/.test(value)) return null;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(value);
  if (scheme) {
    const name = scheme[1]!.toLowerCase();
    if (name === 'mailto') return value.length > 7 ? value : null;
    if (name !== 'http' && name !== 'https') return null;
    return /^https?:\/\/[^/?#]+/i.test(value) ? value : null;
  }
  // A relative path: from the site's root or an anchor; never protocol-relative (`//evil`).
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  if (value.startsWith('#')) return value;
  return null;
}

function marksOf(raw: unknown): CmsMark[] {
  if (!Array.isArray(raw)) return [];
  const marks: CmsMark[] = [];
  for (const mark of raw) {
    if (!isRecord(mark)) continue;
    const type = mark.type;
    if ((type === 'bold' || type === 'italic') && !marks.some((m) => m.type === type)) {
      marks.push({ type });
    } else if (type === 'link' && !marks.some((m) => m.type === 'link')) {
      const href = safeHref(isRecord(mark.attrs) ? mark.attrs.href : undefined);
      if (href === null) continue;
      // Where a link opens and what it tells is the site's rule, not the editor's: other sites
      // in a new tab without referrer or ranking, the site's own pages and mail in place.
      const external = /^https?:/i.test(href);
      marks.push({
        type: 'link',
        attrs: {
          href,
          target: external ? '_blank' : null,
          rel: external ? EXTERNAL_REL : null,
        },
      });
    }
  }
  // A stable order: the same text with the same marks is the same document.
  const order = { link: 0, bold: 1, italic: 2 };
  return marks.sort((a, b) => order[a.type] - order[b.type]);
}

function inlineOf(raw: Record<string, unknown>): CmsNode | null {
  if (raw.type === 'hardBreak') return { type: 'hardBreak' };
  if (typeof raw.text !== 'string' || raw.text === '') return null;
  const marks = marksOf(raw.marks);
  return marks.length > 0
    ? { type: 'text', text: raw.text, marks }
    : { type: 'text', text: raw.text };
}

function inlineContent(raw: unknown): CmsNode[] {
  if (!Array.isArray(raw)) return [];
  const nodes: CmsNode[] = [];
  for (const child of raw) {
    if (!isRecord(child)) continue;
    if (INLINE.has(String(child.type))) {
      const node = inlineOf(child);
      if (node) nodes.push(node);
    } else if (Array.isArray(child.content)) {
      // An inline node of another kind (a mention, an emoji …): its text stays, the node goes.
      nodes.push(...inlineContent(child.content));
    }
  }
  return nodes;
}

function withContent(type: string, content: CmsNode[], attrs?: Record<string, number>): CmsNode {
  const node: CmsNode = { type };
  if (attrs) node.attrs = attrs;
  if (content.length > 0) node.content = content;
  return node;
}

/** Block children; stray inline nodes are gathered into paragraphs, unknown blocks unwrapped. */
function blockContent(raw: unknown, depth: number): CmsNode[] {
  if (!Array.isArray(raw) || depth > CMS_MAX_DEPTH) return [];
  const blocks: CmsNode[] = [];
  let loose: CmsNode[] = [];
  const flush = () => {
    if (loose.length > 0) blocks.push(withContent('paragraph', loose));
    loose = [];
  };
  for (const child of raw) {
    if (!isRecord(child)) continue;
    const type = String(child.type);
    if (INLINE.has(type)) {
      const node = inlineOf(child);
      if (node) loose.push(node);
      continue;
    }
    flush();
    if (BLOCKS.has(type)) {
      const block = blockOf(type, child, depth);
      if (block) blocks.push(block);
    } else if (type === 'listItem') {
      // A list item outside a list becomes its content.
      blocks.push(...blockContent(child.content, depth + 1));
    } else if (Array.isArray(child.content)) {
      // Another block (a code block, a table, a heading level 1 in another schema …): what it
      // holds stays, its own markup goes.
      blocks.push(...blockContent(child.content, depth + 1));
    }
  }
  flush();
  return blocks;
}

function listItems(raw: unknown, depth: number): CmsNode[] {
  if (!Array.isArray(raw)) return [];
  const items: CmsNode[] = [];
  for (const child of raw) {
    if (!isRecord(child)) continue;
    const content = blockContent(child.type === 'listItem' ? child.content : [child], depth + 1);
    // StarterKit's list item starts with a paragraph (`paragraph block*`).
    if (content[0]?.type !== 'paragraph') content.unshift({ type: 'paragraph' });
    items.push(withContent('listItem', content));
  }
  return items;
}

function blockOf(type: string, raw: Record<string, unknown>, depth: number): CmsNode | null {
  const attrs = isRecord(raw.attrs) ? raw.attrs : {};
  switch (type) {
    case 'paragraph':
      return withContent('paragraph', inlineContent(raw.content));
    case 'heading': {
      const asked = typeof attrs.level === 'number' ? Math.trunc(attrs.level) : 2;
      const level = Math.min(4, Math.max(2, Number.isFinite(asked) ? asked : 2));
      return withContent('heading', inlineContent(raw.content), { level });
    }
    case 'bulletList': {
      const items = listItems(raw.content, depth + 1);
      return items.length > 0 ? withContent('bulletList', items) : null;
    }
    case 'orderedList': {
      const items = listItems(raw.content, depth + 1);
      if (items.length === 0) return null;
      const start =
        typeof attrs.start === 'number' && Number.isInteger(attrs.start) && attrs.start > 1
          ? Math.min(attrs.start, 100_000)
          : null;
      return withContent('orderedList', items, start === null ? undefined : { start });
    }
    case 'blockquote': {
      const content = blockContent(raw.content, depth + 1);
      return content.length > 0 ? withContent('blockquote', content) : null;
    }
    case 'horizontalRule':
      return { type: 'horizontalRule' };
    default:
      return null;
  }
}

function isEmptyParagraph(node: CmsNode): boolean {
  return node.type === 'paragraph' && (node.content === undefined || node.content.length === 0);
}

/**
 * The document with only what a container may hold (see the module header). Never fails: what is
 * not understood is dropped, its text kept where it had any. An empty document is one empty
 * paragraph (what the editor starts with).
 */
export function sanitizeCmsDocument(raw: unknown): CmsDocument {
  const content = isRecord(raw) ? blockContent(raw.content, 0) : [];
  // The editor keeps an empty paragraph at the end (StarterKit's trailing node): not content.
  while (content.length > 0 && isEmptyParagraph(content[content.length - 1]!)) content.pop();
  return { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] };
}

/** How deep a JSON value nests (the structure check of containerContent before sanitising). */
export function jsonDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const walk = (item: unknown, depth: number): void => {
    if (depth > deepest) deepest = depth;
    if (deepest > limit || typeof item !== 'object' || item === null) return;
    for (const child of Object.values(item)) walk(child, depth + 1);
  };
  walk(value, 0);
  return deepest;
}

/** The document's text, for the versions list (`…` after `max` characters). */
export function cmsPlainText(doc: unknown, max = 120): string {
  const parts: string[] = [];
  let length = 0;
  const walk = (node: unknown): void => {
    if (length > max || !isRecord(node)) return;
    if (typeof node.text === 'string') {
      parts.push(node.text);
      length += node.text.length;
    }
    if (Array.isArray(node.content)) {
      for (const child of node.content) {
        walk(child);
        if (isRecord(child) && child.type !== 'text' && child.type !== 'hardBreak') {
          parts.push(' ');
        }
      }
    }
  };
  walk(doc);
  const text = parts.join('').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

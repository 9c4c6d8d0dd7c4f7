// A small LRU of serialised API answers (bytes ready to send), bounded by their total size.
// Entries carry the state they were computed from (e.g. the search index version and the day),
// so an answer is never served after what it depends on changed. An entry holds its answer in
// one or more forms: as it is ("identity") and/or compressed per content coding (br, gzip).
// Compressing a 300 KB search answer costs more CPU than finding it (br: ~4.5 ms), so the
// compressed form is kept; the identity form may then be dropped (decompressing is ~5× cheaper
// than compressing, and almost every client accepts a compression), which fits ~3× as many
// answers in the same bytes.

export type ContentCoding = 'br' | 'gzip';
export type AnswerForm = ContentCoding | 'identity';
export type AnswerForms = Partial<Record<AnswerForm, Buffer>>;

interface Entry {
  stamp: string;
  forms: AnswerForms;
  bytes: number;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The entry's forms (marking it recently used), if it is there and of this state. */
  lookup(key: string, stamp: string): Readonly<AnswerForms> | undefined {
    const hit = this.entries.get(key);
    if (hit === undefined) return undefined;
    this.entries.delete(key);
    if (hit.stamp !== stamp) {
      this.bytes -= hit.bytes;
      return undefined;
    }
    // Re-inserted: the Map's order is the recency order.
    this.entries.set(key, hit);
    return hit.forms;
  }

  /** The answer as it is (identity form), if cached in that form. */
  get(key: string, stamp: string): Buffer | undefined {
    return this.lookup(key, stamp)?.identity;
  }

  set(key: string, stamp: string, body: Buffer): void {
    this.put(key, stamp, 'identity', body);
  }

  /**
   * Stores one form of the answer. A form of another state replaces the entry; `dropIdentity`
   * removes the identity form once a compressed one is stored.
   */
  put(
    key: string,
    stamp: string,
    form: AnswerForm,
    bytes: Buffer,
    options: { dropIdentity?: boolean } = {},
  ): void {
    // One answer larger than a quarter of the cache would evict everything else for little gain.
    if (bytes.length > this.maxBytes / 4) return;
    let entry = this.entries.get(key);
    if (entry !== undefined) this.entries.delete(key);
    if (entry === undefined || entry.stamp !== stamp) {
      if (entry !== undefined) this.bytes -= entry.bytes;
      entry = { stamp, forms: {}, bytes: 0 };
    }
    const before = entry.bytes;
    entry.forms[form] = bytes;
    if (options.dropIdentity === true && form !== 'identity') delete entry.forms.identity;
    entry.bytes = 0;
    for (const buffer of Object.values(entry.forms)) entry.bytes += buffer.length;
    this.bytes += entry.bytes - before;
    this.entries.set(key, entry);
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.bytes;
    }
  }
}

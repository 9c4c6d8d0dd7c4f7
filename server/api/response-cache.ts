// A small LRU of serialised API answers (UTF-8 bytes, ready to send), bounded by their total
// size. Entries carry the state they were computed from (e.g. the search index version and the
// day), so an answer is never served after what it depends on changed.
export class ResponseCache {
  private readonly entries = new Map<string, { stamp: string; body: Buffer }>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string, stamp: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (hit === undefined) return undefined;
    this.entries.delete(key);
    if (hit.stamp !== stamp) {
      this.bytes -= hit.body.length;
      return undefined;
    }
    // Re-inserted: the Map's order is the recency order.
    this.entries.set(key, hit);
    return hit.body;
  }

  set(key: string, stamp: string, body: Buffer): void {
    // One answer larger than a quarter of the cache would evict everything else for little gain.
    if (body.length > this.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.bytes -= old.body.length;
      this.entries.delete(key);
    }
    this.entries.set(key, { stamp, body });
    this.bytes += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
  }
}

import { LRUCache } from 'lru-cache';
import { cacheLookups } from '../observability/metrics';

interface Held<T> {
  version: number;
  value: T;
  bytes: number;
}

export interface CompiledGlossaryCacheOptions<T> {
  /** Memory bound of all compiled glossaries together. */
  maxBytes: number;
  /** Estimated memory of one compiled glossary. */
  sizeOf: (value: T) => number;
}

/**
 * Compiled glossaries per glossary, variant (a language pair, a language set) and version,
 * bounded in bytes, least recently used dropped first (lru-cache). Concurrent first requests
 * for the same version share one load: lru-cache's `fetch` hands them one promise.
 */
export class CompiledGlossaryCache<T> {
  private readonly cache: LRUCache<string, Held<T>, () => Promise<T>>;
  /** Newest version held per glossary and variant, for `knownVersion`. */
  private readonly latest = new Map<string, number>();

  constructor(private readonly options: CompiledGlossaryCacheOptions<T>) {
    this.cache = new LRUCache<string, Held<T>, () => Promise<T>>({
      maxSize: options.maxBytes,
      sizeCalculation: (held) => Math.max(1, held.bytes),
      fetchMethod: (key, _stale, { context }) => this.load(key, context),
      dispose: (held, key) => {
        const slot = slotOf(key);
        if (this.latest.get(slot) === held.version) this.latest.delete(slot);
      },
    });
  }

  /** The newest version of the glossary held for `variant`. */
  heldVersion(glossaryId: string, variant: string): number | undefined {
    return this.latest.get(`${glossaryId}|${variant}`);
  }

  /** The newest version held and its value, without counting as a use. */
  newest(glossaryId: string, variant: string): { version: number; value: T } | undefined {
    const version = this.heldVersion(glossaryId, variant);
    if (version === undefined) return undefined;
    const held = this.cache.peek(`${glossaryId}|${variant}|${version}`);
    return held ? { version, value: held.value } : undefined;
  }

  /** Drops one version, e.g. before its value is patched into the next version. */
  forget(glossaryId: string, variant: string, version: number): void {
    this.cache.delete(`${glossaryId}|${variant}|${version}`);
  }

  /** Whether that version is held (not counting a load in progress). */
  has(glossaryId: string, variant: string, version: number): boolean {
    return this.cache.has(`${glossaryId}|${variant}|${version}`);
  }

  /** The compiled glossary of that version: held, being loaded by another request, or loaded by `load` now. */
  async get(glossaryId: string, variant: string, version: number, load: () => Promise<T>): Promise<T> {
    const key = `${glossaryId}|${variant}|${version}`;
    cacheLookups.inc({ cache: 'compiled_glossary', result: this.cache.has(key) ? 'hit' : 'miss' });
    const held = await this.cache.fetch(key, { context: load });
    // A glossary larger than the whole bound is not kept; it is still used for this request.
    if (!held) throw new Error(`compiled glossary ${key} vanished`);
    return held.value;
  }

  /**
   * After a change event: drops the glossary's versions older than `version`, except the newest
   * of each variant, which the next request patches into the new version; all of them without a
   * version (the glossary is gone).
   */
  invalidate(glossaryId: string, version?: number): number {
    let dropped = 0;
    for (const key of [...this.cache.keys()]) {
      const [id, , held] = key.split('|');
      if (id !== glossaryId) continue;
      if (version !== undefined && (Number(held) >= version || this.latest.get(slotOf(key)) === Number(held))) continue;
      this.cache.delete(key);
      dropped++;
    }
    return dropped;
  }

  get bytes(): number {
    return this.cache.calculatedSize;
  }

  get size(): number {
    return this.cache.size;
  }

  private async load(key: string, load: () => Promise<T>): Promise<Held<T>> {
    const value = await load();
    const version = Number(key.slice(key.lastIndexOf('|') + 1));
    const slot = slotOf(key);
    if ((this.latest.get(slot) ?? -1) < version) this.latest.set(slot, version);
    return { version, value, bytes: this.options.sizeOf(value) };
  }
}

function slotOf(key: string): string {
  return key.slice(0, key.lastIndexOf('|'));
}

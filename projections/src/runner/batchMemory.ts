import { type AllPosition, comparePositions } from '@rodada/events';
import { LRUCache } from 'lru-cache';

/** Entries a memory keeps: the live tournaments of a busy evening, each a few dozen rows. */
export const BATCH_MEMORY_ENTRIES = 1000;

/**
 * What one projector keeps of its rows from one batch to the next, in one runner (the tournaments
 * projector: each tournament's rows as its last batch wrote them), so that the next batch need not
 * read them again. Trusted only while the projector's checkpoint, as the next batch's transaction
 * locks it, is exactly where this memory's last committed batch left it: another process that
 * projected meanwhile, a rebuild or a batch of ours that failed leaves it elsewhere (or leaves
 * this memory without a position), and then everything is forgotten.
 *
 * Values go in and come out as copies (`structuredClone`): a projector may change what it recalls
 * in place, and what it remembers in a batch is kept only once that batch has committed.
 */
export class BatchMemory<V extends object = object> {
  private readonly kept: LRUCache<string, V>;
  /** The position the last committed batch left the checkpoint at; null: nothing to trust. */
  private at: AllPosition | null = null;
  private readonly pending = new Map<string, V>();

  constructor(entries = BATCH_MEMORY_ENTRIES) {
    this.kept = new LRUCache<string, V>({ max: entries });
  }

  /** A batch starts, its projector's checkpoint locked at `checkpoint`. */
  begin(checkpoint: AllPosition): void {
    this.pending.clear();
    if (this.at === null || comparePositions(this.at, checkpoint) !== 0) this.forget();
  }

  /** A copy of what the last committed batch left for `key`, if it is still kept. */
  recall(key: string): V | undefined {
    const value = this.kept.get(key);
    return value === undefined ? undefined : structuredClone(value);
  }

  /** `value` as this batch leaves `key`: kept (a copy) once the batch commits. */
  remember(key: string, value: V): void {
    this.pending.set(key, structuredClone(value));
  }

  /** The batch committed, its projector's checkpoint moved to `end`. */
  committed(end: AllPosition): void {
    for (const [key, value] of this.pending) this.kept.set(key, value);
    this.pending.clear();
    this.at = end;
  }

  /**
   * Everything forgotten, the next batch reads its rows again: a batch that did not commit (what is
   * kept may no longer match the rows), a loop that starts again.
   */
  forget(): void {
    this.kept.clear();
    this.pending.clear();
    this.at = null;
  }

  /** Entries kept (for specs and metrics). */
  get size(): number {
    return this.kept.size;
  }
}

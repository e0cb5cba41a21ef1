import type { RecordedEvent } from '@rodada/events';
import { TOURNAMENT_STREAM_PREFIX } from '@rodada/events';
import {
  type FoldedTournament,
  foldedViews,
  followedInMemory,
  type ReadModels,
  type TournamentViews,
  tournamentViews,
} from '@rodada/projections';
import type { Kysely } from 'kysely';

/** Tournaments whose views stay in memory; the least recently used leave first. */
const CAPACITY = 1000;

interface Entry {
  readonly views: Promise<TournamentViews | null>;
  /** The views once read (or built), so that the next change can start from them at once. */
  value?: TournamentViews;
}

/**
 * The views of the tournaments people are looking at, kept current per change: the push after a
 * committed change, the organiser's answer to that change, the public page's GET and a reconnecting
 * watcher all share them. A score (rename, end) updates them from the rows the projector has just
 * committed, with no query between the commit and the push; anything else reads them again, once.
 *
 * Only sound in the process that projects (it hears of every commit through `committed`); any
 * other process reads the database every time (`leaderTerm()` is null there). What was cached
 * during one lead is dropped when the next begins: another process projected in between.
 */
export class TournamentViewCache {
  private readonly entries = new Map<string, Entry>();
  private readonly idOfToken = new Map<string, string>();
  /** Bumped by every change: a read that saw no change while it ran may be kept. */
  private generation = 0;

  constructor(
    private readonly db: Kysely<ReadModels>,
    /** The projection runner's `leaderTerm`: null while this process does not project. */
    private readonly leaderTerm: () => number | null,
    private readonly capacity = CAPACITY,
  ) {}

  private cachedTerm: number | null = null;

  /** The lead this process projects under, or null while it does not (the runner's `leaderTerm`). */
  term(): number | null {
    return this.leaderTerm();
  }

  /** Whether this process projects; the cache is emptied whenever that changes. */
  private caching(): boolean {
    const term = this.leaderTerm();
    if (term !== this.cachedTerm) {
      this.clear();
      this.cachedTerm = term;
    }
    return term !== null;
  }

  /**
   * The projector that owns the tournament rows committed these events. A tournament whose views
   * are held and whose changes the fold can follow (scores, renames, its end: `followedInMemory`)
   * gets its new views from `folded`, the rows the projector committed, with no read; any other is
   * forgotten and read again at once (the push and the command's answer wait on that read).
   * Returns the tournaments that changed. Erasing a user renames players in every tournament of
   * theirs, so it forgets everything; erasing a roster entry renames the players it was, whose
   * tournaments come in `folded` with no event of their own.
   */
  committed(
    events: readonly Pick<RecordedEvent, 'streamId' | 'type'>[],
    folded: readonly FoldedTournament[] = [],
  ): string[] {
    const changed = new Set<string>();
    const readAgain = new Set<string>();
    for (const e of events) {
      if (e.streamId.startsWith(TOURNAMENT_STREAM_PREFIX)) {
        const id = e.streamId.slice(TOURNAMENT_STREAM_PREFIX.length);
        changed.add(id);
        if (!followedInMemory(e.type)) readAgain.add(id);
      } else if (e.type.startsWith('UserErased')) this.clear();
    }
    // A tournament the fold touched with no event of its own had names scrubbed by an erased
    // roster entry: it changed, and is read again.
    for (const state of folded)
      if (!changed.has(state.id)) {
        changed.add(state.id);
        readAgain.add(state.id);
      }
    this.generation++;
    const foldOf = new Map(folded.map((state) => [state.id, state]));
    for (const id of changed) {
      const held = this.entries.get(id)?.value;
      const state = foldOf.get(id);
      const next = this.caching() && held && state && !readAgain.has(id) ? foldedViews(state, held) : null;
      this.entries.delete(id);
      if (next) this.remember(id, Promise.resolve(next), next);
      else if (this.caching()) this.load(id);
    }
    return [...changed];
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.idOfToken.clear();
  }

  byId(id: string): Promise<TournamentViews | null> {
    if (!this.caching()) {
      this.clear();
      return tournamentViews(this.db, { id });
    }
    const hit = this.entries.get(id);
    if (!hit) return this.load(id);
    this.entries.delete(id); // most recently used goes last
    this.entries.set(id, hit);
    return hit.views;
  }

  async byPublicToken(publicToken: string): Promise<TournamentViews | null> {
    const id = this.idOfToken.get(publicToken);
    if (id && this.caching()) return this.byId(id);
    const generation = this.generation;
    const views = await tournamentViews(this.db, { publicToken });
    // Kept only when nothing changed while it was read: otherwise it may predate that change.
    if (views && generation === this.generation && this.caching() && !this.entries.has(views.id))
      this.remember(views.id, Promise.resolve(views));
    return views;
  }

  private load(id: string): Promise<TournamentViews | null> {
    const views = tournamentViews(this.db, { id });
    this.remember(id, views);
    return views;
  }

  private remember(id: string, views: Promise<TournamentViews | null>, value?: TournamentViews): void {
    const entry: Entry = value ? { views, value } : { views };
    this.entries.set(id, entry);
    // A tournament that does not exist (yet) or a failed read is not kept.
    views.then(
      (v) => {
        if (!v) {
          if (this.entries.get(id) === entry) this.entries.delete(id);
          return;
        }
        entry.value = v;
        if (this.idOfToken.size >= this.capacity * 2) this.idOfToken.clear();
        this.idOfToken.set(v.publicToken, id);
      },
      () => {
        if (this.entries.get(id) === entry) this.entries.delete(id);
      },
    );
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}

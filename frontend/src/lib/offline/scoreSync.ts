import { TABLET_CODE_HEADER } from '@rodada/events/contracts';
import i18next from 'i18next';
import { matchConflictIn } from '../matchConflict';
import { offlineStore } from './offlineStore';
import {
  type ConflictChoice,
  entryFor,
  type MatchSnapshot,
  nextToSend,
  type QueuedScore,
  resolveConflict,
  retryDelayMs,
  type ScoredMatch,
} from './scoreQueue';

/** How one replay of an entry ended. */
export type SendResult =
  | { readonly kind: 'ok' }
  | { readonly kind: 'conflict'; readonly current: MatchSnapshot }
  | { readonly kind: 'refused'; readonly message: string }
  /** No network, or a server error: tried again later. */
  | { readonly kind: 'retry' };

/**
 * One PATCH of a queued score. A plain fetch rather than `apiFetch`: the queue needs the 409 body
 * (the other device's score) and must tell a dropped network from a refusal.
 */
export async function sendScore(code: string, entry: QueuedScore): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(`/api/tablet/matches/${encodeURIComponent(entry.matchId)}`, {
      method: 'PATCH',
      credentials: 'include',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'accept-language': i18next.resolvedLanguage ?? i18next.language ?? 'pt-BR',
        'idempotency-key': entry.id,
        [TABLET_CODE_HEADER]: code,
      },
      body: JSON.stringify({
        team1Score: entry.team1Score,
        team2Score: entry.team2Score,
        completed: true,
        isDraw: entry.team1Score === entry.team2Score,
        basedOnVersion: entry.basedOnVersion,
      }),
    });
  } catch {
    return { kind: 'retry' };
  }
  if (response.ok) return { kind: 'ok' };
  const body: unknown = await response.json().catch(() => null);
  const conflict = response.status === 409 ? matchConflictIn(body) : undefined;
  if (conflict) return { kind: 'conflict', current: conflict.current };
  // A key still being processed (409 without a conflict), too many requests, or the server down.
  if (response.status >= 500 || response.status === 408 || response.status === 409 || response.status === 429)
    return { kind: 'retry' };
  const message = (body as { message?: unknown } | null)?.message;
  return {
    kind: 'refused',
    message: typeof message === 'string' ? message : response.statusText || `HTTP ${response.status}`,
  };
}

/** What the sync works with; tests give a memory store and a scripted server. */
export interface SyncOptions {
  readonly send: (code: string, entry: QueuedScore) => Promise<SendResult>;
  readonly store: Pick<typeof offlineStore, 'scores' | 'putScore' | 'deleteScore' | 'replaceScores'>;
  /** A fresh Idempotency-Key. */
  readonly newId: () => string;
  /** False when the device knows it has no network (the browser's `navigator.onLine`). */
  readonly isOnline: () => boolean;
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export interface SyncListener {
  /** The queue changed (entered, landed, refused, resolved). */
  readonly onChange: (entries: readonly QueuedScore[]) => void;
  /** An entry reached its end on the server: landed, conflicting, or refused. */
  readonly onOutcome: (entry: QueuedScore, result: SendResult) => void;
}

/**
 * One tournament's queue on this tablet: written to IndexedDB before any request, replayed oldest
 * first when the network is there (on start, on 'online', with back-off after a failure), each
 * entry removed only once the server has it or the person chose in a conflict. While the device
 * says it is offline nothing is sent: the 'online' event starts the replay.
 */
export class ScoreSync {
  private entries: QueuedScore[] = [];
  /** The score and version a landed entry produced, until the server's view shows it too. */
  private readonly landed = new Map<string, MatchSnapshot>();
  private running: Promise<void> | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private stopped = false;

  private readonly send: SyncOptions['send'];
  private readonly store: SyncOptions['store'];
  private readonly newId: () => string;
  private readonly isOnline: () => boolean;

  constructor(
    private readonly tournamentId: string,
    private readonly code: string,
    private readonly listener: SyncListener,
    options: Partial<SyncOptions> & Pick<SyncOptions, 'newId'>,
  ) {
    this.send = options.send ?? sendScore;
    this.store = options.store ?? offlineStore;
    this.newId = options.newId;
    this.isOnline = options.isOnline ?? browserOnline;
  }

  private readonly onOnline = () => {
    this.attempt = 0;
    void this.flush();
  };

  async start(): Promise<void> {
    if (typeof window !== 'undefined') window.addEventListener('online', this.onOnline);
    this.entries = await this.store.scores(this.tournamentId);
    this.changed();
    await this.flush();
  }

  stop(): void {
    this.stopped = true;
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline);
    clearTimeout(this.timer);
  }

  /** Stores a score typed on a match (null when it changes nothing), then tries to send it. */
  async enqueue(match: ScoredMatch, team1Score: number, team2Score: number): Promise<QueuedScore | null> {
    const landed = this.landed.get(match.id);
    const seen = landed && landed.version > match.version ? { ...match, ...landed, completed: true } : match;
    const entry = entryFor(
      seen,
      { id: this.newId(), tournamentId: this.tournamentId, team1Score, team2Score, now: new Date() },
      this.entries,
    );
    if (!entry) return null;
    await this.store.putScore(entry);
    this.entries = [...this.entries, entry];
    this.changed();
    this.attempt = 0;
    void this.flush();
    return entry;
  }

  async resolve(matchId: string, choice: ConflictChoice): Promise<void> {
    this.entries = resolveConflict(this.entries, matchId, choice, this.newId());
    await this.store.replaceScores(this.tournamentId, this.entries);
    this.changed();
    void this.flush();
  }

  /** Drops a match's refused entries after the person saw the refusal. */
  async dismiss(matchId: string): Promise<void> {
    this.entries = this.entries.filter((entry) => entry.matchId !== matchId);
    await this.store.replaceScores(this.tournamentId, this.entries);
    this.changed();
  }

  /** Replays the queue; one replay at a time, a second call waits for it and goes again. */
  flush(): Promise<void> {
    const previous = this.running ?? Promise.resolve();
    const run = previous.then(() => this.replay());
    this.running = run.finally(() => {
      if (this.running === run) this.running = undefined;
    });
    return run;
  }

  private async replay(): Promise<void> {
    clearTimeout(this.timer);
    if (!this.isOnline()) return;
    for (let entry = nextToSend(this.entries); entry && !this.stopped; entry = nextToSend(this.entries)) {
      const result = await this.send(this.code, entry);
      if (result.kind === 'retry') {
        this.timer = setTimeout(() => void this.flush(), retryDelayMs(this.attempt++));
        return;
      }
      this.attempt = 0;
      if (result.kind === 'ok') {
        this.landed.set(entry.matchId, {
          team1Score: entry.team1Score,
          team2Score: entry.team2Score,
          version: entry.basedOnVersion + 1,
        });
        await this.store.deleteScore(entry.id);
        this.entries = this.entries.filter((other) => other.id !== entry.id);
      } else {
        const marked: QueuedScore =
          result.kind === 'conflict'
            ? { ...entry, conflict: result.current }
            : { ...entry, failure: result.message };
        await this.store.putScore(marked);
        this.entries = this.entries.map((other) => (other.id === entry.id ? marked : other));
      }
      this.changed();
      this.listener.onOutcome(entry, result);
    }
  }

  private changed(): void {
    this.listener.onChange(this.entries);
  }
}

import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ReadModels } from '@rodada/projections';
import type { Kysely } from 'kysely';
import { periodically, type ReactorRuns } from '../commands/periodically';
import { SharedCounters, sweepSocketCounts } from '../limits';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long Rodada keeps what it stores outside the event store (docs/security.md, "What is kept
 * where"). The privacy policy promises at most 12 months for records and 24 for support data;
 * these are shorter where nothing needs more.
 */
export const RETENTION = {
  /** Mails written to `DATA_DIR/outbox/` instead of sent (no `SMTP_URL`): reset links expire in an hour. */
  outboxMailDays: 30,
} as const;

/** How often the retention pass runs (in the process that runs the projections). */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

export interface RetentionPorts {
  readonly db: Kysely<ReadModels>;
  /** `DATA_DIR`, whose `outbox/` holds the mails written instead of sent. */
  readonly dataDir: string;
}

export interface Retained {
  readonly sessionsDeleted: number;
  readonly outboxMailsDeleted: number;
  /** Rate-limit and throttle windows that have closed (`shared_counters`). */
  readonly countersDeleted: number;
  /** Live-socket counts of processes gone for an hour (`live_socket_counts`). */
  readonly socketCountsDeleted: number;
}

/**
 * One retention pass: sessions past their expiry (they no longer sign anyone in), closed rate-limit
 * windows, the live-socket counts of processes gone for an hour and outbox mails older than `RETENTION.outboxMailDays` are deleted. Safe to run at any time, in any process.
 */
export async function applyRetention(ports: RetentionPorts, now = new Date()): Promise<Retained> {
  const sessions = await ports.db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return {
    sessionsDeleted: Number(sessions.numDeletedRows),
    countersDeleted: await new SharedCounters(ports.db).sweep(now),
    socketCountsDeleted: await sweepSocketCounts(ports.db, now),
    outboxMailsDeleted: deleteOldOutboxMails(
      join(ports.dataDir, 'outbox'),
      now.getTime() - RETENTION.outboxMailDays * DAY_MS,
    ),
  };
}

/** The outbox's files last written before `before` (ms since the epoch). */
function deleteOldOutboxMails(outbox: string, before: number): number {
  let files: string[];
  try {
    files = readdirSync(outbox);
  } catch {
    return 0; // no outbox: mails are sent, or none was ever written
  }
  let deleted = 0;
  for (const file of files) {
    const path = join(outbox, file);
    try {
      if (statSync(path).mtimeMs >= before) continue;
      rmSync(path, { force: true });
      deleted += 1;
    } catch {
      // Gone meanwhile (an erasure removed it): nothing left to keep.
    }
  }
  return deleted;
}

/** Runs the retention pass every hour in the process that runs the projections. */
export function startRetentionReactor(
  ports: RetentionPorts,
  runs: ReactorRuns,
  log: (error: unknown) => void,
  intervalMs = RETENTION_INTERVAL_MS,
): () => void {
  return periodically(
    async () => {
      const { sessionsDeleted, outboxMailsDeleted, countersDeleted } = await applyRetention(ports);
      return sessionsDeleted + outboxMailsDeleted + countersDeleted;
    },
    { reactor: 'retention', runs, log, intervalMs },
  );
}

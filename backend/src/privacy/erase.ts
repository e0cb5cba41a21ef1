import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { decodeRecorded, type UserEvent, userStream } from '@rodada/events';
import type { System } from '../system';

export interface ErasureReport {
  /** Mails to the user removed from the outbox folder. */
  readonly outboxFilesDeleted: number;
  /**
   * Events replayed per projector while rebuilding the read models; null when nothing was
   * rebuilt: the key was gone already (a repeated erasure), or another process runs the
   * projections (see `rebuildPending`).
   */
  readonly rebuilt: Readonly<Record<string, number>> | null;
  /**
   * The key is gone but projected copies may remain: this process does not run the projections,
   * so it could not rebuild them. The projecting process must (`npm run projections:rebuild`).
   */
  readonly rebuildPending: boolean;
}

/**
 * Erases a user's personal data (crypto-shredding): deletes their key, so their name, e-mail and
 * password hash and the player names of their tournaments read as placeholders everywhere; ends
 * their sessions; removes the mails written to them in the outbox; rebuilds every read model so
 * no projected copy is left. Money movements stay, as anonymous accounting records.
 *
 * Safe to repeat: once the key is gone there is nothing left to read, so a repeat only ends any
 * session again and rebuilds nothing.
 */
export async function erasePersonalData(system: System, userId: string): Promise<ErasureReport> {
  const keyHeld = await system.store.vault.holds(userId);
  // The address is needed to find their mails, and is unreadable once the key is gone.
  const email = keyHeld ? await currentEmail(system, userId) : null;
  await system.store.vault.erase(userId);
  await system.sessions.revokeAllOf(userId);
  const outboxFilesDeleted = email ? deleteOutboxMails(join(system.config.dataDir, 'outbox'), email) : 0;
  if (!keyHeld) return { outboxFilesDeleted, rebuilt: null, rebuildPending: false };
  // Only the projecting process may rebuild (the runner refuses elsewhere).
  if (!system.runner.isLeader) return { outboxFilesDeleted, rebuilt: null, rebuildPending: true };
  const results = await system.runner.rebuildAll();
  return {
    outboxFilesDeleted,
    rebuilt: Object.fromEntries([...results].map(([name, r]) => [name, r.events])),
    rebuildPending: false,
  };
}

async function currentEmail(system: System, userId: string): Promise<string | null> {
  for (const recorded of await system.store.readStream(userStream(userId))) {
    const event = decodeRecorded(recorded) as unknown as UserEvent;
    if (event.type === 'UserRegistered') return event.data.email;
  }
  return null;
}

/** The outbox's .eml files addressed to `email` (by the name the mailer gives them, or their headers). */
function deleteOutboxMails(outbox: string, email: string): number {
  let files: string[];
  try {
    files = readdirSync(outbox);
  } catch {
    return 0;
  }
  const inName = email.replace(/[^a-z0-9@.]/gi, '_').toLowerCase();
  let deleted = 0;
  for (const file of files) {
    const path = join(outbox, file);
    const addressed =
      file.toLowerCase().includes(inName) ||
      readFileSync(path, 'utf8').toLowerCase().includes(email.toLowerCase());
    if (!addressed) continue;
    rmSync(path, { force: true });
    deleted += 1;
  }
  return deleted;
}

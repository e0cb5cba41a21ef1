import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { decodeRecorded, type UserEvent, userStream } from '@rodada/events';
import type { ReadModels } from '@rodada/projections';
import type { Kysely } from 'kysely';
import type { PrivateEventStore } from './privateEventStore';

export interface ErasureReport {
  /** Mails to the user removed from the outbox folder. */
  readonly outboxFilesDeleted: number;
  /** False when the key was gone already (a repeated erasure): nothing was left to shred. */
  readonly keyShredded: boolean;
}

/** What an erasure touches: the user's sessions, the key vault and stream, and the mail outbox. */
export interface ErasurePorts {
  /** The accounts slice's sessions: every one of the user's ends. */
  readonly sessions: { revokeAllOf(userId: string): Promise<void> };
  readonly store: PrivateEventStore;
  /** `DATA_DIR`, whose `outbox/` holds the mails written instead of sent. */
  readonly config: { readonly dataDir: string };
  /** The read models: which tournaments are theirs (a mail about one names them and their players). */
  readonly database: { readonly db: Kysely<ReadModels> };
}

/**
 * Erases a user's personal data where it is stored, from any process: deletes their key
 * (crypto-shredding), so their name, e-mail and password hash and the player names of their
 * tournaments read as placeholders in every event from now on; ends their sessions; removes the
 * mails written to them in the outbox. The read models' copies are not touched here: the
 * projectors scrub them when they project the user's `UserErased`, which `AccountService.erase`
 * appends after this, once the key is gone (so nothing projected later can read a name again).
 *
 * Safe to repeat: once the key is gone there is nothing left to read, so a repeat only ends any
 * session again.
 */
export async function erasePersonalData(ports: ErasurePorts, userId: string): Promise<ErasureReport> {
  await ports.sessions.revokeAllOf(userId);
  const keyHeld = await ports.store.vault.holds(userId);
  // The address is needed to find their mails, and is unreadable once the key is gone: their
  // mails go first, so a crash before the shredding leaves none behind for the repeat to miss.
  const email = keyHeld ? await currentEmail(ports, userId) : null;
  // Mails to them, and mails to others about their tournaments (an administrator's tie alert names
  // the organiser and the players): found by the address, or by a tournament's id in a link.
  const marks = [
    ...(email ? [email] : []),
    ...(
      await ports.database.db.selectFrom('tournaments').select('id').where('owner_id', '=', userId).execute()
    ).map((t) => t.id),
  ];
  const outbox = join(ports.config.dataDir, 'outbox');
  let outboxFilesDeleted = deleteOutboxMails(outbox, marks);
  await ports.store.vault.erase(userId);
  // A mail written while the key was being deleted (a reset asked for, a tie alerted at that instant).
  outboxFilesDeleted += deleteOutboxMails(outbox, marks);
  return { outboxFilesDeleted, keyShredded: keyHeld };
}

async function currentEmail(ports: ErasurePorts, userId: string): Promise<string | null> {
  for (const recorded of await ports.store.readStream(userStream(userId))) {
    const event = decodeRecorded(recorded) as unknown as UserEvent;
    if (event.type === 'UserRegistered') return event.data.email;
  }
  return null;
}

/**
 * The outbox's .eml files that hold one of `marks` (an address, a tournament's id) in their name
 * (the mailer names a file by its recipient) or their text, read across quoted-printable's soft
 * line breaks.
 */
function deleteOutboxMails(outbox: string, marks: readonly string[]): number {
  if (marks.length === 0) return 0;
  let files: string[];
  try {
    files = readdirSync(outbox);
  } catch {
    return 0;
  }
  const lower = marks.map((mark) => mark.toLowerCase());
  // As the mailer writes a recipient into the file's name.
  const inNames = lower.map((mark) => mark.replace(/[^a-z0-9@.]/g, '_'));
  const holdsMark = (text: string) => lower.some((mark) => text.includes(mark));
  let deleted = 0;
  for (const file of files) {
    const path = join(outbox, file);
    const holds =
      inNames.some((mark) => file.toLowerCase().includes(mark)) ||
      holdsMark(
        readFileSync(path, 'utf8')
          .replace(/=\r?\n/g, '')
          .toLowerCase(),
      );
    if (!holds) continue;
    rmSync(path, { force: true });
    deleted += 1;
  }
  return deleted;
}

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * One AES-256-GCM key per person (the subject: a user id), kept in `personal_data_keys`, outside
 * the events. Encrypting for a subject creates their key on first use; `erase` deletes it, and
 * from then on nothing encrypted for them can be read (crypto-shredding). Keys are cached in this
 * process; the event store forgets a subject's cached key when it reads their `UserErased`, so a
 * process that cached it stops reading with it from that event on (see `PrivateEventStore`).
 */
export class PersonalDataVault {
  /** A key, or null once known to be erased. */
  private readonly keys = new Map<string, Buffer | null>();

  constructor(private readonly db: Kysely<any>) {}

  /** `iv | tag | ciphertext`; the subject id is authenticated with it, so a blob moved to another person fails. */
  async encrypt(subjectId: string, plaintext: string): Promise<Buffer> {
    const key = await this.keyToWrite(subjectId);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, key, iv);
    cipher.setAAD(Buffer.from(subjectId));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
  }

  /** The plaintext, or null when the subject's key is gone (or is not the one that encrypted it). */
  async decrypt(subjectId: string, blob: Buffer): Promise<string | null> {
    const key = await this.keyToRead(subjectId);
    if (!key || blob.length < IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv(ALGORITHM, key, blob.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(subjectId));
      decipher.setAuthTag(blob.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(blob.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  }

  /** Deletes the subject's key: everything encrypted for them is unreadable from now on. */
  async erase(subjectId: string): Promise<void> {
    await this.db.deleteFrom('personal_data_keys').where('subject_id', '=', subjectId).execute();
    this.keys.set(subjectId, null);
  }

  /** Whether the subject's key is still stored (asked of the database: another process may have erased it). */
  async holds(subjectId: string): Promise<boolean> {
    return (await this.load(subjectId)) !== null;
  }

  /** Forgets cached keys, or one subject's (another process may have erased some). */
  forget(subjectId?: string): void {
    if (subjectId === undefined) this.keys.clear();
    else this.keys.delete(subjectId);
  }

  private async keyToRead(subjectId: string): Promise<Buffer | null> {
    const cached = this.keys.get(subjectId);
    if (cached !== undefined) return cached;
    const key = await this.load(subjectId);
    this.keys.set(subjectId, key);
    return key;
  }

  private async keyToWrite(subjectId: string): Promise<Buffer> {
    const cached = this.keys.get(subjectId);
    if (cached) return cached;
    // Created once even when processes race: the first insert wins and everyone reads it back.
    await sql`
      insert into personal_data_keys (subject_id, key) values (${subjectId}::uuid, ${randomBytes(32)})
      on conflict (subject_id) do nothing`.execute(this.db);
    const key = await this.load(subjectId);
    if (!key) throw new Error(`personal-data key for ${subjectId} vanished while being created`);
    this.keys.set(subjectId, key);
    return key;
  }

  private async load(subjectId: string): Promise<Buffer | null> {
    const row = await this.db
      .selectFrom('personal_data_keys')
      .select('key')
      .where('subject_id', '=', subjectId)
      .executeTakeFirst();
    return row ? Buffer.from(row.key as Uint8Array) : null;
  }
}

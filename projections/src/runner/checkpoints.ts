import { type AllPosition, START } from '@rodada/events';
import { type Kysely, sql, type Transaction } from 'kysely';

/**
 * The `projection_checkpoints` table: how far in `$all` each projector's rows reach. A checkpoint
 * only moves inside the transaction that writes the rows it covers (see `batchTransaction.ts`).
 */
type Checkpoints = Kysely<any>;

export async function readCheckpoints(db: Checkpoints): Promise<Map<string, AllPosition>> {
  return positionsOf(
    await db
      .selectFrom('projection_checkpoints')
      .select(['name', 'commit_position', 'prepare_position'])
      .execute(),
  );
}

export async function readCheckpoint(db: Checkpoints, name: string): Promise<AllPosition> {
  return (await readCheckpoints(db)).get(name) ?? START;
}

/** Creates the missing checkpoints and locks them all (another process cannot move them meanwhile). */
export async function lockCheckpoints(
  trx: Transaction<any>,
  names: readonly string[],
): Promise<Map<string, AllPosition>> {
  await trx
    .insertInto('projection_checkpoints')
    .values(
      names.map((name) => ({
        name,
        commit_position: START.commit.toString(),
        prepare_position: START.prepare.toString(),
      })),
    )
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return positionsOf(
    await trx
      .selectFrom('projection_checkpoints')
      .select(['name', 'commit_position', 'prepare_position'])
      .where('name', 'in', names)
      .forUpdate()
      .execute(),
  );
}

/** Moves the named checkpoints to `position`; call it with them locked, in the rows' transaction. */
export async function saveCheckpoints(
  trx: Transaction<any>,
  names: readonly string[],
  position: AllPosition,
): Promise<void> {
  await trx
    .updateTable('projection_checkpoints')
    .set({
      commit_position: position.commit.toString(),
      prepare_position: position.prepare.toString(),
      updated_at: sql`now()`,
    })
    .where('name', 'in', names)
    .execute();
}

/** Empties the named checkpoints, so their projectors start again from the first event. */
export async function deleteCheckpoints(trx: Transaction<any>, names: readonly string[]): Promise<void> {
  await trx.deleteFrom('projection_checkpoints').where('name', 'in', names).execute();
}

/** Checkpoint rows as positions, by projector name. */
function positionsOf(
  rows: readonly { name: string; commit_position: string | bigint; prepare_position: string | bigint }[],
): Map<string, AllPosition> {
  return new Map(
    rows.map((row) => [
      row.name,
      { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
    ]),
  );
}

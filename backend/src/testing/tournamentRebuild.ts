import { ProjectionRunner } from '@rodada/projections';
import { tableRows } from '@rodada/projections/testing';
import type { System } from '../system';

/**
 * The tournaments' own read models (every projector writing `matches`: tournaments, players,
 * matches, rankings, changes) as the live runner left them, then as a rebuild from the event store
 * gives them. Stops the live runner: for a file's last spec.
 */
export async function tournamentRebuild({ database, store, runner }: System) {
  const tournamentProjectors = runner.projectors.filter((p) => p.tables.includes('matches'));
  const snapshot = () =>
    tableRows(
      database,
      tournamentProjectors.flatMap((p) => p.tables),
    );
  const live = await snapshot();
  await runner.stop();
  const rebuilder = new ProjectionRunner(database, store, runner.projectors);
  for (const projector of tournamentProjectors) await rebuilder.rebuild(projector.name, 5);
  return { live, rebuilt: await snapshot() };
}

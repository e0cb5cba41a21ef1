export * from './accounts/transactionsProjector';
export * from './accounts/userQueries';
export * from './accounts/userSearch';
export * from './accounts/usersProjector';
export * from './admin/adminStatsQueries';
export * from './admin/adminTransactionsQueries';
export * from './circuits/circuitQueries';
export * from './circuits/circuitsProjector';
export * from './credits/creditReportQueries';
export * from './credits/pixPaymentsProjector';
export * from './credits/referralsProjector';
export * from './db/database';
export * from './db/migrate';
export * from './db/schema';
export * from './eventStore/postgresEventStore';
export * from './payments/paymentsProjector';
export * from './projector';
export * from './roster/ratingQueries';
export * from './roster/rosterProjector';
export * from './roster/rosterQueries';
export * from './runner/projectionRunner';
export * from './tablet/tournamentCodesProjector';
export * from './tournaments/tieAlertDeliveryProjector';
export * from './tournaments/tieQueueQueries';
export * from './tournaments/tournamentChargesProjector';
export * from './tournaments/tournamentQueries';
export * from './tournaments/tournamentsProjector';

import { transactionsProjector } from './accounts/transactionsProjector';
import { usersProjector } from './accounts/usersProjector';
import { circuitsProjector } from './circuits/circuitsProjector';
import { pixPaymentsProjector } from './credits/pixPaymentsProjector';
import { referralsProjector } from './credits/referralsProjector';
import { paymentsProjector } from './payments/paymentsProjector';
import type { Projector } from './projector';
import { rosterProjector } from './roster/rosterProjector';
import { tournamentCodesProjector } from './tablet/tournamentCodesProjector';
import { tieAlertDeliveryProjector } from './tournaments/tieAlertDeliveryProjector';
import { tournamentChargesProjector } from './tournaments/tournamentChargesProjector';
import { tournamentsProjector } from './tournaments/tournamentsProjector';

/** Every projector the app runs, in no particular order (each follows `$all` on its own). */
export const allProjectors: readonly Projector[] = [
  usersProjector,
  transactionsProjector,
  tournamentsProjector,
  tournamentChargesProjector,
  pixPaymentsProjector,
  referralsProjector,
  paymentsProjector,
  tieAlertDeliveryProjector,
  tournamentCodesProjector,
  rosterProjector,
  circuitsProjector,
];

import type { Migration } from 'kysely';
import * as checkpoints from './20261123T0000-checkpoints';
import * as users from './20261123T0100-users';
import * as accounts from './20261123T0200-accounts';
import * as tournaments from './20261123T0300-tournaments';
import * as superGroups from './20261123T0400-superGroups';
import * as personalDataKeys from './20261124T0000-personalDataKeys';
import * as pixAndReferrals from './20261124T0300-pixAndReferrals';
import * as payments from './20261124T0400-payments';
import * as cardPaymentsCredited from './20261124T0500-cardPaymentsCredited';
import * as adminUsers from './20261125T0100-adminUsers';
import * as matchCompletedAt from './20261125T0200-matchCompletedAt';
import * as tieQueue from './20261125T0300-tieQueue';
import * as tieAlertDeliveries from './20261126T0100-tieAlertDeliveries';
import * as tournamentCodes from './20261127T0100-tournamentCodes';
import * as matchVersion from './20261127T0200-matchVersion';
import * as matchSlot from './20261128T0100-matchSlot';
import * as rebuildSetAsideIndexes from './20261129T0100-rebuildSetAsideIndexes';
import * as scoringAndSlotTimers from './20261130T0300-scoringAndSlotTimers';
import * as mexicanoRounds from './20261130T0400-mexicanoRounds';
import * as walkoversAndChanges from './20261130T0500-walkoversAndChanges';
import * as playersLeaving from './20261130T0610-playersLeaving';
import * as endAndArrivals from './20261130T0700-endAndArrivals';
import * as standIns from './20261130T0800-standIns';
import * as roster from './20261201T0100-roster';
import * as consent from './20261202T0900-consent';
import * as sharedCounters from './20261202T0910-sharedCounters';
import * as liveSocketCounts from './20261203T0500-liveSocketCounts';
import * as circuits from './20261203T0600-circuits';
import * as rosterPrivacy from './20261203T0700-rosterPrivacy';
import * as rosterVersions from './20261204T0100-rosterVersions';

/** Every read-model migration, keyed by its timestamped name (applied in key order). */
export const readModelMigrations: Record<string, Migration> = {
  '20261123T0000-checkpoints': checkpoints,
  '20261123T0100-users': users,
  '20261123T0200-accounts': accounts,
  '20261123T0300-tournaments': tournaments,
  '20261123T0400-superGroups': superGroups,
  '20261124T0000-personalDataKeys': personalDataKeys,
  '20261124T0300-pixAndReferrals': pixAndReferrals,
  '20261124T0400-payments': payments,
  '20261124T0500-cardPaymentsCredited': cardPaymentsCredited,
  '20261125T0100-adminUsers': adminUsers,
  '20261125T0200-matchCompletedAt': matchCompletedAt,
  '20261125T0300-tieQueue': tieQueue,
  '20261126T0100-tieAlertDeliveries': tieAlertDeliveries,
  '20261127T0100-tournamentCodes': tournamentCodes,
  '20261127T0200-matchVersion': matchVersion,
  '20261128T0100-matchSlot': matchSlot,
  '20261129T0100-rebuildSetAsideIndexes': rebuildSetAsideIndexes,
  '20261130T0300-scoringAndSlotTimers': scoringAndSlotTimers,
  '20261130T0400-mexicanoRounds': mexicanoRounds,
  '20261130T0500-walkoversAndChanges': walkoversAndChanges,
  '20261130T0610-playersLeaving': playersLeaving,
  '20261130T0700-endAndArrivals': endAndArrivals,
  '20261130T0800-standIns': standIns,
  '20261201T0100-roster': roster,
  '20261202T0900-consent': consent,
  '20261202T0910-sharedCounters': sharedCounters,
  '20261203T0500-liveSocketCounts': liveSocketCounts,
  '20261203T0600-circuits': circuits,
  '20261203T0700-rosterPrivacy': rosterPrivacy,
  '20261204T0100-rosterVersions': rosterVersions,
};

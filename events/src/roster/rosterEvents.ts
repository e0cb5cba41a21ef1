import { z } from 'zod';
import type { EventsOf } from '../accounts/userEvents';
import { storableText } from '../text';
import { renameUnversioned, type StreamKind } from '../versioning';

/**
 * An organiser's players (the roster): one stream per organiser, `roster-{organiserId}`. Its entries
 * are not written here: every name entered in one of the organiser's tournaments is an entry (the
 * roster projector links it by name). The stream holds what the organiser says about them.
 */
export const ROSTER_STREAM_PREFIX = 'roster-';
export const rosterStream = (organiserId: string) => `${ROSTER_STREAM_PREFIX}${organiserId}`;

const id = z.guid();
const at = z.iso.datetime();

export const rosterEventSchemas = {
  /** The entry is called `name` from now on; the names it had still find it. */
  RosterEntryRenamed: {
    version: 1,
    schema: z.object({ entryId: id, name: storableText(), by: z.string(), at }),
  },
  /** `fromId` is the same person as `intoId`: its tournaments and names are `intoId`'s, and it is gone. */
  RosterEntriesMerged: {
    version: 1,
    schema: z.object({ fromId: id, intoId: id, by: z.string(), at }),
  },
  /**
   * What the player agreed to show: `publicToken` is their opt-in public page's link (null: none;
   * a page turned on again gets a new link), `hiddenInCircuits` keeps their name off the public
   * circuit standings (still ranked, shown as hidden).
   */
  RosterEntryPrivacySet: {
    version: 1,
    schema: z.object({
      entryId: id,
      publicToken: z.string().nullable(),
      hiddenInCircuits: z.boolean(),
      by: z.string(),
      at,
    }),
  },
  /**
   * LGPD: the person asked to be forgotten. The entry is anonymised everywhere: its name and the
   * names of the tournament players it was (`players`, fixed when decided, so a rebuild scrubs the
   * same ones) read as the erased placeholder, and its names find it no more.
   */
  RosterEntryErased: {
    version: 1,
    schema: z.object({
      entryId: id,
      players: z.array(z.object({ tournamentId: id, playerId: id })),
      by: z.string(),
      at,
    }),
  },
} as const;

export type RosterEvent = EventsOf<typeof rosterEventSchemas>;

export const rosterStreams: StreamKind<RosterEvent> = {
  name: 'roster',
  prefix: ROSTER_STREAM_PREFIX,
  events: rosterEventSchemas,
  upcast: renameUnversioned,
};

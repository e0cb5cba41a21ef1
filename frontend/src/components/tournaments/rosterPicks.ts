import type { RosterEntrySummary, RosterPick } from '@rodada/events/contracts';
import { useMemo, useState } from 'react';

/** The names of a creation form that were picked from the roster's suggestions. */
export interface RosterPicks {
  readonly onPick: (entry: RosterEntrySummary) => void;
  /** The entry a box's name was picked as, while the box still holds that name. */
  readonly picked: (name: string) => RosterEntrySummary | undefined;
  /** A box's name as the request sends it: `{ rosterId }` for a picked entry, else the name typed. */
  readonly toPlayer: (name: string) => string | RosterPick;
}

/**
 * Remembers each suggestion picked in a creation form by the name it put in its box, so the request
 * names that player by their roster entry (docs/roster.md). A box edited afterwards holds another
 * name, and is sent as typed.
 */
export function useRosterPicks(): RosterPicks {
  const [picks, setPicks] = useState<ReadonlyMap<string, RosterEntrySummary>>(new Map());
  return useMemo(() => {
    const picked = (name: string) => picks.get(name.trim());
    return {
      onPick: (entry) => setPicks((known) => new Map(known).set(entry.name, entry)),
      picked,
      toPlayer: (name) => {
        const entry = picked(name);
        return entry ? { rosterId: entry.id } : name;
      },
    };
  }, [picks]);
}

import { nameKey } from '@rodada/events/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { rosterQueries } from '../../lib/roster';
import type { RosterPicks } from './rosterPicks';

/** Seeding by level is offered once at least half of the players named have a level. */
export const seedingByLevelAvailable = ({ named, rated }: { named: number; rated: number }) =>
  named > 0 && rated * 2 >= named;

/**
 * How many of the names typed have a level (docs/levels.md): a picked entry's, or that of the
 * organiser's player with that name (accents and case ignored, as the roster links it).
 */
export function useRatedPlayers(names: readonly string[], picks: RosterPicks) {
  const { data } = useQuery(rosterQueries.search('', true));
  return useMemo(() => {
    const byKey = new Map((data ?? []).map((entry) => [nameKey(entry.name), entry]));
    const named = names.filter((name) => name.trim() !== '');
    const rated = named.filter((name) => (picks.picked(name) ?? byKey.get(nameKey(name)))?.level);
    return { named: named.length, rated: rated.length };
  }, [data, names, picks]);
}

/**
 * "Sortear por nível" on an Americano's or a Mexicano's creation screen: what it does for the format,
 * or, while fewer than half of the players have a level, why it cannot be ticked yet.
 */
export function LevelSeedingChoice({
  format,
  checked,
  onChange,
  named,
  rated,
}: {
  readonly format: 'americano' | 'mexicano';
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly named: number;
  readonly rated: number;
}) {
  const { t } = useTranslation('tournaments');
  const id = useId();
  const available = seedingByLevelAvailable({ named, rated });
  return (
    <div className="flex items-start gap-3 rounded-xl bg-slate-50 p-3">
      <input
        id={id}
        type="checkbox"
        data-testid="seeding-by-level"
        checked={available && checked}
        disabled={!available}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-6 shrink-0 accent-brand-600 disabled:opacity-40"
      />
      <label htmlFor={id} className="grid gap-0.5">
        <span className="text-base font-semibold text-slate-800">{t('create.seeding.label')}</span>
        <span id={`${id}-hint`} className="text-sm text-slate-600" data-testid="seeding-by-level-hint">
          {available ? t(`create.seeding.${format}Hint`) : t('create.seeding.unavailable', { rated, named })}
        </span>
      </label>
    </div>
  );
}

import {
  QUALIFIERS_PER_GROUP,
  TIE_REASONING_MAX_LENGTH,
  type TournamentDetail,
} from '@rodada/events/contracts';
import { Tabs } from 'radix-ui';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The resolution form's values: the choices, group by group. */
export interface ResolveValues {
  /** Chosen final place ('1'-'4') per player id; '' follows the group ranking. */
  readonly positions: Record<string, string>;
  /** The optional reasoning per group. */
  readonly reasoning: Record<string, string>;
}

/** The places a group's player may be given: its qualifying places. */
export const PLACES = Array.from({ length: QUALIFIERS_PER_GROUP }, (_, i) => i + 1);

type RankingRow = TournamentDetail['groupRankings'][string][number];

/**
 * One group's tab of the resolution form: whether it has a tie, a place chosen twice, its ranking
 * with a place to choose per player (the tied ones marked), and the reasoning.
 */
export function ResolveGroupPanel({
  group,
  rows,
  tied,
  duplicatePlace,
  register,
}: {
  readonly group: string;
  readonly rows: readonly RankingRow[];
  /** The players of the group's open ties. */
  readonly tied: ReadonlySet<string>;
  /** A place chosen for two players of the group, which the server would refuse. */
  readonly duplicatePlace: number | undefined;
  readonly register: UseFormRegister<ResolveValues>;
}) {
  const { t } = useTranslation(['superGroups', 'tournaments']);
  return (
    <Tabs.Content
      value={group}
      data-testid={`resolve-group-${group}`}
      className="mt-4 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm outline-none sm:p-5"
    >
      <p className={`text-sm font-semibold ${tied.size > 0 ? 'text-amber-800' : 'text-slate-500'}`}>
        {tied.size > 0 ? t('tie.title', { group }) : t('resolve.noTie')}
      </p>
      {duplicatePlace !== undefined ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {t('resolve.duplicate', { n: duplicatePlace, group })}
        </p>
      ) : null}
      <p
        aria-hidden
        className="-mb-2 flex justify-between px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        <span>{t('tournaments:ranking.player')}</span>
        <span className="w-28">{t('resolve.finalPosition')}</span>
      </p>
      <ol className="grid gap-2">
        {rows.map((row) => (
          <ResolveRow key={row.playerId} row={row} tied={tied.has(row.playerId)} register={register} />
        ))}
      </ol>
      <label className="grid gap-1.5 text-sm font-medium text-slate-800">
        {t('resolve.reasoning')}
        <input
          {...register(`reasoning.${group}`)}
          placeholder={t('resolve.reasoningPlaceholder')}
          maxLength={TIE_REASONING_MAX_LENGTH}
          className="h-11 w-full rounded-xl border border-slate-300 bg-white px-3.5 text-base font-normal text-slate-900 shadow-sm outline-none placeholder:text-slate-500 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 sm:text-sm"
        />
      </label>
    </Tabs.Content>
  );
}

/** A player as the group ranking placed them, and the final place to give them. */
function ResolveRow({
  row,
  tied,
  register,
}: {
  readonly row: RankingRow;
  readonly tied: boolean;
  readonly register: UseFormRegister<ResolveValues>;
}) {
  const { t } = useTranslation('superGroups');
  return (
    <li
      data-testid="resolve-row"
      data-player-id={row.playerId}
      data-tied={tied || undefined}
      className={`flex items-center gap-3 rounded-xl border px-3 py-2 ${
        tied ? 'border-amber-200 bg-amber-50' : 'border-slate-100'
      }`}
    >
      <span
        title={t('resolve.computed')}
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-bold text-slate-600 tabular-nums"
      >
        {row.position}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold break-words text-slate-900">{row.playerName}</p>
        <p className="text-xs text-slate-500 tabular-nums">
          {t('resolve.stats', {
            points: row.points,
            wins: row.wins,
            balance: row.gameBalance > 0 ? `+${row.gameBalance}` : row.gameBalance,
          })}
          {tied ? <span className="ml-2 font-semibold text-amber-800">{t('tie.tied')}</span> : null}
        </p>
      </div>
      <select
        aria-label={t('resolve.positionFor', { name: row.playerName })}
        data-testid="resolve-position"
        {...register(`positions.${row.playerId}`)}
        className="h-11 w-28 shrink-0 rounded-xl border border-slate-300 bg-white px-2 text-base text-slate-900 shadow-sm outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100 sm:text-sm"
      >
        <option value="">{t('resolve.none')}</option>
        {PLACES.map((place) => (
          <option key={place} value={place}>
            {t('resolve.option', { n: place })}
          </option>
        ))}
      </select>
    </li>
  );
}

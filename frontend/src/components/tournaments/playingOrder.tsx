import type { Match, PublicTournament } from '@rodada/events/contracts';
import { FINAL_ROUND } from '@rodada/events/contracts/mini';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type PlayState, playState, type SlotMark, slotMark, slotsOf } from '../../lib/playingOrder';
import { MatchCard, type SaveMatchScore } from './matchCard';
import { sidesOf } from './tournamentText';

/**
 * Where a match is played, as a spectator reads it: "Horário 7 · Quadra 2 · Rodada 4", the group
 * first in a Super 16 / 32, the Super Final's matches by name.
 */
export function matchPlace(match: Match, t: TFunction<['tournaments', 'superGroups']>): string {
  if (match.matchType === 'final') {
    const name =
      match.round === FINAL_ROUND ? t('superGroups:final.finalMatch') : t('superGroups:final.thirdPlace');
    return `${name} · ${t('tournaments:match.courtOnly', { court: match.court })}`;
  }
  const place = t('tournaments:match.place', { slot: match.slot, court: match.court, round: match.round });
  return match.groupId ? `${t('superGroups:tabs.group', { group: match.groupId })} · ${place}` : place;
}

/** "Em quadra agora" / "A seguir" beside a slot of the list. */
export function SlotMarkChip({ mark, label }: { readonly mark: SlotMark; readonly label: string }) {
  if (!mark) return null;
  return (
    <span
      data-testid={`slot-${mark}`}
      className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${
        mark === 'now' ? 'bg-ball text-slate-900' : 'bg-brand-50 text-brand-800'
      }`}
    >
      {label}
    </span>
  );
}

/**
 * Courts side by side where a card keeps room for its names: on the board the list sits in the
 * narrower right column from `lg`, so two cards only return on very wide screens.
 */
const COLUMNS = { board: 'sm:grid-cols-2 lg:grid-cols-1 2xl:grid-cols-2', page: 'sm:grid-cols-2' } as const;

interface PlayingOrderProps {
  readonly tournament: PublicTournament;
  /** Only these matches (one group of a Super 16 / 32); all of the tournament's otherwise. */
  readonly matches?: readonly Match[];
  readonly onSave?: SaveMatchScore;
  readonly onIncomplete?: () => void;
  readonly board?: boolean;
}

/**
 * Every match in playing order, slot by slot, the courts of a slot side by side. An ended
 * tournament takes no score: its cards only read.
 */
export function PlayingOrderList({
  tournament,
  matches: only,
  onSave,
  onIncomplete,
  board = false,
}: PlayingOrderProps) {
  const { t } = useTranslation('tournaments');
  const matches = only ?? tournament.matches;
  const names = new Map(tournament.players.map((p) => [p.id, p.name]));
  const nameOf = (id: string) => names.get(id) ?? '?';
  const state = playState(matches, tournament);
  const columns = Math.min(2, Math.max(...slotsOf(matches).map((s) => s.matches.length), 1));
  return (
    <ol className="grid gap-5" data-testid="playing-order">
      {slotsOf(matches).map((slot) => {
        const mark = slotMark(slot, state);
        return (
          <li
            key={slot.slot}
            data-testid="slot"
            data-slot={slot.slot}
            data-mark={mark ?? undefined}
            aria-labelledby={`slot-${slot.slot}`}
          >
            <div className="mb-2 flex items-center gap-2">
              <h3
                id={`slot-${slot.slot}`}
                className={`font-bold text-slate-900 ${board ? 'text-lg' : 'text-base'}`}
              >
                {t('rounds.slot', { slot: slot.slot })}
              </h3>
              <SlotMarkChip mark={mark} label={mark ? t(`playing.${mark}`) : ''} />
            </div>
            <div className={`grid gap-3 ${columns > 1 ? COLUMNS[board ? 'board' : 'page'] : ''}`}>
              {slot.matches.map((match) => (
                <MatchCard
                  key={match.id}
                  match={match}
                  sides={sidesOf(match, nameOf)}
                  onSave={
                    onSave && !tournament.ended ? (a, b, version) => onSave(match, a, b, version) : undefined
                  }
                  onIncomplete={onIncomplete}
                  board={board}
                  ended={tournament.ended}
                />
              ))}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The matches on court now and those up next, in large type: the panel above the lists. */
export function NowAndNext({ tournament }: { readonly tournament: PublicTournament }) {
  const { t } = useTranslation(['tournaments', 'superGroups']);
  const state: PlayState = playState(tournament.matches, tournament);
  if (state.now.length === 0) return null;
  const names = new Map(tournament.players.map((p) => [p.id, p.name]));
  const nameOf = (id: string) => names.get(id) ?? '?';
  const list = (matches: readonly Match[], testId: string) => (
    <ul data-testid={testId} className="mt-2 grid gap-3 md:grid-cols-2">
      {matches.map((match) => (
        <li key={match.id} data-match-id={match.id} className="rounded-xl bg-white/10 p-3">
          <p className="text-xs font-semibold text-white">{matchPlace(match, t)}</p>
          <p className="mt-1 text-lg leading-snug font-bold">
            {sidesOf(match, nameOf)[0].join(' / ')}
            <span className="mx-2 text-sm font-semibold text-ball">{t('public.versus')}</span>
            {sidesOf(match, nameOf)[1].join(' / ')}
          </p>
        </li>
      ))}
    </ul>
  );
  return (
    <section
      data-testid="up-next"
      aria-label={t('playing.now')}
      className="grid gap-4 rounded-2xl border border-brand-200 bg-brand-700 p-4 text-white shadow-md sm:p-5"
    >
      <div>
        <h2 className="text-sm font-semibold tracking-wide uppercase opacity-90">{t('playing.now')}</h2>
        {list(state.now, 'on-court-now')}
      </div>
      {state.next.length > 0 ? (
        <div>
          <h2 className="text-sm font-semibold tracking-wide uppercase opacity-90">{t('playing.next')}</h2>
          {list(state.next, 'up-next-matches')}
        </div>
      ) : null}
    </section>
  );
}

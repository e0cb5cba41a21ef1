import type { Match } from '@rodada/events/contracts';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { WalkoverButton } from './changes/changeActions';

/** Saves one match's result typed on `basedOnVersion` of it; false when it did not save. */
export type SaveScore = (team1Score: number, team2Score: number, basedOnVersion: number) => Promise<boolean>;

/** The owner's screens save any match of the tournament: `SaveScore` with the match first. */
export type SaveMatchScore = (
  match: Match,
  team1Score: number,
  team2Score: number,
  basedOnVersion: number,
) => Promise<boolean>;

export interface ScoreFormProps {
  readonly match: Match;
  readonly sides: readonly [readonly string[], readonly string[]];
  readonly onSave: SaveScore;
  readonly onIncomplete?: () => void;
  readonly board: boolean;
  /** The side that won (1 or 2), 0 for a draw, null while not completed. */
  readonly winner: Winner;
}

/**
 * The owner's score form (`MatchScoreForm` in matchScoreForm.tsx), given by the screens that enter
 * results. It is not imported here so the public board, which only reads, never loads it nor
 * react-hook-form.
 */
export const ScoreFormContext = createContext<ComponentType<ScoreFormProps> | null>(null);

interface MatchCardProps {
  readonly match: Match;
  readonly sides: readonly [readonly string[], readonly string[]];
  /**
   * Present on the owner view: saves a result (both scores 0-9) typed on `basedOnVersion` of the
   * match, in the form a `ScoreFormContext` provider gives. Absent: read-only.
   */
  readonly onSave?: SaveScore;
  /** Called when a score is missing on save (the page shows the toast). */
  readonly onIncomplete?: () => void;
  readonly board?: boolean;
  /** The tournament was ended from a court tablet: a match without a result will not be played. */
  readonly ended?: boolean;
}

type Winner = 0 | 1 | 2 | null;

function winnerOf(match: Match): Winner {
  if (!match.completed || match.team1Score === null || match.team2Score === null) return null;
  if (match.team1Score > match.team2Score) return 1;
  return match.team2Score > match.team1Score ? 2 : 0;
}

/** One match: court and round (its slot heads the list it sits in), the two sides, and the score (entry on the owner view). */
export function MatchCard({
  match,
  sides,
  onSave,
  onIncomplete,
  board = false,
  ended = false,
}: MatchCardProps) {
  const { t } = useTranslation('tournaments');
  const ScoreForm = useContext(ScoreFormContext);
  if (onSave && !ScoreForm) throw new Error('MatchCard: onSave needs a ScoreFormContext provider');
  const winner = winnerOf(match);

  return (
    <article
      data-testid="match-card"
      data-match-id={match.id}
      // A void match waits for nothing: the pending navigator passes it by.
      data-completed={match.completed || match.void}
      className={`scroll-mt-24 rounded-2xl border bg-white shadow-sm ${
        match.completed || ended ? 'border-slate-200' : 'border-slate-200 ring-1 ring-brand-100'
      } ${board ? 'p-4 sm:p-5' : 'p-3.5 sm:p-4'}`}
    >
      <header className="mb-2.5 flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <p className={`font-semibold whitespace-nowrap text-slate-500 ${board ? 'text-sm' : 'text-xs'}`}>
          {match.matchType === 'final'
            ? t('match.courtOnly', { court: match.court })
            : t('match.courtRound', { court: match.court, round: match.round })}
        </p>
        {match.void ? (
          <span
            data-testid="match-void"
            className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700"
          >
            {t('match.void')}
          </span>
        ) : match.walkover ? (
          <span
            data-testid="match-walkover"
            className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900"
          >
            {t('match.walkover')}
          </span>
        ) : match.completed ? (
          match.isDraw ? (
            <span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-800">
              {t('match.draw')}
            </span>
          ) : (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              {t('match.completed')}
            </span>
          )
        ) : (
          <span
            data-testid="match-state"
            className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600"
          >
            {ended ? t('match.notPlayed') : t('match.pending')}
          </span>
        )}
      </header>
      {/* A walkover takes no score (it is undone first): it reads as "W.O.", never as digits. */}
      {onSave && ScoreForm && !match.walkover && !match.void ? (
        <ScoreForm
          match={match}
          sides={sides}
          onSave={onSave}
          onIncomplete={onIncomplete}
          board={board}
          winner={winner}
        />
      ) : (
        <div className="grid gap-2">
          {([0, 1] as const).map((side) => (
            <MatchSide key={side} side={side} names={sides[side]} won={winner === side + 1} board={board}>
              <span
                data-testid={`score-team${side + 1}`}
                className={`flex shrink-0 items-center justify-center rounded-xl font-bold tabular-nums ${
                  match.walkover
                    ? board
                      ? 'h-12 min-w-12 px-1 text-lg'
                      : 'h-10 min-w-10 px-1 text-sm'
                    : board
                      ? 'size-12 text-3xl'
                      : 'size-10 text-2xl'
                } ${
                  match.completed
                    ? winner === side + 1
                      ? 'bg-brand-600 text-white'
                      : 'bg-slate-100 text-slate-800'
                    : 'bg-slate-50 text-slate-300'
                }`}
              >
                {shownScore(match, side, t('match.walkover'))}
              </span>
            </MatchSide>
          ))}
        </div>
      )}
      <WalkoverButton match={match} ended={ended} />
    </article>
  );
}

/** What a side's score box shows: its score, "W.O." for a walkover's winner (nothing for the absent side), or a dash. */
export function shownScore(match: Match, side: 0 | 1, walkover: string): string | number | null {
  if (match.walkover) return match.walkover === (side === 0 ? 'team1' : 'team2') ? walkover : '–';
  return match.completed ? (side === 0 ? match.team1Score : match.team2Score) : '–';
}

/** One side's row: its names (bold when it won), then its score box (read-only or an input). */
export function MatchSide({
  side,
  names,
  won,
  board,
  children,
}: {
  readonly side: 0 | 1;
  readonly names: readonly string[];
  readonly won: boolean;
  readonly board: boolean;
  readonly children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-3">
      <p
        data-testid={`side-${side + 1}`}
        className={`min-w-0 flex-1 leading-tight break-words ${board ? 'text-lg' : 'text-[0.95rem]'} ${
          won ? 'font-bold text-slate-900' : 'font-medium text-slate-700'
        }`}
      >
        {names.map((name, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a side's names are fixed positions
          <span key={i}>
            {i > 0 ? <span className="px-1 text-slate-500">/</span> : null}
            {name}
          </span>
        ))}
      </p>
      {children}
    </div>
  );
}

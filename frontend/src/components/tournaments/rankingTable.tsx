import type { ShownRankingRow } from '@rodada/events/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LeavingMark } from './leavingMark';
import { rankingLabel } from './scoring/rankingLabels';
import { useScoring } from './scoring/scoringContext';
import { TieNotes } from './tieNotes';

interface RankingTableProps {
  readonly ranking: readonly ShownRankingRow[];
  /** Fixed pairs rank pairs: the name column says so. */
  readonly pairs: boolean;
  /** Bigger rows for the public board. */
  readonly board?: boolean;
  /**
   * Labels beside some names: players level in an open Super 16 / 32 tie ('tie', row shaded) or
   * placed for the Super Final by an administrator ('resolved').
   */
  readonly marks?: ReadonlyMap<string, RowMark>;
  /** A line under this many rows (the Super Final qualifiers of a group). */
  readonly cutoff?: number;
  /** Where a name leads (the player's own page on the public board); plain text without it. */
  readonly playerHref?: (playerId: string) => string;
  /** A column of matches played, where players play different numbers (an Americano's rests). */
  readonly matchesPlayed?: boolean;
}

export interface RowMark {
  readonly kind: 'tie' | 'resolved';
  readonly label: string;
}

const MARK_STYLES: Record<RowMark['kind'], string> = {
  tie: 'bg-amber-100 text-amber-900',
  resolved: 'bg-violet-100 text-violet-800',
};

const COLUMNS = ['wins', 'losses', 'draws', 'points', 'gameBalance'] as const;

/** Position, name, V, D, E, P, SG (spec section 9), with the legend under it. */
export function RankingTable({
  ranking,
  pairs,
  board = false,
  marks,
  cutoff,
  playerHref,
  matchesPlayed = false,
}: RankingTableProps) {
  const { t } = useTranslation(['tournaments', 'americano']);
  const scoring = useScoring();
  const label = (kind: 'short' | 'columns' | 'legend', column: (typeof COLUMNS)[number]) =>
    rankingLabel(t, scoring, kind, column);
  // Eight columns with the matches played: narrower cells on a phone, so the table fits 390 px unscrolled.
  const cell = matchesPlayed
    ? board
      ? 'px-1 py-3 sm:px-3'
      : 'px-1 py-2.5 sm:px-2.5'
    : board
      ? 'px-2 py-3 sm:px-3'
      : 'px-1.5 py-2.5 sm:px-2.5';
  const numberWidth = matchesPlayed ? 'w-8 sm:w-10' : 'w-10';
  return (
    <div>
      <div className="overflow-x-auto">
        <table data-testid="ranking-table" className="w-full border-collapse text-left tabular-nums">
          <thead>
            <tr className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <th scope="col" className={`${cell} ${numberWidth} text-center`}>
                <abbr title={t('ranking.position')} className="no-underline">
                  #
                </abbr>
              </th>
              <th scope="col" className={cell}>
                {pairs ? t('ranking.pair') : t('ranking.player')}
              </th>
              {matchesPlayed ? (
                <th scope="col" className={`${cell} ${numberWidth} text-center`}>
                  <abbr title={t('americano:ranking.matches')} className="no-underline">
                    {t('americano:ranking.matchesShort')}
                  </abbr>
                </th>
              ) : null}
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={`${cell} ${numberWidth} text-center`}>
                  <abbr title={label('columns', column)} className="no-underline">
                    {label('short', column)}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ranking.map((row, i) => {
              const mark = marks?.get(row.playerId);
              return (
                <tr
                  key={row.playerId}
                  data-testid="ranking-row"
                  data-player-id={row.playerId}
                  data-tied={mark?.kind === 'tie' || undefined}
                  data-resolved={mark?.kind === 'resolved' || undefined}
                  className={`border-b last:border-0 ${
                    cutoff !== undefined && i === cutoff - 1
                      ? 'border-b-2 border-dashed border-b-brand-300'
                      : 'border-slate-100'
                  } ${mark?.kind === 'tie' ? 'bg-amber-50' : ''}`}
                >
                  <td className={`${cell} text-center`}>
                    {/* One who left, or a substitute left out of the places, takes no place: "–". */}
                    {row.ranked !== false ? (
                      <PositionMark position={row.position} board={board} />
                    ) : (
                      <span data-testid="ranking-unplaced" className="font-bold text-slate-400">
                        –
                      </span>
                    )}
                  </td>
                  <td
                    className={`${cell} font-semibold break-words text-slate-900 ${board ? 'text-lg sm:text-xl' : 'text-sm'}`}
                  >
                    {playerHref ? (
                      <Link
                        to={playerHref(row.playerId)}
                        data-testid="ranking-name"
                        className="underline decoration-slate-300 underline-offset-4 hover:text-brand-700 hover:decoration-brand-500"
                      >
                        {row.playerName}
                      </Link>
                    ) : (
                      <span data-testid="ranking-name">{row.playerName}</span>
                    )}
                    {mark ? (
                      <span
                        data-testid="ranking-mark"
                        className={`ml-2 inline-flex rounded-full px-1.5 py-0.5 align-middle text-[0.7rem] font-semibold whitespace-nowrap ${MARK_STYLES[mark.kind]}`}
                      >
                        {mark.label}
                      </span>
                    ) : null}
                    <LeavingMark row={row} />
                  </td>
                  {matchesPlayed ? (
                    <NumberCell
                      testId="ranking-matches"
                      value={row.wins + row.losses + row.draws}
                      className={cell}
                      board={board}
                    />
                  ) : null}
                  <NumberCell testId="ranking-wins" value={row.wins} className={cell} board={board} />
                  <NumberCell testId="ranking-losses" value={row.losses} className={cell} board={board} />
                  <NumberCell testId="ranking-draws" value={row.draws} className={cell} board={board} />
                  <NumberCell
                    testId="ranking-points"
                    value={row.points}
                    className={cell}
                    board={board}
                    strong
                  />
                  <NumberCell
                    testId="ranking-balance"
                    value={row.gameBalance}
                    className={cell}
                    board={board}
                    signed
                  />
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500" data-testid="ranking-legend">
        {matchesPlayed ? <span>{t('americano:ranking.legend')}</span> : null}
        {COLUMNS.map((column) => (
          <span key={column}>{label('legend', column)}</span>
        ))}
      </p>
      <TieNotes ranking={ranking} cutoff={cutoff} />
    </div>
  );
}

function PositionMark({ position, board }: { readonly position: number; readonly board: boolean }) {
  const podium =
    position === 1
      ? 'bg-ball text-brand-900'
      : position === 2
        ? 'bg-slate-200 text-slate-800'
        : position === 3
          ? 'bg-amber-100 text-amber-900'
          : 'text-slate-500';
  return (
    <span
      data-testid="ranking-position"
      className={`inline-flex items-center justify-center rounded-full font-bold ${podium} ${
        board ? 'size-9 text-lg' : 'size-7 text-sm'
      }`}
    >
      {position}
    </span>
  );
}

interface NumberCellProps {
  readonly value: number;
  readonly className: string;
  readonly board: boolean;
  readonly testId: string;
  readonly strong?: boolean;
  readonly signed?: boolean;
}

function NumberCell({ value, className, board, testId, strong = false, signed = false }: NumberCellProps) {
  const text = signed && value > 0 ? `+${value}` : String(value);
  return (
    <td
      data-testid={testId}
      className={`${className} text-center ${board ? 'text-lg sm:text-xl' : 'text-sm'} ${
        strong ? 'font-extrabold text-brand-800' : 'text-slate-700'
      }`}
    >
      {text}
    </td>
  );
}

import type { PlayingOrderKey, PublicTournament, ScheduleFiguresBody } from '@rodada/events/contracts';
import { americanoFullRounds, LEAST_BACK_TO_BACK } from '@rodada/events/contracts/mini';
import { useTranslation } from 'react-i18next';
import { AmericanoGuaranteeList, guaranteeFromFigures } from './americanoGuarantee';
import { DisclosurePanel } from './disclosurePanel';
import { isAnyGroupFormat, isPairFormat } from './tournamentText';

/** What every pair of participants should count in the matrices, by format. */
function expectedCounts(format: PublicTournament['tournamentType']): {
  partners: number | null;
  opponents: number;
} {
  // Fixed pairs never change partner: their matrix says nothing, each pair meets every other once.
  return isPairFormat(format) ? { partners: null, opponents: 1 } : { partners: 1, opponents: 2 };
}

/**
 * Americano states what its own draw gives; Mexicano draws from the standings as it is played, so
 * neither is held to the whist figures of the named presets.
 */
const drawnAsPlayed = (tournament: Pick<PublicTournament, 'tournamentType'>) =>
  isAnyGroupFormat(tournament.tournamentType);

/** The smallest and largest count off the diagonal: equal when the schedule is balanced. */
export function offDiagonalRange(matrix: readonly (readonly number[])[]): { min: number; max: number } {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  matrix.forEach((row, i) => {
    row.forEach((count, j) => {
      if (i === j) return;
      min = Math.min(min, count);
      max = Math.max(max, count);
    });
  });
  return Number.isFinite(min) ? { min, max } : { min: 0, max: 0 };
}

/**
 * Nobody ever sits a slot out (a Super 8 on 2 courts, a Super 12 on 3): playing slot after slot is
 * then the plan itself, not something a better order could avoid.
 */
export function everyonePlaysEverySlot(
  figures: Pick<ScheduleFiguresBody, 'slots' | 'participants'>,
): boolean {
  return figures.slots > 0 && figures.participants.every((p) => p.matches === figures.slots);
}

/**
 * The proven least back-to-back for the tournament's format and courts (per group in a Super 16 /
 * 32, each group on its own court); undefined where none is proven.
 */
export function leastBackToBack(tournament: Pick<PublicTournament, 'tournamentType' | 'courts'>) {
  const courts = tournament.tournamentType === 'super_groups' ? 1 : tournament.courts;
  return LEAST_BACK_TO_BACK[`${tournament.tournamentType}/${courts}` as PlayingOrderKey];
}

/**
 * "Equilíbrio do sorteio": the tournament's own schedule shown to be fair, from the figures the
 * server computed out of the stored matches: who partners and faces whom how many times, and for
 * plans with fewer courts than matches, who plays twice in a row, waits long or changes court.
 */
export function FairnessPanel({ tournament }: { readonly tournament: PublicTournament }) {
  const { t } = useTranslation('fairness');
  // A late arrival redrew the Americano's remaining rounds: the figures below count the new draw.
  const redrawn =
    tournament.redrawnFromRound === null ? null : (
      <p
        data-testid="redrawn-notice"
        className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
      >
        {t('redrawn', { round: tournament.redrawnFromRound })}
      </p>
    );
  if (tournament.scheduleFigures.length === 0) return redrawn;
  return (
    <>
      {redrawn}
      <DisclosurePanel testId="fairness-panel" title={t('title')} intro={t('intro')}>
        <div className="grid gap-6 px-4 pb-3 sm:px-5">
          {tournament.scheduleFigures.map((figures) => (
            <GroupFairness key={figures.groupId ?? 'all'} tournament={tournament} figures={figures} />
          ))}
        </div>
      </DisclosurePanel>
    </>
  );
}

function GroupFairness({
  tournament,
  figures,
}: {
  readonly tournament: PublicTournament;
  readonly figures: ScheduleFiguresBody;
}) {
  const { t } = useTranslation('fairness');
  const names = new Map(tournament.players.map((p) => [p.id, p.name]));
  const expected = expectedCounts(tournament.tournamentType);
  const partners = offDiagonalRange(figures.partners);
  const opponents = offDiagonalRange(figures.opponents);
  const people = figures.participants.map((p) => names.get(p.id) ?? '?');
  const line = (range: { min: number; max: number }, want: number, kind: 'partners' | 'opponents') =>
    range.min === want && range.max === want
      ? t(`${kind}.exact`, { count: want })
      : t(`${kind}.range`, { min: range.min, max: range.max });
  return (
    <section data-testid="fairness-group" data-group={figures.groupId ?? undefined} className="grid gap-4">
      {figures.groupId ? (
        <h3 className="text-sm font-bold text-slate-900">{t('group', { group: figures.groupId })}</h3>
      ) : null}
      {tournament.tournamentType === 'americano' ? (
        // No fixed promise per format: what this draw gives, counted from its own matches.
        <AmericanoGuaranteeList
          testId="fairness-americano"
          guarantee={guaranteeFromFigures(
            figures,
            tournament.rounds,
            americanoFullRounds(figures.participants.length),
          )}
        />
      ) : null}
      <ul className="grid gap-1.5 text-sm text-slate-700">
        {expected.partners !== null && !drawnAsPlayed(tournament) ? (
          <Check ok={partners.min === expected.partners && partners.max === expected.partners}>
            <span data-testid="fairness-partners">{line(partners, expected.partners, 'partners')}</span>
          </Check>
        ) : null}
        {!drawnAsPlayed(tournament) ? (
          <Check ok={opponents.min === expected.opponents && opponents.max === expected.opponents}>
            <span data-testid="fairness-opponents">{line(opponents, expected.opponents, 'opponents')}</span>
          </Check>
        ) : null}
        <Check ok={null}>
          <span data-testid="fairness-slots">
            {t('slots', { count: figures.slots, courts: tournament.courts })}
          </span>
        </Check>
        <Check ok={figures.backToBack === 0 ? true : null}>
          <span data-testid="fairness-back-to-back">
            {figures.backToBack === 0
              ? t('backToBack.none')
              : everyonePlaysEverySlot(figures)
                ? t('backToBack.unavoidable', {
                    count: tournament.courts,
                    slots: figures.slots,
                    players: figures.participants.length,
                  })
                : figures.backToBack === leastBackToBack(tournament)
                  ? t('backToBack.least', { count: figures.backToBack })
                  : t('backToBack.some', { count: figures.backToBack })}
          </span>
        </Check>
      </ul>
      <div className="grid gap-4 lg:grid-cols-2">
        {expected.partners !== null ? (
          <Matrix
            title={t('partners.title')}
            people={people}
            matrix={figures.partners}
            testId="partner-matrix"
          />
        ) : null}
        <Matrix
          title={t('opponents.title')}
          people={people}
          matrix={figures.opponents}
          testId="opponent-matrix"
        />
      </div>
      <PlayerFigures figures={figures} people={people} pairs={isPairFormat(tournament.tournamentType)} />
    </section>
  );
}

/** A line of the summary: met (✓), not met (!), or a plain figure (null: facts of the plan, such as slots). */
function Check({ ok, children }: { readonly ok: boolean | null; readonly children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <span
        aria-hidden
        className={`mt-0.5 inline-flex size-4 shrink-0 items-center justify-center rounded-full text-[0.65rem] font-bold ${
          ok === null
            ? 'bg-slate-100 text-slate-500'
            : ok
              ? 'bg-brand-100 text-brand-800'
              : 'bg-amber-100 text-amber-900'
        }`}
      >
        {ok === null ? '•' : ok ? '✓' : '!'}
      </span>
      {children}
    </li>
  );
}

/** A participants × participants table of counts, numbered so it fits a phone; names in the legend. */
function Matrix({
  title,
  people,
  matrix,
  testId,
}: {
  readonly title: string;
  readonly people: readonly string[];
  readonly matrix: readonly (readonly number[])[];
  readonly testId: string;
}) {
  const { t } = useTranslation('fairness');
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 text-sm font-semibold text-slate-900">{title}</figcaption>
      <div className="overflow-x-auto">
        <table data-testid={testId} className="border-collapse text-center text-xs tabular-nums">
          <thead>
            <tr>
              <th scope="col" className="p-0">
                <span className="sr-only">{t('matrix.corner')}</span>
              </th>
              {people.map((name, j) => (
                <th key={name} scope="col" className="size-6 font-semibold text-slate-500">
                  <abbr title={name} className="no-underline">
                    {j + 1}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matrix.map((row, i) => (
              <tr key={people[i]}>
                <th scope="row" className="pr-1.5 text-right font-semibold text-slate-500">
                  <abbr title={people[i]} className="no-underline">
                    {i + 1}
                  </abbr>
                </th>
                {row.map((count, j) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: matrix cells are fixed positions
                    key={j}
                    className={`size-6 border border-white ${
                      i === j
                        ? 'bg-slate-100 text-slate-300'
                        : count === 0
                          ? 'bg-slate-50 text-slate-500'
                          : 'bg-brand-50 text-brand-900'
                    }`}
                  >
                    {i === j ? '·' : count}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** Per participant: matches, two slots in a row, the longest wait and court changes. */
function PlayerFigures({
  figures,
  people,
  pairs,
}: {
  readonly figures: ScheduleFiguresBody;
  readonly people: readonly string[];
  readonly pairs: boolean;
}) {
  const { t } = useTranslation('fairness');
  const columns = ['matches', 'backToBack', 'longestWait', 'courtChanges'] as const;
  return (
    <div className="overflow-x-auto">
      <table data-testid="fairness-players" className="w-full border-collapse text-left text-sm tabular-nums">
        <thead>
          <tr className="border-b border-slate-200 text-xs font-semibold text-slate-500">
            <th scope="col" className="py-2 pr-2">
              {pairs ? t('columns.pair') : t('columns.player')}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-2 text-center">
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figures.participants.map((participant, i) => (
            <tr
              key={participant.id}
              data-testid="fairness-player"
              className="border-b border-slate-100 last:border-0"
            >
              <th scope="row" className="py-1.5 pr-2 font-medium text-slate-800">
                <span className="mr-1.5 text-xs text-slate-500">{i + 1}</span>
                {people[i]}
              </th>
              {columns.map((column) => (
                <td
                  key={column}
                  data-testid={`fairness-${column}`}
                  className="px-2 py-1.5 text-center text-slate-700"
                >
                  {participant[column]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-slate-500">{t('legend')}</p>
    </div>
  );
}

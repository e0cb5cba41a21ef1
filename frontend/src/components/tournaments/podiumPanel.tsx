import type { PublicTournament } from '@rodada/events/contracts';
import { useTranslation } from 'react-i18next';
import { type Podium, podiumMatches } from '../../lib/superGroups';
import { Icon } from '../icons';
import { MatchCard, type SaveMatchScore } from './matchCard';
import { sidesOf } from './tournamentText';

interface PodiumPanelProps {
  readonly tournament: PublicTournament;
  readonly podium: Podium;
  readonly onSave?: SaveMatchScore;
  readonly onIncomplete?: () => void;
  readonly board?: boolean;
}

const PLACE_STYLES: Record<number, string> = {
  1: 'bg-ball text-brand-900',
  2: 'bg-slate-200 text-slate-800',
  3: 'bg-amber-100 text-amber-900',
  4: 'bg-slate-100 text-slate-600',
};

/** One podium of the Super Final: its final (round 100), third-place match (101) and team standings. */
export function PodiumPanel({ tournament, podium, onSave, onIncomplete, board = false }: PodiumPanelProps) {
  const { t } = useTranslation('superGroups');
  const names = new Map(tournament.players.map((p) => [p.id, p.name]));
  const nameOf = (id: string) => names.get(id) ?? '?';
  const { final, thirdPlace } = podiumMatches(tournament, podium);
  const [x, y] = podium.groups;
  const matches = [
    { key: 'final', match: final, title: t('final.finalMatch'), hint: t('final.finalMatchHint') },
    { key: 'third', match: thirdPlace, title: t('final.thirdPlace'), hint: t('final.thirdPlaceHint') },
  ];
  return (
    <section
      data-testid="podium"
      data-podium={podium.podiumId}
      data-complete={podium.complete}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 className={`flex items-center gap-2 font-bold text-slate-900 ${board ? 'text-xl' : 'text-base'}`}>
        <Icon name="trophy" className="size-5 text-violet-600" />
        {t('final.podium', { x, y })}
      </h3>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {matches.map(({ key, match, title, hint }) =>
          match ? (
            <div key={key} data-testid={`podium-${key}`} className="grid content-start gap-2">
              <div>
                <p className="text-sm font-bold text-violet-800">{title}</p>
                <p className="text-xs text-slate-500">{hint}</p>
              </div>
              <MatchCard
                match={match}
                sides={sidesOf(match, nameOf)}
                onSave={onSave ? (a, b, version) => onSave(match, a, b, version) : undefined}
                onIncomplete={onIncomplete}
                board={board}
              />
            </div>
          ) : null,
        )}
      </div>
      <div className="mt-5">
        <h4 className="text-sm font-bold text-slate-900">{t('final.standings')}</h4>
        {podium.complete ? (
          <ol data-testid="podium-standings" className="mt-2 grid gap-2">
            {podium.teams.map((team) => (
              <li
                key={`${team.position}-${team.playerIds.join()}`}
                data-testid="podium-team"
                data-position={team.position}
                className="flex items-center gap-3 rounded-xl border border-slate-100 bg-slate-50/60 px-3 py-2"
              >
                <span
                  className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                    PLACE_STYLES[team.position] ?? PLACE_STYLES[4]
                  }`}
                >
                  {team.position}
                </span>
                <div className="min-w-0">
                  <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                    {t(`final.places.${team.position}`)}
                  </p>
                  <p
                    data-testid="podium-team-names"
                    className={`font-bold break-words text-slate-900 ${board ? 'text-lg' : 'text-sm'}`}
                  >
                    {team.playerIds.map(nameOf).join(' / ')}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-1 text-sm text-slate-500">{t('final.standingsPending')}</p>
        )}
      </div>
    </section>
  );
}

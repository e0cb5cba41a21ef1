import { useTranslation } from 'react-i18next';
import { AddPlayerButton, PlayerChangeButton } from '../../../components/tournaments/changes/playerChanges';
import { stillPlaying } from '../../../components/tournaments/changes/playerSlots';
import { LeavingMark } from '../../../components/tournaments/leavingMark';
import { Panel } from '../../../components/tournaments/tournamentViews';
import type { TabletView } from './useTabletTournament';

/** The players (or pairs) at the court; each one still playing offers "Substituir ou retirar". */
export function TabletPlayers({ tournament }: { readonly tournament: TabletView }) {
  const { t } = useTranslation('tabletPlay');
  return (
    <Panel title={<span className="text-xl">{t('sections.players')}</span>} testId="tablet-players">
      <ol className="grid gap-2">
        {tournament.players.map((player) => (
          <li
            key={player.id}
            data-testid="player-row"
            data-player-id={player.id}
            className="flex min-h-14 flex-wrap items-center gap-x-3 gap-y-1"
          >
            <span
              data-testid="player-name"
              className="min-w-0 flex-1 text-lg font-semibold break-words text-slate-900"
            >
              {player.name}
              <LeavingMark row={player} />
            </span>
            <PlayerChangeButton
              playerId={player.id}
              name={player.name}
              playing={stillPlaying(player, tournament.matches)}
              look="touch"
            />
          </li>
        ))}
      </ol>
      <div className="mt-3 empty:hidden">
        <AddPlayerButton look="touch" />
      </div>
    </Panel>
  );
}

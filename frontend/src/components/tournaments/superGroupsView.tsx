import type { PublicTournament } from '@rodada/events/contracts';
import { QUALIFIERS_PER_GROUP } from '@rodada/events/contracts';
import { Tabs } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupIdsOf, groupMatchesOf, openTies, type TieIssue } from '../../lib/superGroups';
import type { SaveMatchScore } from './matchCard';
import { PlayingOrderList } from './playingOrder';
import { PodiumPanel } from './podiumPanel';
import { RankingTable, type RowMark } from './rankingTable';
import { TieResolutionNotes } from './tieResolutionNotes';
import { Panel } from './tournamentViews';

interface SuperGroupsViewProps {
  readonly tournament: PublicTournament;
  /** Present on the owner view: score entry for group and final matches. */
  readonly onSave?: SaveMatchScore;
  readonly onIncomplete?: () => void;
  readonly board?: boolean;
  /** Where a name in a group's ranking leads (the public board's player pages). */
  readonly playerHref?: (playerId: string) => string;
}

const FINAL_TAB = 'final';

/** Super 16 / 32: a tab per group (ranking and matches) plus "Super Final" (podiums). */
export function SuperGroupsView({
  tournament,
  onSave,
  onIncomplete,
  board = false,
  playerHref,
}: SuperGroupsViewProps) {
  const { t } = useTranslation('superGroups');
  const groups = groupIdsOf(tournament);
  const [tab, setTab] = useState<string>(tournament.superFinalGenerated ? FINAL_TAB : groups[0]!);
  const ties = openTies(tournament);
  const tiedGroups = new Set<string>(ties.map((issue) => issue.groupId));

  // When the Super Final appears (generated here, or pushed live to a spectator), show it.
  const generated = useRef(tournament.superFinalGenerated);
  useEffect(() => {
    if (tournament.superFinalGenerated && !generated.current) setTab(FINAL_TAB);
    generated.current = tournament.superFinalGenerated;
  }, [tournament.superFinalGenerated]);

  const courtOf = new Map(tournament.groups.map((g) => [g.id, g.court]));
  // The Super Final was seeded from the group tables, so the server refuses group results from then
  // on (tournament.groupResultsLocked): the owner sees them read-only, and why.
  const groupsLocked = onSave !== undefined && tournament.superFinalGenerated;
  return (
    <Tabs.Root value={tab} onValueChange={setTab} data-testid="super-groups-tabs" className="min-w-0">
      <Tabs.List
        aria-label={t('tabs.label')}
        className="flex flex-wrap gap-1 rounded-2xl border border-slate-200 bg-white p-1 shadow-sm"
      >
        {[...groups, FINAL_TAB].map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            data-testid={`tab-${value}`}
            className={`relative inline-flex h-10 flex-1 items-center justify-center gap-1.5 rounded-xl px-3 font-semibold whitespace-nowrap text-slate-600 transition hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 data-[state=active]:bg-brand-600 data-[state=active]:text-white ${
              board ? 'text-base' : 'text-sm'
            }`}
          >
            {value === FINAL_TAB ? t('tabs.final') : t('tabs.group', { group: value })}
            {tiedGroups.has(value) ? (
              <span aria-hidden className="size-2 rounded-full bg-amber-500" data-testid="tab-tie-dot" />
            ) : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {groups.map((group) => {
        const marks = groupMarks(tournament, group, ties, t);
        return (
          <Tabs.Content
            key={group}
            value={group}
            data-testid={`group-panel-${group}`}
            className="mt-4 grid gap-6 outline-none lg:grid-cols-[minmax(0,1fr)_minmax(0,25rem)] lg:items-start"
          >
            <div className="lg:col-start-2">
              <Panel
                title={t('group.ranking', { group })}
                aside={
                  <span className="text-xs font-semibold whitespace-nowrap text-slate-500">
                    {t('group.court', { court: courtOf.get(group) ?? '?' })}
                  </span>
                }
                testId="group-ranking"
              >
                <RankingTable
                  ranking={tournament.groupRankings[group] ?? []}
                  pairs={false}
                  board={board}
                  cutoff={QUALIFIERS_PER_GROUP}
                  marks={marks}
                  playerHref={playerHref}
                />
                <p className="mt-2 text-xs font-medium text-brand-800">{t('group.qualifiers')}</p>
                {[...marks.values()].some((mark) => mark.kind === 'resolved') ? (
                  <p data-testid="resolved-note" className="mt-1 text-xs text-violet-800">
                    {t('group.resolvedNote')}
                  </p>
                ) : null}
                <TieResolutionNotes tournament={tournament} group={group} />
              </Panel>
            </div>
            <div className="lg:col-start-1 lg:row-start-1">
              <Panel title={t('group.matches', { group })} testId="group-matches">
                {groupsLocked ? (
                  <p
                    data-testid="group-locked-note"
                    className="mb-3 rounded-xl bg-slate-100 px-3 py-2 text-sm text-slate-700"
                  >
                    {t('group.locked')}
                  </p>
                ) : null}
                <PlayingOrderList
                  tournament={tournament}
                  matches={groupMatchesOf(tournament.matches, group)}
                  onSave={groupsLocked ? undefined : onSave}
                  onIncomplete={onIncomplete}
                  board={board}
                />
              </Panel>
            </div>
          </Tabs.Content>
        );
      })}
      <Tabs.Content value={FINAL_TAB} data-testid="final-panel" className="mt-4 grid gap-6 outline-none">
        {tournament.superFinalGenerated ? (
          tournament.podiums.map((podium) => (
            <PodiumPanel
              key={podium.podiumId}
              tournament={tournament}
              podium={podium}
              onSave={onSave}
              onIncomplete={onIncomplete}
              board={board}
            />
          ))
        ) : (
          <p
            data-testid="final-not-yet"
            className="rounded-2xl border border-dashed border-slate-300 bg-white/70 p-6 text-center text-sm text-slate-600"
          >
            {t('final.notYet')}
          </p>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** Open ties shade the level players; a player an administrator placed shows the place in the final. */
function groupMarks(
  tournament: PublicTournament,
  group: string,
  ties: readonly TieIssue[],
  t: (key: string, options?: Record<string, unknown>) => string,
): ReadonlyMap<string, RowMark> {
  const marks = new Map<string, RowMark>();
  for (const player of tournament.players) {
    if (player.groupId === group && player.finalPosition !== null)
      marks.set(player.id, { kind: 'resolved', label: t('group.resolved', { n: player.finalPosition }) });
  }
  for (const issue of ties) {
    if (issue.groupId !== group) continue;
    for (const id of issue.playerIds) marks.set(id, { kind: 'tie', label: t('tie.tied') });
  }
  return marks;
}

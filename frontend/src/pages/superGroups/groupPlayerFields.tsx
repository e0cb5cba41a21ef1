import { GROUP_IDS, GROUP_SIZE, type GroupId, type RosterEntrySummary } from '@rodada/events/contracts';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PlayerEntryFields } from '../../components/tournaments/playerEntryFields';

interface GroupPlayerFieldsProps {
  readonly playerCount: number | null;
  /** Manual division: one tab of 8 fields per group. Otherwise one numbered list for the draw. */
  readonly manual: boolean;
  /** Every slot (32); only the first `playerCount` are in use. */
  readonly names: readonly string[];
  /** The form's registration of the slot at `index`. */
  readonly registerName: (index: number) => UseFormRegisterReturn;
  /** The message beside the slot at `index` (a blank, a repeated name, …). */
  readonly fieldError: (index: number) => string | undefined;
  readonly error: string | undefined;
  readonly groupErrors: Partial<Record<GroupId, string>>;
  /** A player picked from the roster's suggestions (`useRosterPicks`). */
  readonly onPick: (entry: RosterEntrySummary) => void;
}

/** The player names: a numbered list for a random draw, or group tabs A-D for a manual division. */
export function GroupPlayerFields({
  playerCount,
  manual,
  names,
  registerName,
  fieldError,
  error,
  groupErrors,
  onPick,
}: GroupPlayerFieldsProps) {
  const { t } = useTranslation(['superGroups', 'tournaments']);
  const [tab, setTab] = useState<GroupId>('A');
  const count = playerCount ?? 0;
  const used = names.slice(0, count);
  const filled = used.filter((n) => n.trim() !== '').length;
  const groups = GROUP_IDS.slice(0, count / GROUP_SIZE);
  const activeTab = groups.includes(tab) ? tab : 'A';

  return (
    <section
      data-testid="players-section"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-base font-bold text-slate-900">
          {playerCount === null ? t('tournaments:players.title') : t('create.playersTitle', { count })}
        </h2>
        {playerCount !== null ? (
          <span
            data-testid="players-filled"
            className={`text-sm font-semibold tabular-nums ${filled === count ? 'text-brand-700' : 'text-slate-500'}`}
          >
            {t('create.filled', { filled, total: count })}
          </span>
        ) : null}
      </div>
      {playerCount === null ? (
        <p className="mt-1 text-sm text-slate-600">{t('create.chooseCountFirst')}</p>
      ) : (
        <p className="mt-1 text-sm text-slate-600">
          {manual ? t('create.groupsHint') : t('create.playersHint')}
        </p>
      )}
      {error ? (
        <p role="alert" data-testid="players-error" className="mt-2 text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
      {playerCount === null ? null : manual ? (
        <Tabs.Root value={activeTab} onValueChange={(value) => setTab(value as GroupId)} className="mt-4">
          <Tabs.List
            aria-label={t('create.groupsLabel')}
            className="grid gap-1 rounded-2xl bg-slate-100 p-1"
            style={{ gridTemplateColumns: `repeat(${groups.length}, minmax(0, 1fr))` }}
          >
            {groups.map((group, g) => {
              const inGroup = used.slice(g * GROUP_SIZE, (g + 1) * GROUP_SIZE);
              const groupFilled = inGroup.filter((n) => n.trim() !== '').length;
              const wrong = groupErrors[group] !== undefined;
              return (
                <Tabs.Trigger
                  key={group}
                  value={group}
                  data-testid={`group-tab-${group}`}
                  className="flex h-11 flex-col items-center justify-center rounded-xl text-sm font-semibold text-slate-600 transition hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm sm:flex-row sm:gap-2"
                >
                  <span>{t('create.groupTab', { group })}</span>
                  <span
                    className={`text-[0.7rem] leading-none tabular-nums sm:text-xs ${
                      wrong
                        ? 'font-bold text-red-600'
                        : groupFilled === GROUP_SIZE
                          ? 'text-brand-700'
                          : 'text-slate-500'
                    }`}
                  >
                    {t('create.groupCount', { filled: groupFilled })}
                  </span>
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
          {groups.map((group, g) => (
            <Tabs.Content key={group} value={group} className="mt-4 outline-none">
              {groupErrors[group] ? (
                <p role="alert" className="mb-3 text-sm font-medium text-red-600">
                  {groupErrors[group]}
                </p>
              ) : null}
              <PlayerEntryFields
                count={GROUP_SIZE}
                first={g * GROUP_SIZE}
                field={registerName}
                error={fieldError}
                onPick={onPick}
                className="grid gap-3 sm:grid-cols-2"
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : (
        <PlayerEntryFields
          count={count}
          field={registerName}
          error={fieldError}
          onPick={onPick}
          className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        />
      )}
    </section>
  );
}

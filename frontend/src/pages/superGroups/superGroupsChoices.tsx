import { type CreateSuperGroupsRequest, FORMAT_RULES, type Scoring } from '@rodada/events/contracts';
import { type ReactNode, useId } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/icons';

export type PlayerCount = 16 | 32;
type Method = 'random' | 'manual';

/** The Super 16/32 creation form's values: these two choices, then the name and the players. */
export interface SuperGroupsValues {
  readonly name: string;
  readonly playerCount: PlayerCount | null;
  readonly groupAssignmentMethod: Method | null;
  /** Every slot (32); only the first `playerCount` are in use. */
  readonly players: string[];
  readonly scoring: Scoring;
}

/** The two choices a Super 16/32 needs before its names: how many play, and how the groups are made. */
export function SuperGroupsChoices({
  control,
  errorText,
  costFor,
}: {
  readonly control: Control<SuperGroupsValues, unknown, CreateSuperGroupsRequest>;
  readonly errorText: (path: string) => string | undefined;
  /** A size's price, once the prices are known. */
  readonly costFor: (count: number) => number | undefined;
}) {
  const { t } = useTranslation(['superGroups', 'tournaments']);
  return (
    <>
      <Controller
        control={control}
        name="playerCount"
        rules={{ deps: ['players'] }}
        render={({ field }) => (
          <ChoiceGroup
            legend={t('create.playerCount')}
            name={field.name}
            error={errorText('playerCount')}
            value={field.value}
            onChange={field.onChange}
            options={FORMAT_RULES.super_groups.sizes.map((size) => {
              const credits = costFor(size.entities);
              return {
                value: size.entities as PlayerCount,
                icon: 'users' as const,
                label: t('create.playerCountOption', { count: size.entities }),
                detail: t('create.playerCountDetail', {
                  groups: size.groups,
                  courts: size.courts.min,
                  credits: credits === undefined ? '…' : t('tournaments:credits', { count: credits }),
                }),
              };
            })}
          />
        )}
      />
      <Controller
        control={control}
        name="groupAssignmentMethod"
        rules={{ deps: ['players'] }}
        render={({ field }) => (
          <ChoiceGroup
            legend={t('create.method')}
            name={field.name}
            error={errorText('groupAssignmentMethod')}
            value={field.value}
            onChange={field.onChange}
            options={[
              {
                value: 'random' as const,
                icon: 'shuffle',
                label: t('create.random'),
                detail: t('create.randomHint'),
              },
              {
                value: 'manual' as const,
                icon: 'users',
                label: t('create.manual'),
                detail: t('create.manualHint'),
              },
            ]}
          />
        )}
      />
    </>
  );
}

interface Choice<V> {
  readonly value: V;
  readonly icon: IconName;
  readonly label: string;
  readonly detail: ReactNode;
}

/** A row of radio cards (player count, division method) with its message underneath. */
function ChoiceGroup<V extends string | number>({
  legend,
  name,
  value,
  onChange,
  options,
  error,
}: {
  readonly legend: string;
  readonly name: string;
  readonly value: V | null;
  readonly onChange: (value: V) => void;
  readonly options: readonly Choice<V>[];
  readonly error: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2" role="radiogroup">
        {options.map((option) => {
          const checked = value === option.value;
          return (
            <label
              key={option.value}
              data-testid={`${name}-${option.value}`}
              className={`flex min-h-16 cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 transition has-focus-visible:ring-4 has-focus-visible:ring-brand-100 ${
                checked
                  ? 'border-brand-500 bg-brand-50 text-brand-900'
                  : error
                    ? 'border-red-300 bg-white text-slate-800 hover:border-brand-300'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-brand-300'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              <span
                className={`flex size-9 shrink-0 items-center justify-center rounded-lg ${
                  checked ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-500'
                }`}
              >
                <Icon name={option.icon} className="size-4.5" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-bold">{option.label}</span>
                <span className="block text-xs text-slate-600">{option.detail}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

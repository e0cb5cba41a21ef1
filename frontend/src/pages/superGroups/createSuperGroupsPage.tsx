import {
  CreateSuperGroupsRequestSchema,
  FORMAT_RULES,
  GROUP_IDS,
  GROUP_SIZE,
  type GroupId,
} from '@rodada/events/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Icon, type IconName } from '../../components/icons';
import { CostSummary } from '../../components/tournaments/costSummary';
import { costOf, useTournamentCosts } from '../../components/tournaments/tournamentCosts';
import { formatName } from '../../components/tournaments/tournamentText';
import { TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api';
import { FORM_BEHAVIOUR, requestResolver, setServerErrors, useErrorText } from '../../lib/forms';
import { tournamentCreated, tournamentWrites } from '../../lib/queries';
import { useCreationKey } from '../../lib/useCreationKey';
import { refreshSession, useUser } from '../../state/session';
import { useToast } from '../../state/toasts';
import { PageHeader } from '../tournaments/pageHeader';
import { GroupPlayerFields } from './groupPlayerFields';
import { SuperGroupsExplainer } from './superGroupsExplainer';

type PlayerCount = 16 | 32;
type Method = 'random' | 'manual';

const SIZES = FORMAT_RULES.super_groups.sizes;
const MAX_PLAYERS = Math.max(...SIZES.map((s) => s.entities));

interface SuperGroupsValues {
  readonly name: string;
  readonly playerCount: PlayerCount | null;
  readonly groupAssignmentMethod: Method | null;
  /** Every slot (32); only the first `playerCount` are in use. */
  readonly players: string[];
}

/** The request the form stands for: the slots in use, each with its group when the division is manual. */
function requestOf({ name, playerCount, groupAssignmentMethod, players }: SuperGroupsValues) {
  const used = playerCount === null ? [] : players.slice(0, playerCount);
  return {
    name,
    playerCount: playerCount ?? undefined,
    groupAssignmentMethod: groupAssignmentMethod ?? undefined,
    players:
      groupAssignmentMethod === 'manual'
        ? used.map((player, i) => ({ name: player, groupId: groupOfIndex(i) }))
        : used,
  };
}

/** Spec "/create-super-{product}": explanatory cards, then name, 16 or 32, random or manual groups, names. */
export function CreateSuperGroupsPage() {
  const { t } = useTranslation(['superGroups', 'tournaments', 'errors']);
  const user = useUser();
  const navigate = useNavigate();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const costs = useTournamentCosts();
  // Checked by the shared schema on submit, then field by field as the user corrects them; a new
  // count or division also re-checks the names.
  const { register, control, handleSubmit, setError, watch, formState } = useForm({
    ...FORM_BEHAVIOUR,
    resolver: requestResolver(CreateSuperGroupsRequestSchema, requestOf),
    defaultValues: {
      name: '',
      playerCount: null,
      groupAssignmentMethod: null,
      players: Array.from({ length: MAX_PLAYERS }, () => ''),
    } satisfies SuperGroupsValues,
  });
  const errorText = useErrorText(formState.errors);
  const [playerCount, method, names] = watch(['playerCount', 'groupAssignmentMethod', 'players']);

  const costFor = (count: number) =>
    costs.status === 'success' ? costOf(costs.data, 'super_groups', count) : undefined;
  const cost = playerCount === null ? undefined : costFor(playerCount);
  const players = playerCount === null ? [] : names.slice(0, playerCount);

  const creationKey = useCreationKey();
  const submit = handleSubmit(async (body) => {
    if (cost !== undefined && user.credits < cost) {
      toast({
        title: t('tournaments:create.insufficientTitle'),
        description: t('tournaments:create.insufficientDescription', {
          required: t('tournaments:credits', { count: cost }),
          available: t('tournaments:credits', { count: user.credits }),
        }),
        variant: 'destructive',
      });
      return;
    }
    try {
      const created = await tournamentWrites.createSuperGroups(
        { ...body, courts: body.playerCount / GROUP_SIZE },
        creationKey.current(),
      );
      toast({
        title: t('toasts.created', {
          format: formatName(
            { tournamentType: 'super_groups', playerCount: body.playerCount },
            (key, options) => t(`tournaments:${key}`, options),
          ),
        }),
      });
      await tournamentCreated(queryClient);
      navigate(`/tournament/${created.id}`);
    } catch (error) {
      creationKey.failed(error);
      if (error instanceof ApiError && error.code === 'credits.insufficient') {
        toast({
          title: t('tournaments:create.insufficientTitle'),
          description: error.message,
          variant: 'destructive',
        });
        void refreshSession();
      } else {
        setServerErrors(setError, error);
        toast({
          title: t('tournaments:toasts.createFailed'),
          description: error instanceof Error ? error.message : undefined,
          variant: 'destructive',
        });
      }
    }
  });

  return (
    <div className="mx-auto w-full max-w-5xl">
      <Link
        to="/select-tournament-type"
        className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-slate-600 hover:text-brand-700"
      >
        <Icon name="collapse" className="size-4" />
        {t('tournaments:create.back')}
      </Link>
      <PageHeader title={t('create.title')} description={t('create.description')} />
      <SuperGroupsExplainer />
      <form onSubmit={submit} noValidate className="grid gap-5" data-testid="create-form">
        <section className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <TextField
            label={t('tournaments:create.name')}
            placeholder={t('tournaments:create.namePlaceholder', {
              format: t('tournaments:formats.super_groups.sizedName', { count: playerCount ?? 16 }),
            })}
            error={errorText('name')}
            autoComplete="off"
            maxLength={80}
            {...register('name')}
          />
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
                options={SIZES.map((size) => {
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
        </section>

        <GroupPlayerFields
          playerCount={playerCount}
          manual={method === 'manual'}
          names={names}
          registerName={(index) => register(`players.${index}`)}
          // A manual division sends each slot as { name, groupId }: its messages sit on the name.
          fieldError={(index) => errorText(`players.${index}`) ?? errorText(`players.${index}.name`)}
          error={errorText('players')}
          groupErrors={formState.isSubmitted && method === 'manual' ? groupErrorsOf(players, t) : {}}
        />

        <CostSummary
          cost={cost}
          pendingCost={t('create.costPending')}
          credits={user.credits}
          submitting={formState.isSubmitting}
          allowUnknownCost={playerCount === null && costs.status === 'success'}
        />
      </form>
    </div>
  );
}

/** In a manual division, the first 8 fields are group A, the next 8 group B, and so on. */
export function groupOfIndex(index: number): GroupId {
  return GROUP_IDS[Math.floor(index / GROUP_SIZE)]!;
}

/** 'O Grupo A precisa ter exatamente 8 jogadores' for each group of a manual division short of names. */
function groupErrorsOf(
  players: readonly string[],
  t: (key: string, options: { ns: string }) => string,
): Partial<Record<GroupId, string>> {
  const errors: Partial<Record<GroupId, string>> = {};
  for (let g = 0; g * GROUP_SIZE < players.length; g++) {
    const filled = players.slice(g * GROUP_SIZE, (g + 1) * GROUP_SIZE).filter((p) => p.trim() !== '').length;
    const group = GROUP_IDS[g]!;
    if (filled !== GROUP_SIZE)
      errors[group] = t(`tournament.validation.groupOfEight${group}`, { ns: 'errors' });
  }
  return errors;
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

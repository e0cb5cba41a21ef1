import {
  type CreateSuperGroupsRequest,
  CreateSuperGroupsRequestSchema,
  DEFAULT_SCORING,
  FORMAT_RULES,
  GROUP_IDS,
  GROUP_SIZE,
  type GroupId,
  NAME_MAX_LENGTH,
} from '@rodada/events/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/backLink';
import { CostSummary } from '../../components/tournaments/costSummary';
import { useRosterPicks } from '../../components/tournaments/rosterPicks';
import { ScoringChoice } from '../../components/tournaments/scoring/scoringChoice';
import { costOf, useTournamentCosts } from '../../components/tournaments/tournamentCosts';
import { formatName } from '../../components/tournaments/tournamentText';
import { useCreateOnWeb } from '../../components/tournaments/useCreateTournament';
import { TextField } from '../../components/ui/field';
import { FORM_BEHAVIOUR, requestResolver, useErrorText } from '../../lib/forms';
import { tournamentWrites } from '../../lib/queries';
import { useUser } from '../../state/session';
import { PageHeader } from '../tournaments/pageHeader';
import { GroupPlayerFields } from './groupPlayerFields';
import { SuperGroupsChoices, type SuperGroupsValues } from './superGroupsChoices';
import { SuperGroupsExplainer } from './superGroupsExplainer';

const MAX_PLAYERS = Math.max(...FORMAT_RULES.super_groups.sizes.map((s) => s.entities));

/** The request the form stands for: the slots in use, each with its group when the division is manual. */
function requestOf({ name, playerCount, groupAssignmentMethod, players, scoring }: SuperGroupsValues) {
  const used = playerCount === null ? [] : players.slice(0, playerCount);
  return {
    name,
    scoring,
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
      scoring: DEFAULT_SCORING,
    } satisfies SuperGroupsValues,
  });
  const errorText = useErrorText(formState.errors);
  const [playerCount, method, names] = watch(['playerCount', 'groupAssignmentMethod', 'players']);

  const costFor = (count: number) =>
    costs.status === 'success' ? costOf(costs.data, 'super_groups', count) : undefined;
  const cost = playerCount === null ? undefined : costFor(playerCount);
  const players = playerCount === null ? [] : names.slice(0, playerCount);

  const picks = useRosterPicks();
  // A name picked from the suggestions is sent as its roster entry, in its group when manual.
  const withPicks = (player: CreateSuperGroupsRequest['players'][number]) => {
    if (typeof player === 'string') return picks.toPlayer(player);
    if (!('name' in player)) return player;
    const picked = picks.toPlayer(player.name);
    return typeof picked === 'string' ? player : { ...picked, groupId: player.groupId };
  };
  const create = useCreateOnWeb({
    send: (body: CreateSuperGroupsRequest, key) =>
      tournamentWrites.createSuperGroups(
        { ...body, players: body.players.map(withPicks), courts: body.playerCount / GROUP_SIZE },
        key,
      ),
    cost,
    created: (body) =>
      t('toasts.created', {
        format: formatName(
          { tournamentType: 'super_groups', playerCount: body.playerCount },
          (key, options) => t(`tournaments:${key}`, options),
        ),
      }),
    setError,
  });

  return (
    <div className="mx-auto w-full max-w-5xl">
      <BackLink to="/select-tournament-type">{t('tournaments:create.back')}</BackLink>
      <PageHeader title={t('create.title')} description={t('create.description')} />
      <SuperGroupsExplainer />
      <form onSubmit={handleSubmit(create)} noValidate className="grid gap-5" data-testid="create-form">
        <section className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <TextField
            label={t('tournaments:create.name')}
            placeholder={t('tournaments:create.namePlaceholder', {
              format: t('tournaments:formats.super_groups.sizedName', { count: playerCount ?? 16 }),
            })}
            error={errorText('name')}
            autoComplete="off"
            maxLength={NAME_MAX_LENGTH}
            {...register('name')}
          />
          <SuperGroupsChoices control={control} errorText={errorText} costFor={costFor} />
          <Controller
            control={control}
            name="scoring"
            render={({ field }) => (
              <ScoringChoice
                value={field.value}
                onChange={field.onChange}
                error={errorText('scoring') ?? errorText('scoring.walkover')}
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
          onPick={picks.onPick}
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

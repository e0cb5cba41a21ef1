import {
  CREATABLE_FORMATS,
  type CreatableFormat,
  CreateTournamentFormSchema,
  type CreateTournamentFormValues,
  creationRules,
  DEFAULT_SCORING,
  NAME_MAX_LENGTH,
} from '@rodada/events/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { BackLink } from '../../components/backLink';
import { CostSummary } from '../../components/tournaments/costSummary';
import { CourtChoice } from '../../components/tournaments/courtChoice';
import { PlayerEntryFields } from '../../components/tournaments/playerEntryFields';
import { useRosterPicks } from '../../components/tournaments/rosterPicks';
import { ScoringChoice } from '../../components/tournaments/scoring/scoringChoice';
import { costOf, useTournamentCosts } from '../../components/tournaments/tournamentCosts';
import { useCreateOnWeb } from '../../components/tournaments/useCreateTournament';
import { TextField } from '../../components/ui/field';
import { FORM_BEHAVIOUR, schemaResolver, useErrorText } from '../../lib/forms';
import { tournamentWrites } from '../../lib/queries';
import { useUser } from '../../state/session';
import { CreateAmericanoForm } from './createAmericanoPage';
import { PageHeader } from './pageHeader';

function formatFrom(type: string | null): CreatableFormat | 'super_groups' {
  if (type === 'super_groups') return type;
  return (CREATABLE_FORMATS as readonly string[]).includes(type ?? '') ? (type as CreatableFormat) : 'super8';
}

/** Spec "Create screens": /create-tournament?type=super8|super8_fixed_pairs|super_12 (default super8). */
export function CreateTournamentPage() {
  const [params] = useSearchParams();
  const format = formatFrom(params.get('type'));
  if (format === 'super_groups') return <Navigate to="/create-super-groups" replace />;
  if (format === 'americano') return <CreateAmericanoForm />;
  if (format === 'mexicano') return <CreateAmericanoForm key={format} format="mexicano" />;
  return <CreateTournamentForm key={format} format={format} />;
}

function CreateTournamentForm({
  format,
}: {
  readonly format: Exclude<CreatableFormat, 'americano' | 'mexicano'>;
}) {
  const { t } = useTranslation(['tournaments', 'errors']);
  const user = useUser();
  const costs = useTournamentCosts();
  const rules = creationRules(format);
  const pairs = rules.entity === 'pair';
  // Checked by the shared schema on submit, then field by field as the user corrects them.
  const { register, control, handleSubmit, setError, formState } = useForm({
    ...FORM_BEHAVIOUR,
    resolver: schemaResolver(CreateTournamentFormSchema),
    defaultValues: {
      name: '',
      courts: undefined,
      players: Array.from({ length: rules.entities }, () => ''),
      tournamentType: format,
      scoring: DEFAULT_SCORING,
    },
  });
  const errorText = useErrorText(formState.errors);

  const cost = costs.status === 'success' ? costOf(costs.data, format) : undefined;
  const picks = useRosterPicks();
  const create = useCreateOnWeb({
    send: ({ name, courts, players, scoring }: CreateTournamentFormValues, key) =>
      tournamentWrites.create(
        {
          name,
          courts,
          players: players.map(picks.toPlayer),
          tournamentType: format,
          scoring,
        },
        key,
      ),
    cost,
    created: () => t('toasts.created'),
    setError,
  });

  const courtOptions: number[] = [];
  for (let n = rules.courts.min; n <= rules.courts.max; n++) courtOptions.push(n);

  return (
    <div className="mx-auto w-full max-w-3xl">
      <BackLink to="/select-tournament-type">{t('create.back')}</BackLink>
      <PageHeader
        title={t('create.title', { format: t(`formats.${format}.name`) })}
        description={t(`formats.${format}.description`)}
      />
      <form onSubmit={handleSubmit(create)} noValidate className="grid gap-5" data-testid="create-form">
        <section className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <TextField
            label={t('create.name')}
            placeholder={t('create.namePlaceholder', { format: t(`formats.${format}.name`) })}
            error={errorText('name')}
            autoComplete="off"
            maxLength={NAME_MAX_LENGTH}
            {...register('name')}
          />
          <Controller
            control={control}
            name="courts"
            render={({ field }) => (
              <CourtChoice
                legend={t('create.courts')}
                options={courtOptions}
                field={field}
                error={errorText('courts')}
              />
            )}
          />
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

        <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 className="text-base font-bold text-slate-900">
            {pairs
              ? t('create.pairsTitle', { count: rules.entities })
              : t('create.playersTitle', { count: rules.entities })}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {pairs ? t('create.pairsHint') : t('create.playersHint')}
          </p>
          {errorText('players') ? (
            <p role="alert" className="mt-2 text-sm font-medium text-red-600">
              {errorText('players')}
            </p>
          ) : null}
          <PlayerEntryFields
            count={rules.entities}
            pairs={pairs}
            field={(i) => register(`players.${i}`)}
            error={(i) => errorText(`players.${i}`)}
            onPick={picks.onPick}
            className="mt-4 grid gap-3 sm:grid-cols-2"
          />
        </section>

        <CostSummary cost={cost} credits={user.credits} submitting={formState.isSubmitting} />
      </form>
    </div>
  );
}

import {
  AMERICANO_MAX_PLAYERS,
  AMERICANO_MIN_PLAYERS,
  CreateTournamentFormSchema,
  type CreateTournamentFormValues,
  courtsFor,
  DEFAULT_SCORING,
  NAME_MAX_LENGTH,
} from '@rodada/events/contracts';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/backLink';
import { AmericanoProposal } from '../../components/tournaments/americanoProposal';
import { CostSummary } from '../../components/tournaments/costSummary';
import { CourtChoice } from '../../components/tournaments/courtChoice';
import {
  LevelSeedingChoice,
  seedingByLevelAvailable,
  useRatedPlayers,
} from '../../components/tournaments/levelSeedingChoice';
import { MexicanoProposal } from '../../components/tournaments/mexicanoProposal';
import { RosterNameField } from '../../components/tournaments/rosterNameField';
import { useRosterPicks } from '../../components/tournaments/rosterPicks';
import { ScoringChoice } from '../../components/tournaments/scoring/scoringChoice';
import { costOf, useTournamentCosts } from '../../components/tournaments/tournamentCosts';
import { useCreateOnWeb } from '../../components/tournaments/useCreateTournament';
import { TextField } from '../../components/ui/field';
import { FORM_BEHAVIOUR, schemaResolver, useErrorText } from '../../lib/forms';
import { tournamentWrites } from '../../lib/queries';
import { useUser } from '../../state/session';
import { PageHeader } from './pageHeader';

/** Boxes shown when the screen opens: a typical Saturday group, more added one by one. */
const STARTING_BOXES = 8;

/**
 * /create-tournament?type=americano: any group from 4 to 40. The courts, the rounds (proposed from
 * the time available), the playing slots, the guarantee and the cost follow the names as they are
 * typed, added or removed.
 */
export function CreateAmericanoForm({
  format = 'americano',
}: {
  /** Mexicano takes the same group and courts; its rounds are planned here and drawn as it is played. */
  readonly format?: 'americano' | 'mexicano';
}) {
  const { t } = useTranslation(['tournaments', 'americano', 'errors']);
  const user = useUser();
  const costs = useTournamentCosts();
  const { register, control, handleSubmit, setError, setValue, getValues, formState } = useForm({
    ...FORM_BEHAVIOUR,
    resolver: schemaResolver(CreateTournamentFormSchema),
    defaultValues: {
      name: '',
      courts: undefined as unknown as number,
      players: Array.from({ length: STARTING_BOXES }, () => ''),
      tournamentType: format,
      rounds: undefined as number | undefined,
      scoring: DEFAULT_SCORING,
    },
  });
  const errorText = useErrorText(formState.errors);
  const players = useWatch({ control, name: 'players' });
  const chosenCourts = useWatch({ control, name: 'courts' });
  const chosenRounds = useWatch({ control, name: 'rounds' });
  const named = players.filter((p) => p.trim() !== '').length;
  const range = named >= AMERICANO_MIN_PLAYERS ? courtsFor(format, named) : undefined;
  const courtOptions = useMemo(
    () => Array.from({ length: range?.web.max ?? 1 }, (_, i) => i + 1),
    [range?.web.max],
  );
  // Until the organiser picks, the most courts the group can fill.
  const courts =
    chosenCourts !== undefined && chosenCourts <= (range?.web.max ?? 0)
      ? chosenCourts
      : (range?.web.max ?? 1);
  const [boxes, setBoxes] = useState(STARTING_BOXES);
  const cost = costs.status === 'success' && range ? costOf(costs.data, format, named) : undefined;
  const picks = useRosterPicks();
  const rated = useRatedPlayers(players, picks);
  const [byLevel, setByLevel] = useState(false);
  const seedByLevel = byLevel && seedingByLevelAvailable(rated);

  const create = useCreateOnWeb({
    send: ({ name, players: names, rounds, scoring }: CreateTournamentFormValues, key) =>
      tournamentWrites.create(
        {
          name,
          courts,
          players: names.map(picks.toPlayer),
          tournamentType: format,
          scoring,
          ...(rounds === undefined ? {} : { rounds }),
          ...(seedByLevel ? { seeding: 'level' as const } : {}),
        },
        key,
      ),
    cost,
    created: () => t('toasts.created'),
    setError,
  });
  // Blank boxes are left out: the group is the names typed.
  const submit = handleSubmit((values) => create({ ...values, courts }), undefined);
  const beforeSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const typed = getValues('players').filter((p) => p.trim() !== '');
    setValue('players', typed.length > 0 ? typed : getValues('players'));
    setValue('courts', courts);
    if (typed.length > 0) setBoxes(typed.length);
    return submit(event);
  };

  const addBox = () => {
    setValue('players', [...getValues('players'), '']);
    setBoxes((n) => n + 1);
  };
  const removeBox = (index: number) => {
    setValue(
      'players',
      getValues('players').filter((_, i) => i !== index),
      { shouldValidate: formState.isSubmitted },
    );
    setBoxes((n) => n - 1);
  };

  return (
    <div className="mx-auto w-full max-w-3xl">
      <BackLink to="/select-tournament-type">{t('create.back')}</BackLink>
      <PageHeader
        title={t('create.title', { format: t(`formats.${format}.name`) })}
        description={t(`formats.${format}.description`)}
      />
      <form onSubmit={beforeSubmit} noValidate className="grid gap-5" data-testid="create-form">
        <section className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <TextField
            label={t('create.name')}
            placeholder={t('create.namePlaceholder', { format: t(`formats.${format}.name`) })}
            error={errorText('name')}
            autoComplete="off"
            maxLength={NAME_MAX_LENGTH}
            {...register('name')}
          />
        </section>

        <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 className="text-base font-bold text-slate-900">
            {t('americano:create.playersTitle', { count: named })}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {t('americano:create.playersHint', { min: AMERICANO_MIN_PLAYERS, max: AMERICANO_MAX_PLAYERS })}
          </p>
          {errorText('players') ? (
            <p role="alert" className="mt-2 text-sm font-medium text-red-600">
              {errorText('players')}
            </p>
          ) : null}
          <ol className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="americano-players">
            {Array.from({ length: boxes }, (_, i) => {
              const label = t('create.playerLabel', { n: i + 1 });
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a box is its place in the list
                <li key={i} className="flex items-end gap-2">
                  <div className="min-w-0 flex-1">
                    <RosterNameField
                      label={label}
                      error={errorText(`players.${i}`)}
                      registration={register(`players.${i}`)}
                      onPick={picks.onPick}
                    />
                  </div>
                  <button
                    type="button"
                    onClick={() => removeBox(i)}
                    disabled={boxes <= 1}
                    aria-label={t('americano:create.remove', { label })}
                    className="mb-0.5 inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-slate-200 text-lg text-slate-500 hover:border-red-300 hover:text-red-700 disabled:opacity-40"
                  >
                    ×
                  </button>
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            onClick={addBox}
            disabled={boxes >= AMERICANO_MAX_PLAYERS}
            data-testid="americano-add"
            className="mt-3 inline-flex h-11 items-center gap-2 rounded-xl border border-dashed border-brand-300 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-40"
          >
            + {t('americano:create.add')}
          </button>
        </section>

        <section className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <Controller
            control={control}
            name="courts"
            render={({ field }) => (
              <CourtChoice
                legend={t('create.courts')}
                options={courtOptions}
                field={{ ...field, value: range ? courts : undefined }}
                error={errorText('courts')}
              />
            )}
          />
          {format === 'mexicano' ? (
            <MexicanoProposal
              players={named}
              courts={courts}
              roundsField={register('rounds', {
                setValueAs: (value: unknown) =>
                  value === '' || value === undefined ? undefined : Number(value),
              })}
              roundsError={errorText('rounds')}
            />
          ) : (
            <AmericanoProposal
              players={named}
              courts={courts}
              rounds={chosenRounds}
              onRounds={(rounds) => setValue('rounds', rounds, { shouldValidate: formState.isSubmitted })}
              roundsField={register('rounds', {
                setValueAs: (value: unknown) =>
                  value === '' || value === undefined ? undefined : Number(value),
              })}
              roundsError={errorText('rounds')}
            />
          )}
          <LevelSeedingChoice
            format={format}
            checked={byLevel}
            onChange={setByLevel}
            named={rated.named}
            rated={rated.rated}
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

        <CostSummary cost={cost} credits={user.credits} submitting={formState.isSubmitting} />
      </form>
    </div>
  );
}

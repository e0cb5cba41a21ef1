import {
  AMERICANO_MAX_PLAYERS,
  AMERICANO_MIN_PLAYERS,
  americanoFullRounds,
  americanoPlan,
  type CreatableFormat,
  creationRules,
  DEFAULT_SCORING,
  mexicanoRoundRange,
  NAME_MAX_LENGTH,
} from '@rodada/events/contracts';
import { useState } from 'react';
import { type Control, Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Icon } from '../../../components/icons';
import { planFigures } from '../../../components/tournaments/americanoProposal';
import { CourtChoice } from '../../../components/tournaments/courtChoice';
import { PlayerEntryFields } from '../../../components/tournaments/playerEntryFields';
import { ScoringChoice } from '../../../components/tournaments/scoring/scoringChoice';
import { costOf, useTournamentCosts } from '../../../components/tournaments/tournamentCosts';
import { useCreateTournament } from '../../../components/tournaments/useCreateTournament';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { CHECK_ON_SUBMIT_ONLY, SERVER_ERROR, useErrorText } from '../../../lib/forms';
import { rememberTabletCode, tabletWrites } from '../../../lib/tabletApi';
import { useToast } from '../../../state/toasts';
import {
  type TabletChecked,
  type TabletFormProblem,
  type TabletFormValues,
  tabletCourts,
  tabletFormatFrom,
  tabletResolver,
} from './tabletForm';
import { TabletLayout, TOUCH_PRIMARY } from './tabletLayout';

/** Boxes an Americano opens with on the tablet; four more at a time up to its most players. */
const TABLET_AMERICANO_BOXES = 12;

/** The tablet's larger boxes: typed standing at the court. */
const TOUCH_INPUT =
  'h-14 w-full rounded-xl border border-slate-300 bg-white px-4 text-lg text-slate-900 shadow-sm outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100 aria-invalid:border-red-400';

/** /tablet/create?code&codeId&tournamentType: the court creates the tournament its code allows. */
export function TabletCreatePage() {
  const [params] = useSearchParams();
  const code = params.get('code')?.trim().toUpperCase() ?? '';
  const codeId = params.get('codeId') ?? '';
  if (code === '' || codeId === '') return <Navigate to="/tablet" replace />;
  const format = tabletFormatFrom(params.get('tournamentType'));
  return (
    <TabletLayout>
      <TabletCreateForm key={`${codeId}-${format}`} code={code} codeId={codeId} format={format} />
    </TabletLayout>
  );
}

function TabletCreateForm({
  code,
  codeId,
  format,
}: {
  readonly code: string;
  readonly codeId: string;
  readonly format: CreatableFormat;
}) {
  const { t } = useTranslation(['tablet', 'tournaments', 'errors', 'americano', 'mexicano']);
  const { toast } = useToast();
  const costs = useTournamentCosts();
  const rules = creationRules(format);
  const courts = tabletCourts(format);
  const pairs = rules.entity === 'pair';
  // An Americano takes any group: a dozen boxes to start, more on demand; blanks are dropped.
  const growing = rules.players.min !== rules.players.max;
  const [boxes, setBoxes] = useState(growing ? TABLET_AMERICANO_BOXES : rules.entities);
  const formatName = t(`tournaments:formats.${format}.name`);
  const [refusal, setRefusal] = useState<string | null>(null);

  const problemText = (problem: TabletFormProblem) =>
    problem.kind === 'nameRequired' ? t('create.nameRequired') : t(`create.${problem.kind}`, { ...problem });
  // Checked on submit only; a box's message goes as soon as that box is typed in (`clearOnChange`).
  const { register, control, handleSubmit, setError, clearErrors, formState } = useForm({
    ...CHECK_ON_SUBMIT_ONLY,
    resolver: tabletResolver(format, codeId, problemText),
    defaultValues: {
      name: '',
      courts: courts.initial,
      players: Array.from({ length: boxes }, () => ''),
      scoring: DEFAULT_SCORING,
    } satisfies TabletFormValues,
  });
  const errorText = useErrorText(formState.errors);
  // An Americano costs by the names typed (blanks dropped).
  const typed = useWatch({ control, name: 'players' }).filter((p) => p.trim() !== '').length;
  const cost =
    costs.status === 'success'
      ? costOf(costs.data, format, growing ? Math.max(typed, rules.players.min) : undefined)
      : undefined;
  const clearOnChange = (path: Path<TabletFormValues>) => ({ onChange: () => clearErrors(path) });

  const create = useCreateTournament({
    send: ({ request }: TabletChecked, key) => tabletWrites.createTournament(code, request, key),
    confirm: async (id) => {
      await tabletWrites.linkCode(code, codeId, id);
      rememberTabletCode(code);
    },
    to: (id) => `/tablet/tournament/${id}`,
    replace: true,
    titles: {
      created: () => t('create.created', { format: formatName }),
      insufficient: t('create.insufficientTitle'),
      failed: t('create.createFailed'),
    },
    onFailure: (error, insufficientCredits, { positions }) => {
      if (insufficientCredits && error instanceof Error) setRefusal(error.message);
      // The server numbers players as sent (blanks dropped): its messages go back to the typed box.
      const fieldErrors = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
      for (const [field, message] of Object.entries(fieldErrors)) {
        const [name, index] = field.split('.');
        const path =
          name === 'players' && index !== undefined ? `players.${positions[Number(index)] ?? index}` : field;
        setError(path as Path<TabletFormValues>, { type: SERVER_ERROR, message });
      }
    },
  });
  // The tablet's own checks name what is missing; the schema's show under their boxes.
  const refused = (errors: typeof formState.errors) => {
    const own = [errors.players, errors.name, errors.courts].find((error) => error?.type === SERVER_ERROR);
    const description = typeof own?.message === 'string' ? own.message : undefined;
    toast({
      title: t('create.validationTitle'),
      ...(description ? { description } : {}),
      variant: 'destructive',
    });
  };
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    setRefusal(null);
    return handleSubmit(create, refused)(event);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" data-testid="tablet-create-form">
      <TabletCreateHeading code={code} format={format} />

      <section className="grid gap-5 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <TextField
          label={t('create.name')}
          placeholder={t('create.namePlaceholder', { format: formatName })}
          error={errorText('name')}
          autoComplete="off"
          maxLength={NAME_MAX_LENGTH}
          className={TOUCH_INPUT}
          {...register('name', clearOnChange('name'))}
        />
        <Controller
          control={control}
          name="courts"
          render={({ field }) => (
            <CourtChoice
              legend={t('create.courts')}
              options={courts.options}
              field={field}
              error={errorText('courts')}
              look="touch"
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
              look="touch"
            />
          )}
        />
      </section>

      <section className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-bold text-slate-900">
            {pairs ? t('create.pairsTitle') : t('create.playersTitle')} (
            {growing ? `${rules.players.min}–${rules.players.max}` : rules.entities})
          </h2>
          <p className="text-sm text-slate-500">{t('create.blankHint')}</p>
        </div>
        {errorText('players') ? (
          <p role="alert" className="mt-2 text-base font-medium text-red-600">
            {errorText('players')}
          </p>
        ) : null}
        <PlayerEntryFields
          count={boxes}
          pairs={pairs}
          ns="tablet"
          field={(i) => register(`players.${i}`, clearOnChange(`players.${i}`))}
          error={(i) => errorText(`players.${i}`)}
          className="mt-4 grid gap-3 sm:grid-cols-2"
          inputClassName={TOUCH_INPUT}
        />
        {growing && boxes < rules.players.max ? (
          <button
            type="button"
            data-testid="tablet-more-boxes"
            onClick={() => setBoxes((n) => Math.min(rules.players.max, n + 4))}
            className="mt-4 inline-flex h-14 items-center gap-2 rounded-2xl border-2 border-dashed border-brand-300 px-5 text-lg font-semibold text-brand-800"
          >
            + {t('americano:create.add')}
          </button>
        ) : null}
      </section>

      {growing ? (
        <section className="grid gap-2 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <TextField
            label={t('create.rounds')}
            hint={roundsHint(format, typed, t)}
            type="number"
            inputMode="numeric"
            error={errorText('rounds')}
            className={TOUCH_INPUT}
            data-testid="tablet-rounds"
            {...register('rounds', {
              setValueAs: (value: unknown) =>
                value === '' || value === undefined ? undefined : Number(value),
              ...clearOnChange('rounds'),
            })}
          />
          {format === 'americano' ? <TabletAmericanoFigures control={control} players={typed} /> : null}
        </section>
      ) : null}

      <TabletCreateFooter cost={cost} refusal={refusal} submitting={formState.isSubmitting} />
    </form>
  );
}

/**
 * What the Americano typed so far takes on the courts chosen: a tablet has two courts at most, so a
 * large group's full cycle runs to many slots ("2 courts · 39 rounds · 195 playing slots, about
 * 2925 min"); the club sees it before choosing the rounds.
 */
function TabletAmericanoFigures({
  control,
  players,
}: {
  readonly control: Control<TabletFormValues, unknown, TabletChecked>;
  readonly players: number;
}) {
  const { t } = useTranslation('americano');
  const [courts, rounds] = useWatch({ control, name: ['courts', 'rounds'] });
  if (players < AMERICANO_MIN_PLAYERS || players > AMERICANO_MAX_PLAYERS) return null;
  const full = americanoFullRounds(players);
  const chosen =
    rounds !== undefined && Number.isInteger(rounds) && rounds >= 1 && rounds <= full ? rounds : full;
  const fits = Math.min(courts, Math.floor(players / 4));
  return (
    <p data-testid="tablet-americano-figures" className="text-base text-slate-700">
      {planFigures(t, americanoPlan(players, fits, chosen))}
    </p>
  );
}

/**
 * What an empty rounds box plays, once enough names are typed: an Americano's full cycle, a
 * Mexicano's players − 1.
 */
function roundsHint(
  format: CreatableFormat,
  players: number,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (players < AMERICANO_MIN_PLAYERS || players > AMERICANO_MAX_PLAYERS) return t('create.roundsLater');
  if (format === 'mexicano') {
    const { max } = mexicanoRoundRange(players);
    return t('mexicano:create.roundsHint', { max, default: players - 1 });
  }
  return t('americano:create.roundsHint', { max: americanoFullRounds(players) });
}

/** Back to the code, the code itself, and what is being created (Super 16/32 are the web's alone). */
function TabletCreateHeading({ code, format }: { readonly code: string; readonly format: CreatableFormat }) {
  const { t } = useTranslation(['tablet', 'tournaments']);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to="/tablet"
          className="inline-flex h-12 items-center gap-1 rounded-xl px-2 text-base font-semibold text-slate-600 hover:text-brand-700"
        >
          <Icon name="collapse" className="size-5" />
          {t('create.back')}
        </Link>
        <span className="flex items-baseline gap-2 rounded-xl bg-white px-3 py-2 text-sm font-semibold text-slate-500 shadow-sm ring-1 ring-slate-200">
          {t('create.code')}
          <span className="font-mono text-lg font-bold tracking-[0.2em] text-slate-900">{code}</span>
        </span>
      </div>
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {t('create.title', { format: t(`tournaments:formats.${format}.name`) })}
        </h1>
        <p className="mt-1 text-base text-slate-600">{t(`tournaments:formats.${format}.description`)}</p>
      </div>
      <p className="flex items-start gap-2 rounded-2xl bg-amber-50 px-4 py-3 text-base text-amber-900">
        <Icon name="alert" className="mt-0.5 size-5 shrink-0" />
        {t('create.superGroupsWarning')}
      </p>
    </>
  );
}

/** The club's refusal when its credits ran short, then the price and the button. */
function TabletCreateFooter({
  cost,
  refusal,
  submitting,
}: {
  readonly cost: number | undefined;
  readonly refusal: string | null;
  readonly submitting: boolean;
}) {
  const { t } = useTranslation(['tablet', 'tournaments']);
  return (
    <>
      {refusal ? (
        <section
          role="alert"
          data-testid="tablet-create-insufficient"
          className="grid gap-1 rounded-3xl border-2 border-red-300 bg-red-50 p-5 text-red-800"
        >
          <p className="text-lg font-bold">{t('create.insufficientTitle')}</p>
          <p className="text-base">{refusal}</p>
          <p className="text-sm">{t('create.insufficientHint')}</p>
        </section>
      ) : null}

      <section className="flex flex-col gap-4 rounded-3xl border border-brand-200 bg-brand-50/60 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('create.cost')}</p>
          <p data-testid="tablet-create-cost" className="text-2xl font-bold text-slate-900">
            {cost === undefined ? '…' : t('tournaments:credits', { count: cost })}
          </p>
          <p className="text-sm text-slate-600">{t('create.chargedToClub')}</p>
        </div>
        <button
          type="submit"
          data-testid="tablet-create-submit"
          disabled={submitting}
          className={`${TOUCH_PRIMARY} w-full sm:w-auto`}
        >
          {submitting ? t('create.submitting') : t('create.submit')}
        </button>
      </section>
    </>
  );
}

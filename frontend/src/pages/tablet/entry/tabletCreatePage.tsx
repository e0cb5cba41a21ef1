import {
  type CreatableFormat,
  creationRules,
  readMessage,
  TabletCreateTournamentRequestSchema,
} from '@rodada/events/contracts';
import { useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Icon } from '../../../components/icons';
import { CourtChoice } from '../../../components/tournaments/courtChoice';
import { costOf, useTournamentCosts } from '../../../components/tournaments/tournamentCosts';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { SERVER_ERROR } from '../../../lib/forms';
import { rememberTabletCode, tabletWrites } from '../../../lib/tabletApi';
import { useCreationKey } from '../../../lib/useCreationKey';
import { useToast } from '../../../state/toasts';
import { type TabletFormProblem, tabletCourts, tabletFormatFrom, tabletRequestFrom } from './tabletForm';
import { TabletLayout, TOUCH_PRIMARY } from './tabletLayout';

interface FormValues {
  name: string;
  courts: number;
  players: string[];
}

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
  const { t } = useTranslation(['tablet', 'tournaments', 'errors']);
  const { toast } = useToast();
  const navigate = useNavigate();
  const costs = useTournamentCosts();
  const rules = creationRules(format);
  const courts = tabletCourts(format);
  const pairs = rules.entity === 'pair';
  const formatName = t(`tournaments:formats.${format}.name`);
  const cost = costs.status === 'success' ? costOf(costs.data, format) : undefined;
  const [refusal, setRefusal] = useState<string | null>(null);
  // A retry after a lost answer (or a failed link) replays the first creation instead of charging
  // the club twice.
  const creationKey = useCreationKey();

  const { register, control, handleSubmit, setError, clearErrors, formState } = useForm<FormValues>({
    defaultValues: {
      name: '',
      courts: courts.initial,
      players: Array.from({ length: rules.entities }, () => ''),
    },
  });

  const problemText = (problem: TabletFormProblem) => {
    switch (problem.kind) {
      case 'nameRequired':
        return t('create.nameRequired');
      case 'courtsMin':
      case 'courtsMax':
      case 'exactPlayers':
      case 'exactPairs':
        return t(`create.${problem.kind}`, { count: problem.count });
    }
  };

  const send = handleSubmit(async (values) => {
    setRefusal(null);
    const checked = tabletRequestFrom(values, format);
    if (!checked.ok) {
      for (const problem of checked.problems) {
        setError(problem.field, { type: SERVER_ERROR, message: problemText(problem) });
      }
      const players = checked.problems.find((p) => p.field === 'players');
      toast({
        title: t('create.validationTitle'),
        description: players ? problemText(players) : problemText(checked.problems[0]!),
        variant: 'destructive',
      });
      return;
    }
    const { positions, ...fields } = checked.request;
    const body = { ...fields, tournamentType: format, codeId };
    // The shared schema's checks (name length, repeated names) before the court waits for the server.
    const parsed = TabletCreateTournamentRequestSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        const { key, values: textValues } = readMessage(issue.message);
        const message = t(`errors:${key}`, textValues);
        if (field === 'players' && typeof index === 'number') {
          setError(`players.${positions[index] ?? index}` as Path<FormValues>, {
            type: SERVER_ERROR,
            message,
          });
        } else if (field === 'name' || field === 'courts') {
          setError(field, { type: SERVER_ERROR, message });
        }
      }
      toast({ title: t('create.validationTitle'), variant: 'destructive' });
      return;
    }
    let created: { id: string } | undefined;
    try {
      created = await tabletWrites.createTournament(code, body, creationKey.current());
      await tabletWrites.linkCode(code, codeId, created.id);
      rememberTabletCode(code);
      toast({ title: t('create.created', { format: formatName }) });
      navigate(`/tablet/tournament/${created.id}`, { replace: true });
    } catch (error) {
      // Only a refused creation frees the key; once created, a retry must replay that creation.
      if (!created) creationKey.failed(error);
      if (error instanceof ApiError && error.code === 'credits.insufficient') setRefusal(error.message);
      // The server numbers players as sent (blanks dropped): its messages go back to the typed box.
      const fieldErrors = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
      for (const [field, message] of Object.entries(fieldErrors)) {
        const [name, index] = field.split('.');
        const path =
          name === 'players' && index !== undefined ? `players.${positions[Number(index)] ?? index}` : field;
        setError(path as Path<FormValues>, { type: SERVER_ERROR, message });
      }
      toast({
        title:
          error instanceof ApiError && error.code === 'credits.insufficient'
            ? t('create.insufficientTitle')
            : t('create.createFailed'),
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    }
  });

  // The form's checks are this page's own (setError), and RHF submits only without errors: the
  // previous attempt's messages are cleared first, then everything is checked again.
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    clearErrors();
    return send(event);
  };

  const fieldError = (path: string): string | undefined => {
    const parts = path.split('.');
    let node: unknown = formState.errors;
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
    const message = (node as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' && message !== '' ? message : undefined;
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" data-testid="tablet-create-form">
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
          {t('create.title', { format: formatName })}
        </h1>
        <p className="mt-1 text-base text-slate-600">{t(`tournaments:formats.${format}.description`)}</p>
      </div>
      <p className="flex items-start gap-2 rounded-2xl bg-amber-50 px-4 py-3 text-base text-amber-900">
        <Icon name="alert" className="mt-0.5 size-5 shrink-0" />
        {t('create.superGroupsWarning')}
      </p>

      <section className="grid gap-5 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <TextField
          label={t('create.name')}
          placeholder={t('create.namePlaceholder', { format: formatName })}
          error={fieldError('name')}
          autoComplete="off"
          maxLength={80}
          className="h-14 w-full rounded-xl border border-slate-300 bg-white px-4 text-lg text-slate-900 shadow-sm outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100 aria-invalid:border-red-400"
          {...register('name')}
        />
        <Controller
          control={control}
          name="courts"
          render={({ field }) => (
            <CourtChoice
              legend={t('create.courts')}
              options={courts.options}
              field={field}
              error={fieldError('courts')}
              look="touch"
            />
          )}
        />
      </section>

      <section className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-bold text-slate-900">
            {pairs ? t('create.pairsTitle') : t('create.playersTitle')} ({rules.entities})
          </h2>
          <p className="text-sm text-slate-500">{t('create.blankHint')}</p>
        </div>
        {fieldError('players') ? (
          <p role="alert" className="mt-2 text-base font-medium text-red-600">
            {fieldError('players')}
          </p>
        ) : null}
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {Array.from({ length: rules.entities }, (_, i) => (
            <TextField
              // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are numbered positions
              key={i}
              label={pairs ? t('create.pairLabel', { n: i + 1 }) : t('create.playerLabel', { n: i + 1 })}
              placeholder={pairs ? t('create.pairPlaceholder') : undefined}
              error={fieldError(`players.${i}`)}
              autoComplete="off"
              maxLength={60}
              className="h-14 w-full rounded-xl border border-slate-300 bg-white px-4 text-lg text-slate-900 shadow-sm outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100 aria-invalid:border-red-400"
              {...register(`players.${i}`)}
            />
          ))}
        </div>
      </section>

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
          disabled={formState.isSubmitting}
          className={`${TOUCH_PRIMARY} w-full sm:w-auto`}
        >
          {formState.isSubmitting ? t('create.submitting') : t('create.submit')}
        </button>
      </section>
    </form>
  );
}

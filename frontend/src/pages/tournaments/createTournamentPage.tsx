import {
  CREATABLE_FORMATS,
  type CreatableFormat,
  CreatedTournamentSchema,
  CreateTournamentRequestSchema,
  creationRules,
} from '@rodada/events/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Icon } from '../../components/icons';
import { CostSummary } from '../../components/tournaments/costSummary';
import { costOf, useTournamentCosts } from '../../components/tournaments/tournamentCosts';
import { TextField } from '../../components/ui/field';
import { ApiError, apiFetch } from '../../lib/api';
import { tournamentCreated } from '../../lib/queries';
import { queryClient } from '../../lib/queryClient';
import { refreshSession, useUser } from '../../state/session';
import { useToast } from '../../state/toasts';
import { PageHeader } from './pageHeader';

type Errors = Readonly<Record<string, string>>;

function formatFrom(type: string | null): CreatableFormat | 'super_groups' {
  if (type === 'super_groups') return type;
  return (CREATABLE_FORMATS as readonly string[]).includes(type ?? '') ? (type as CreatableFormat) : 'super8';
}

/** Spec "Create screens": /create-tournament?type=super8|super8_fixed_pairs|super_12 (default super8). */
export function CreateTournamentPage() {
  const [params] = useSearchParams();
  const format = formatFrom(params.get('type'));
  if (format === 'super_groups') return <Navigate to="/create-super-groups" replace />;
  return <CreateTournamentForm key={format} format={format} />;
}

function CreateTournamentForm({ format }: { readonly format: CreatableFormat }) {
  const { t } = useTranslation(['tournaments', 'errors']);
  const user = useUser();
  const navigate = useNavigate();
  const { toast } = useToast();
  const costs = useTournamentCosts();
  const rules = creationRules(format);
  const pairs = rules.entity === 'pair';
  const [name, setName] = useState('');
  const [courts, setCourts] = useState<number | null>(null);
  const [players, setPlayers] = useState<string[]>(() => Array.from({ length: rules.entities }, () => ''));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const courtsId = useId();

  const cost = costs.status === 'success' ? costOf(costs.data, format) : undefined;

  const request = { name, courts: courts ?? undefined, players, tournamentType: format };
  const clientErrors = validate(request, (key) => t(key, { ns: 'errors' }));
  const errors: Errors = submitted ? { ...serverErrors, ...clientErrors } : serverErrors;

  const clearServerError = (key: string) => {
    if (serverErrors[key]) setServerErrors(({ [key]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(clientErrors).length > 0) return;
    if (cost !== undefined && user.credits < cost) {
      toast({
        title: t('create.insufficientTitle'),
        description: t('create.insufficientDescription', {
          required: t('credits', { count: cost }),
          available: t('credits', { count: user.credits }),
        }),
        variant: 'destructive',
      });
      return;
    }
    setSubmitting(true);
    try {
      const body = CreateTournamentRequestSchema.parse(request);
      const created = await apiFetch('/api/tournaments', {
        method: 'POST',
        body: { name: body.name, courts: body.courts, players: body.players, tournamentType: format },
        schema: CreatedTournamentSchema,
      });
      toast({ title: t('toasts.created') });
      await tournamentCreated(queryClient);
      navigate(`/tournament/${created.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'credits.insufficient') {
        toast({ title: t('create.insufficientTitle'), description: error.message, variant: 'destructive' });
        void refreshSession();
      } else {
        if (error instanceof ApiError && error.fieldErrors) setServerErrors(error.fieldErrors);
        toast({
          title: t('toasts.createFailed'),
          description: error instanceof Error ? error.message : undefined,
          variant: 'destructive',
        });
      }
    } finally {
      setSubmitting(false);
    }
  };

  const courtOptions: number[] = [];
  for (let n = rules.courts.min; n <= rules.courts.max; n++) courtOptions.push(n);

  return (
    <div className="mx-auto w-full max-w-3xl">
      <Link
        to="/select-tournament-type"
        className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-slate-600 hover:text-brand-700"
      >
        <Icon name="collapse" className="size-4" />
        {t('create.back')}
      </Link>
      <PageHeader
        title={t('create.title', { format: t(`formats.${format}.name`) })}
        description={t(`formats.${format}.description`)}
      />
      <form onSubmit={submit} noValidate className="grid gap-5" data-testid="create-form">
        <section className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <TextField
            label={t('create.name')}
            name="name"
            value={name}
            onValueChange={(value) => {
              setName(value);
              clearServerError('name');
            }}
            placeholder={t('create.namePlaceholder')}
            error={errors.name}
            autoComplete="off"
            maxLength={80}
          />
          <fieldset className="grid gap-2" aria-describedby={errors.courts ? `${courtsId}-error` : undefined}>
            <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('create.courts')}</legend>
            <div className="flex flex-wrap gap-2" role="radiogroup">
              {courtOptions.map((n) => (
                <label
                  key={n}
                  className={`flex h-11 min-w-28 cursor-pointer items-center justify-center gap-2 rounded-xl border px-4 text-sm font-semibold transition has-focus-visible:ring-4 has-focus-visible:ring-brand-100 ${
                    courts === n
                      ? 'border-brand-500 bg-brand-50 text-brand-800'
                      : 'border-slate-300 bg-white text-slate-700 hover:border-brand-300'
                  }`}
                >
                  <input
                    type="radio"
                    name="courts"
                    value={n}
                    checked={courts === n}
                    onChange={() => {
                      setCourts(n);
                      clearServerError('courts');
                    }}
                    className="sr-only"
                  />
                  <Icon name="court" className="size-4" />
                  {t('create.courtOption', { count: n })}
                </label>
              ))}
            </div>
            {errors.courts ? (
              <p id={`${courtsId}-error`} className="text-sm font-medium text-red-600">
                {errors.courts}
              </p>
            ) : null}
          </fieldset>
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
          {errors.players ? (
            <p role="alert" className="mt-2 text-sm font-medium text-red-600">
              {errors.players}
            </p>
          ) : null}
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            {players.map((value, i) => (
              <TextField
                // biome-ignore lint/suspicious/noArrayIndexKey: the fields are numbered positions
                key={i}
                label={pairs ? t('create.pairLabel', { n: i + 1 }) : t('create.playerLabel', { n: i + 1 })}
                name={`players.${i}`}
                value={value}
                onValueChange={(next) => {
                  setPlayers((current) => current.map((p, j) => (j === i ? next : p)));
                  clearServerError(`players.${i}`);
                }}
                placeholder={pairs ? t('create.pairPlaceholder') : undefined}
                error={errors[`players.${i}`]}
                autoComplete="off"
                maxLength={60}
              />
            ))}
          </div>
        </section>

        <CostSummary cost={cost} credits={user.credits} submitting={submitting} />
      </form>
    </div>
  );
}

/** The shared schema's issues, keyed by field path (`name`, `courts`, `players.3`), translated. */
function validate(request: unknown, translate: (key: string) => string): Errors {
  const parsed = CreateTournamentRequestSchema.safeParse(request);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= translate(issue.message);
  }
  return errors;
}

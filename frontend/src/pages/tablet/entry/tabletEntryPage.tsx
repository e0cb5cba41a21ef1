import {
  TABLET_CODE_LENGTH,
  type TournamentCode,
  ValidateTournamentCodeRequestSchema,
} from '@rodada/events/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../../../components/icons';
import { ApiError } from '../../../lib/api';
import { CHECK_ON_SUBMIT_ONLY, SERVER_ERROR, schemaResolver } from '../../../lib/forms';
import { forgetTabletCode, lastTabletCode, rememberTabletCode, tabletWrites } from '../../../lib/tabletApi';
import { useToast } from '../../../state/toasts';
import { normalizeCodeInput } from './tabletForm';
import { CodeDetails, nextStepOf, TabletLayout, TOUCH_PRIMARY, TOUCH_SECONDARY } from './tabletLayout';

/**
 * /tablet: the court's device types the club's code. A valid code shows what it opens; the tablet
 * remembers the last code, so reopening the app lands back on that code's tournament.
 */
export function TabletEntryPage() {
  const { t } = useTranslation('tablet');
  const { toast, dismissAll } = useToast();
  const navigate = useNavigate();
  const inputId = useId();
  // Checked by the shared schema on submit; the message goes as soon as the box is typed in.
  const { control, handleSubmit, setError, clearErrors, setValue, formState } = useForm({
    ...CHECK_ON_SUBMIT_ONLY,
    resolver: schemaResolver(ValidateTournamentCodeRequestSchema),
    defaultValues: { code: lastTabletCode() },
  });
  // The schema refuses only a blank box here (the box keeps at most 6 code characters): the tablet
  // says so in its own words; the server's refusal is shown as sent.
  const error = formState.errors.code;
  const problem = error
    ? error.type === SERVER_ERROR
      ? (error.message ?? null)
      : t('entry.requiredDescription')
    : null;
  const validate = useMutation({
    mutationFn: (value: string) => tabletWrites.validateCode(value),
    onSuccess: (result) => {
      if (result.isActive) rememberTabletCode(result.code);
      else forgetTabletCode();
    },
    onError: (error) => {
      const message =
        error instanceof ApiError ? error.message || t('check.invalid') : t('check.networkError');
      setError('code', { type: SERVER_ERROR, message });
      if (error instanceof ApiError && error.status === 404) forgetTabletCode();
      toast({ title: t('entry.invalidTitle'), description: message, variant: 'destructive' });
    },
  });

  // A tablet reopening with a remembered code checks it at once: one tap to get back to the court.
  const checkedRemembered = useRef(false);
  useEffect(() => {
    if (checkedRemembered.current) return;
    checkedRemembered.current = true;
    const remembered = lastTabletCode();
    if (remembered.length === TABLET_CODE_LENGTH) validate.mutate(remembered);
  }, [validate.mutate]);

  const submit = handleSubmit(
    ({ code }) => {
      // A new attempt: an earlier wrong code's toast is over (this one gets its own answer).
      dismissAll();
      validate.mutate(code);
    },
    () =>
      toast({
        title: t('entry.required'),
        description: t('entry.requiredDescription'),
        variant: 'destructive',
      }),
  );

  const result = validate.data;
  return (
    <TabletLayout>
      <div className="mx-auto mt-4 grid w-full max-w-xl gap-6 sm:mt-10">
        {result ? (
          <ResultCard
            code={result}
            onCancel={() => {
              validate.reset();
              setValue('code', '');
            }}
            onContinue={(to) => navigate(to)}
          />
        ) : (
          <form
            onSubmit={submit}
            noValidate
            data-testid="tablet-entry-form"
            className="grid gap-6 rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10"
          >
            <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
              <Icon name="key" className="size-8" />
            </span>
            <div>
              <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{t('entry.title')}</h1>
              <p className="mt-2 text-base text-slate-600">{t('entry.description')}</p>
            </div>
            <label htmlFor={inputId} className="sr-only">
              {t('entry.label')}
            </label>
            <Controller
              control={control}
              name="code"
              render={({ field }) => (
                <input
                  id={inputId}
                  data-testid="tablet-code-input"
                  value={field.value}
                  onChange={(event) => {
                    field.onChange(normalizeCodeInput(event.target.value));
                    clearErrors('code');
                  }}
                  maxLength={TABLET_CODE_LENGTH}
                  autoComplete="off"
                  autoCapitalize="characters"
                  autoCorrect="off"
                  spellCheck={false}
                  inputMode="text"
                  placeholder="ABC234"
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${inputId}-problem` : undefined}
                  className={`h-24 w-full rounded-2xl border-2 bg-white text-center font-mono text-5xl font-bold tracking-[0.35em] text-slate-900 uppercase outline-none placeholder:text-slate-200 focus:ring-8 sm:text-6xl ${
                    problem
                      ? 'border-red-400 focus:border-red-500 focus:ring-red-100'
                      : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
                  }`}
                />
              )}
            />
            {problem ? (
              <p id={`${inputId}-problem`} role="alert" className="text-base font-medium text-red-600">
                {problem}
              </p>
            ) : null}
            <button
              type="submit"
              data-testid="tablet-code-submit"
              disabled={validate.isPending}
              className={`${TOUCH_PRIMARY} w-full`}
            >
              {validate.isPending ? t('check.validating') : t('entry.submit')}
            </button>
          </form>
        )}
      </div>
    </TabletLayout>
  );
}

function ResultCard({
  code,
  onCancel,
  onContinue,
}: {
  readonly code: TournamentCode;
  readonly onCancel: () => void;
  readonly onContinue: (to: string) => void;
}) {
  const { t } = useTranslation('tablet');
  const next = code.isActive ? nextStepOf(code) : null;
  return (
    <section
      data-testid={code.isActive ? 'tablet-code-valid' : 'tablet-code-inactive'}
      className={`grid gap-5 rounded-3xl border bg-white p-6 text-center shadow-sm sm:p-10 ${
        code.isActive ? 'border-emerald-200' : 'border-red-200'
      }`}
    >
      <span
        className={`mx-auto flex size-16 items-center justify-center rounded-2xl ${
          code.isActive ? 'bg-emerald-50 text-emerald-700' : 'bg-red-50 text-red-700'
        }`}
      >
        <Icon name={code.isActive ? 'check' : 'lock'} className="size-8" />
      </span>
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
          {code.isActive ? t('check.authorized') : t('check.denied')}
        </h1>
        <p className={`mt-2 text-base ${code.isActive ? 'text-slate-600' : 'text-red-700'}`}>
          {next === null
            ? t('check.invalid')
            : next.kind === 'open'
              ? t('check.usedDescription')
              : t('check.authorizedDescription')}
        </p>
      </div>
      <CodeDetails code={code} withIdAndStatus={!code.isActive} />
      <div className="grid gap-3 sm:grid-cols-2">
        <button type="button" onClick={onCancel} className={TOUCH_SECONDARY} data-testid="tablet-code-cancel">
          {t('entry.cancel')}
        </button>
        {next ? (
          <button
            type="button"
            onClick={() => onContinue(next.to)}
            className={TOUCH_PRIMARY}
            data-testid="tablet-code-continue"
          >
            {next.kind === 'open' ? t('check.openTournament') : t('entry.continue')}
            <Icon name="arrowRight" className="size-5" />
          </button>
        ) : null}
      </div>
    </section>
  );
}

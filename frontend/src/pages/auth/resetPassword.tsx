import { NeutralAnswerSchema, PasswordResetSchema } from '@rodada/events/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { ApiError, apiFetch } from '../../lib/api';
import { CHECK_ON_SUBMIT_ONLY, schemaResolver, setServerErrors, useErrorText } from '../../lib/forms';
import { useToast } from '../../state/toasts';
import { AuthCard } from './authCard';

/** Spec section 9: the confirmation stays this long before /auth opens. */
export const RESET_REDIRECT_MS = 2000;

type Stage = 'form' | 'invalid' | 'done';

/** /reset-password?token=…: a new password twice; a missing, used or expired token says so. */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const { toast } = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [stage, setStage] = useState<Stage>(token ? 'form' : 'invalid');
  const { register, handleSubmit, setError, formState } = useForm({
    ...CHECK_ON_SUBMIT_ONLY,
    resolver: schemaResolver(PasswordResetSchema),
    // The token is no field: it comes from the link, and the schema checks it with the rest.
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const errorText = useErrorText(formState.errors);
  // Once the password is changed the page shows the confirmation; the button stays busy until then.
  const busy = formState.isSubmitting || formState.isSubmitSuccessful;

  useEffect(() => {
    if (stage !== 'done') return;
    const timer = setTimeout(() => navigate('/auth', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [stage, navigate]);

  const submit = handleSubmit(
    async (request) => {
      try {
        const answer = await apiFetch('/api/password-reset/reset', {
          method: 'POST',
          body: request,
          schema: NeutralAnswerSchema,
        });
        toast({ title: t('toast.passwordChanged'), description: answer.message });
        setStage('done');
      } catch (error) {
        toast({
          title: t('toast.error'),
          description: error instanceof Error && error.message ? error.message : t('toast.resetGenericError'),
          variant: 'destructive',
        });
        if (
          error instanceof ApiError &&
          (error.code === 'auth.resetTokenInvalid' || error.fieldErrors?.token)
        ) {
          setStage('invalid');
        } else {
          setServerErrors(setError, error);
        }
      }
    },
    (errors) => {
      if (errors.token) setStage('invalid');
    },
  );

  if (stage === 'invalid') {
    return (
      <AuthCard
        icon="alert"
        tone="danger"
        title={t('reset.invalidTitle')}
        description={<p>{t('reset.invalidText')}</p>}
      >
        <div className="grid gap-3">
          <Link to="/forgot-password" className={buttonClasses.primary}>
            {t('reset.requestNew')}
          </Link>
          <Link to="/auth" className={`justify-self-center text-sm ${buttonClasses.link}`}>
            {t('forgot.backToLogin')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  if (stage === 'done') {
    return (
      <AuthCard icon="check" title={t('reset.doneTitle')} description={<p>{t('reset.doneText')}</p>}>
        <div
          role="status"
          className="flex items-center gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800"
        >
          <span
            className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600"
            aria-hidden
          />
          {t('reset.redirecting')}
        </div>
        <Link to="/auth" replace className={`${buttonClasses.primary} mt-4 w-full`}>
          {t('reset.goToLogin')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard icon="key" title={t('reset.title')} description={<p>{t('reset.subtitle')}</p>}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <TextField
          label={t('reset.newPassword')}
          type="password"
          autoComplete="new-password"
          error={errorText('password')}
          hint={t('fields.passwordHint')}
          {...register('password')}
        />
        <TextField
          label={t('reset.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errorText('confirmPassword')}
          {...register('confirmPassword')}
        />
        <button type="submit" disabled={busy} className={`${buttonClasses.primary} mt-1 w-full`}>
          {busy ? t('reset.saving') : t('reset.submit')}
        </button>
      </form>
    </AuthCard>
  );
}

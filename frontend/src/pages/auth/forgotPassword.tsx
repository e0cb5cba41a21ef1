import { NeutralAnswerSchema, PasswordResetRequestSchema } from '@rodada/events/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { apiFetch } from '../../lib/api';
import { CHECK_ON_SUBMIT_ONLY, schemaResolver, setServerErrors, useErrorText } from '../../lib/forms';
import { useToast } from '../../state/toasts';
import { AuthCard } from './authCard';

/** /forgot-password: asks for an e-mail, then answers neutrally whether or not an account exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const { toast } = useToast();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({
    ...CHECK_ON_SUBMIT_ONLY,
    resolver: schemaResolver(PasswordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const errorText = useErrorText(formState.errors);
  // The form and "send again" share one request, and so one busy state.
  const { mutateAsync: sendLink, isPending: busy } = useMutation({
    mutationFn: (email: string) =>
      apiFetch('/api/password-reset/request', {
        method: 'POST',
        body: { email },
        schema: NeutralAnswerSchema,
      }),
  });

  async function request(email: string) {
    try {
      const answer = await sendLink(email);
      setSentTo(email);
      toast({ title: t('toast.emailSent'), description: answer.message });
    } catch (error) {
      setServerErrors(setError, error);
      toast({
        title: t('toast.error'),
        description: error instanceof Error && error.message ? error.message : t('toast.genericError'),
        variant: 'destructive',
      });
    }
  }

  const submit = handleSubmit(({ email }) => request(email));

  if (sentTo !== null) {
    return (
      <AuthCard
        icon="mail"
        title={t('forgot.sentTitle')}
        description={<p>{t('forgot.sentText', { email: sentTo })}</p>}
      >
        <p className="mb-6 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">{t('forgot.sentHint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <button
            type="button"
            disabled={busy}
            onClick={() => void request(sentTo)}
            className={buttonClasses.secondary}
          >
            {busy ? t('forgot.sending') : t('forgot.sendAgain')}
          </button>
          <Link to="/auth" className={buttonClasses.primary}>
            {t('forgot.backToLogin')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard icon="key" title={t('forgot.title')} description={<p>{t('forgot.subtitle')}</p>}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('fields.emailPlaceholder')}
          error={errorText('email')}
          {...register('email')}
        />
        <button type="submit" disabled={busy} className={`${buttonClasses.primary} mt-1 w-full`}>
          {busy ? t('forgot.sending') : t('forgot.submit')}
        </button>
        <Link to="/auth" className={`justify-self-center text-sm ${buttonClasses.link}`}>
          {t('forgot.backToLogin')}
        </Link>
      </form>
    </AuthCard>
  );
}

import { NeutralAnswerSchema, PasswordResetRequestSchema } from '@rodada/events/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses, TextField } from '../../components/ui/field';
import { ApiError, apiFetch } from '../../lib/api';
import { type FieldErrors, fieldErrorsOf } from '../../lib/forms';
import { useToast } from '../../state/toasts';
import { AuthCard } from './authCard';

/** /forgot-password: asks for an e-mail, then answers neutrally whether or not an account exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function request(address: string) {
    const parsed = PasswordResetRequestSchema.safeParse({ email: address });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error, (key) => t(key, { ns: 'errors' })));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await apiFetch('/api/password-reset/request', {
        method: 'POST',
        body: parsed.data,
        schema: NeutralAnswerSchema,
      });
      setSentTo(parsed.data.email);
      toast({ title: t('toast.emailSent'), description: answer.message });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      toast({
        title: t('toast.error'),
        description: error instanceof Error && error.message ? error.message : t('toast.genericError'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void request(email);
  }

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
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('fields.emailPlaceholder')}
          value={email}
          onValueChange={setEmail}
          error={errors.email}
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

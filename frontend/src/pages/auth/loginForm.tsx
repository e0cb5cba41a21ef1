import { LoginRequestSchema, SessionUserSchema } from '@rodada/events/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses, CheckboxField, TextField } from '../../components/ui/field';
import { ApiError, apiFetch } from '../../lib/api';
import { type FieldErrors, fieldErrorsOf } from '../../lib/forms';
import { startSession } from '../../state/session';
import { useToast } from '../../state/toasts';

/** Login: e-mail, password, remember me (30 days) and the way to recover a password. */
export function LoginForm() {
  const { t } = useTranslation(['auth', 'errors']);
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = LoginRequestSchema.safeParse({ email, password, rememberMe });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error, (key) => t(key, { ns: 'errors' })));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const user = await apiFetch('/api/login', {
        method: 'POST',
        body: parsed.data,
        schema: SessionUserSchema,
      });
      toast({
        title: t('toast.loginSuccess'),
        description: t('toast.loginSuccessDescription', { name: user.name }),
      });
      startSession(user);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      toast({
        title: t('toast.loginFailed'),
        description: error instanceof Error ? error.message : t('toast.genericError'),
        variant: 'destructive',
      });
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('login.title')}>
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
      <TextField
        label={t('fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={errors.password}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField name="rememberMe" checked={rememberMe} onCheckedChange={setRememberMe}>
          {t('login.rememberMe')}
        </CheckboxField>
        <Link to="/forgot-password" className={`text-sm ${buttonClasses.link}`}>
          {t('login.forgot')}
        </Link>
      </div>
      <button type="submit" disabled={busy} className={`${buttonClasses.primary} mt-2 w-full`}>
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}

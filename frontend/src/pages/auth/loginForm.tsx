import { LoginRequestSchema, SessionUserSchema } from '@rodada/events/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { CheckboxField, TextField } from '../../components/ui/field';
import { apiFetch } from '../../lib/api';
import { CHECK_ON_SUBMIT_ONLY, schemaResolver, setServerErrors, useErrorText } from '../../lib/forms';
import { startSession } from '../../state/session';
import { useToast } from '../../state/toasts';

/** Login: e-mail, password, remember me (30 days) and the way to recover a password. */
export function LoginForm() {
  const { t } = useTranslation(['auth', 'errors']);
  const { toast } = useToast();
  const { register, control, handleSubmit, setError, formState } = useForm({
    ...CHECK_ON_SUBMIT_ONLY,
    resolver: schemaResolver(LoginRequestSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const errorText = useErrorText(formState.errors);
  // Once the server has accepted the login the page moves on; the button stays busy until then.
  const busy = formState.isSubmitting || formState.isSubmitSuccessful;

  const submit = handleSubmit(async (request) => {
    try {
      const user = await apiFetch('/api/login', { method: 'POST', body: request, schema: SessionUserSchema });
      toast({
        title: t('toast.loginSuccess'),
        description: t('toast.loginSuccessDescription', { name: user.name }),
      });
      startSession(user);
    } catch (error) {
      setServerErrors(setError, error);
      toast({
        title: t('toast.loginFailed'),
        description: error instanceof Error ? error.message : t('toast.genericError'),
        variant: 'destructive',
      });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('login.title')}>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('fields.emailPlaceholder')}
        error={errorText('email')}
        {...register('email')}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        error={errorText('password')}
        {...register('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Controller
          control={control}
          name="rememberMe"
          render={({ field }) => (
            <CheckboxField name={field.name} checked={field.value ?? false} onCheckedChange={field.onChange}>
              {t('login.rememberMe')}
            </CheckboxField>
          )}
        />
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

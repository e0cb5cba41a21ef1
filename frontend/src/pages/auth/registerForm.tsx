import { RegisterFormSchema, SessionUserSchema } from '@rodada/events/contracts';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button';
import { CheckboxField, TextField } from '../../components/ui/field';
import { ApiError, apiFetch } from '../../lib/api';
import { CHECK_ON_SUBMIT_ONLY, requestResolver, setServerErrors, useErrorText } from '../../lib/forms';
import { startSession } from '../../state/session';
import { useToast } from '../../state/toasts';

/** Server codes that belong to one field, so the message also shows under it. */
const FIELD_OF_CODE: Readonly<Record<string, string>> = {
  'auth.emailTaken': 'email',
  'auth.referralCodeUnknown': 'referralCode',
};

interface RegisterValues {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly referralCode: string;
  /** The schema accepts only `true`; the box starts unticked. */
  readonly terms: boolean;
}

/** Register: name, e-mail, password twice, optional referral code (from ?ref=) and the terms. */
export function RegisterForm({ referralCode: initialReferral }: { readonly referralCode: string }) {
  const { t } = useTranslation(['auth', 'errors']);
  const { toast } = useToast();
  const { register, control, handleSubmit, setError, formState } = useForm({
    ...CHECK_ON_SUBMIT_ONLY,
    resolver: requestResolver(RegisterFormSchema, (values: RegisterValues) => values),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      referralCode: initialReferral,
      terms: false,
    },
  });
  const errorText = useErrorText(formState.errors);
  // Once the server has accepted the account the page moves on; the button stays busy until then.
  const busy = formState.isSubmitting || formState.isSubmitSuccessful;

  const submit = handleSubmit(async ({ name, email, password, referralCode, terms }) => {
    try {
      const user = await apiFetch('/api/register', {
        method: 'POST',
        body: { name, email, password, terms, ...(referralCode ? { referralCode } : {}) },
        schema: SessionUserSchema,
      });
      toast({
        title: t('toast.registerSuccess'),
        description: t('toast.registerSuccessDescription', { name: user.name }),
      });
      startSession(user);
    } catch (error) {
      const field = error instanceof ApiError && error.code ? FIELD_OF_CODE[error.code] : undefined;
      setServerErrors(setError, error, field && error instanceof Error ? { [field]: error.message } : {});
      toast({
        title: t('toast.registerFailed'),
        description: error instanceof Error ? error.message : t('toast.genericError'),
        variant: 'destructive',
      });
    }
  });

  const linkClass = buttonClasses.link;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('register.title')}>
      <TextField
        label={t('fields.name')}
        autoComplete="name"
        placeholder={t('fields.namePlaceholder')}
        error={errorText('name')}
        {...register('name')}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('fields.emailPlaceholder')}
        error={errorText('email')}
        {...register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          error={errorText('password')}
          hint={t('fields.passwordHint')}
          {...register('password')}
        />
        <TextField
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errorText('confirmPassword')}
          {...register('confirmPassword')}
        />
      </div>
      <TextField
        label={t('fields.referralCode')}
        autoComplete="off"
        autoCapitalize="characters"
        error={errorText('referralCode')}
        hint={initialReferral ? t('register.referralApplied') : t('register.referralHint')}
        {...register('referralCode')}
      />
      <Controller
        control={control}
        name="terms"
        render={({ field }) => (
          <CheckboxField
            name={field.name}
            checked={field.value}
            onCheckedChange={field.onChange}
            error={errorText('terms')}
          >
            <Trans
              t={t}
              i18nKey="register.terms"
              components={{
                terms: (
                  // biome-ignore lint/a11y/useAnchorContent: Trans fills the link's text
                  <a href="/terms-of-service" target="_blank" rel="noopener" className={linkClass} />
                ),
                privacy: (
                  // biome-ignore lint/a11y/useAnchorContent: Trans fills the link's text
                  <a href="/privacy-policy" target="_blank" rel="noopener" className={linkClass} />
                ),
              }}
            />
          </CheckboxField>
        )}
      />
      <button type="submit" disabled={busy} className={`${buttonClasses.primary} mt-2 w-full`}>
        {busy ? t('register.submitting') : t('register.submit')}
      </button>
    </form>
  );
}

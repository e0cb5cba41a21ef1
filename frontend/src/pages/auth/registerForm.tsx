import { RegisterFormSchema, SessionUserSchema } from '@rodada/events/contracts';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { buttonClasses, CheckboxField, TextField } from '../../components/ui/field';
import { ApiError, apiFetch } from '../../lib/api';
import { type FieldErrors, fieldErrorsOf } from '../../lib/forms';
import { startSession } from '../../state/session';
import { useToast } from '../../state/toasts';

/** Server codes that belong to one field, so the message also shows under it. */
const FIELD_OF_CODE: Readonly<Record<string, string>> = {
  'auth.emailTaken': 'email',
  'auth.referralCodeUnknown': 'referralCode',
};

/** Register: name, e-mail, password twice, optional referral code (from ?ref=) and the terms. */
export function RegisterForm({ referralCode: initialReferral }: { readonly referralCode: string }) {
  const { t } = useTranslation(['auth', 'errors']);
  const { toast } = useToast();
  const [form, setForm] = useState({
    name: '',
    email: '',
    password: '',
    confirmPassword: '',
    referralCode: initialReferral,
    terms: false,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const set =
    <K extends keyof typeof form>(key: K) =>
    (value: (typeof form)[K]) =>
      setForm((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const referralCode = form.referralCode.trim();
    const parsed = RegisterFormSchema.safeParse({
      ...form,
      referralCode: referralCode === '' ? undefined : referralCode,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error, (key) => t(key, { ns: 'errors' })));
      return;
    }
    setErrors({});
    setBusy(true);
    const { name, email, password } = parsed.data;
    try {
      const user = await apiFetch('/api/register', {
        method: 'POST',
        body: {
          name,
          email,
          password,
          ...(parsed.data.referralCode ? { referralCode: parsed.data.referralCode } : {}),
        },
        schema: SessionUserSchema,
      });
      toast({
        title: t('toast.registerSuccess'),
        description: t('toast.registerSuccessDescription', { name: user.name }),
      });
      startSession(user);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError) {
        const field = error.code ? FIELD_OF_CODE[error.code] : undefined;
        setErrors({ ...error.fieldErrors, ...(field ? { [field]: error.message } : {}) });
      }
      toast({
        title: t('toast.registerFailed'),
        description: error instanceof Error ? error.message : t('toast.genericError'),
        variant: 'destructive',
      });
    }
  }

  const linkClass = buttonClasses.link;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('register.title')}>
      <TextField
        label={t('fields.name')}
        name="name"
        autoComplete="name"
        placeholder={t('fields.namePlaceholder')}
        value={form.name}
        onValueChange={set('name')}
        error={errors.name}
      />
      <TextField
        label={t('fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('fields.emailPlaceholder')}
        value={form.email}
        onValueChange={set('email')}
        error={errors.email}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onValueChange={set('password')}
          error={errors.password}
          hint={t('fields.passwordHint')}
        />
        <TextField
          label={t('fields.confirmPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={form.confirmPassword}
          onValueChange={set('confirmPassword')}
          error={errors.confirmPassword}
        />
      </div>
      <TextField
        label={t('fields.referralCode')}
        name="referralCode"
        autoComplete="off"
        autoCapitalize="characters"
        value={form.referralCode}
        onValueChange={set('referralCode')}
        error={errors.referralCode}
        hint={initialReferral ? t('register.referralApplied') : t('register.referralHint')}
      />
      <CheckboxField name="terms" checked={form.terms} onCheckedChange={set('terms')} error={errors.terms}>
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
      <button type="submit" disabled={busy} className={`${buttonClasses.primary} mt-2 w-full`}>
        {busy ? t('register.submitting') : t('register.submit')}
      </button>
    </form>
  );
}

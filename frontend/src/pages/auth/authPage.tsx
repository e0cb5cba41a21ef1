import { useAtomValue } from 'jotai';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PublicLayout } from '../../components/publicLayout';
import { sessionEndAtom } from '../../state/session';
import { LoginForm } from './loginForm';
import { MarketingPanel } from './marketingPanel';
import { RegisterForm } from './registerForm';

type Tab = 'login' | 'register';

/** /auth: login and register tabs beside the marketing panel. `?ref=CODE` opens registration. */
export function AuthPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const referralCode = params.get('ref')?.trim() ?? '';
  const [tab, setTab] = useState<Tab>(
    referralCode || params.get('tab') === 'register' ? 'register' : 'login',
  );
  const ended = useAtomValue(sessionEndAtom);

  return (
    <PublicLayout>
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 pt-2 pb-14 sm:px-8 lg:grid-cols-[1fr_1.05fr] lg:items-start lg:gap-10 lg:pt-6">
        <div className="order-2 lg:sticky lg:top-6 lg:order-1">
          <MarketingPanel />
        </div>
        <section className="order-1 rounded-3xl border border-slate-200/80 bg-white/95 p-5 shadow-xl shadow-brand-900/5 sm:p-8 lg:order-2">
          {ended ? (
            <p
              role="alert"
              data-testid="session-ended"
              className="mb-5 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800"
            >
              {t(`sessionEnded.${ended}`)}
            </p>
          ) : null}
          <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <Tabs.List
              aria-label={t('tabs.label')}
              className="grid grid-cols-2 gap-1 rounded-2xl bg-slate-100 p-1"
            >
              {(['login', 'register'] as const).map((value) => (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  className="h-10 rounded-xl text-sm font-semibold text-slate-600 transition hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm"
                >
                  {t(`tabs.${value}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="login" className="mt-6 outline-none">
              <h2 className="text-2xl font-extrabold tracking-tight text-slate-900">{t('login.title')}</h2>
              <p className="mt-1 mb-6 text-sm text-slate-600">{t('login.subtitle')}</p>
              <LoginForm />
            </Tabs.Content>
            <Tabs.Content value="register" className="mt-6 outline-none">
              <h2 className="text-2xl font-extrabold tracking-tight text-slate-900">{t('register.title')}</h2>
              <p className="mt-1 mb-6 text-sm text-slate-600">{t('register.subtitle')}</p>
              <RegisterForm referralCode={referralCode} />
            </Tabs.Content>
          </Tabs.Root>
        </section>
      </div>
    </PublicLayout>
  );
}

import { useAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { Dialog } from 'radix-ui';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { getSocket } from '../../lib/socket';
import { useUser } from '../../state/session';
import { Icon } from '../icons';
import { LanguageSwitcher } from '../languageSwitcher';
import { BrandMark } from '../publicLayout';
import { Spinner } from '../spinner';
import { formatToday } from './navigation';
import { DesktopSidebar, SidebarNav } from './sidebar';
import { UserMenu } from './userMenu';

/** Below this width the sidebar is a slide-over drawer (Tailwind's `lg`). */
export const DRAWER_BREAKPOINT_PX = 1024;

/** The sidebar's folded state, remembered on this device. */
const sidebarCollapsedAtom = atomWithStorage('rodada.sidebarCollapsed', false, undefined, {
  getOnInit: true,
});

/** Spec "Shell": sidebar (a drawer below 1024 px), header with date, credits and user menu. */
export function AppShell({ children }: { readonly children?: ReactNode }) {
  const user = useUser();
  const { t, i18n } = useTranslation(['shell', 'common']);
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const today = formatToday(i18n.resolvedLanguage ?? i18n.language);

  // A signed-in tab keeps its live socket open, so the server can tell it at once when its session
  // ends (blocked, erased, new password): it then signs out to /auth, which says why.
  useEffect(() => {
    getSocket();
  }, []);

  // Any navigation closes the drawer (links, the user menu, the browser's back button).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => setDrawerOpen(false), [location.key]);

  // The drawer exists only below the 1024 px breakpoint (spec section 9); widening the window closes it.
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${DRAWER_BREAKPOINT_PX}px)`);
    const close = () => {
      if (wide.matches) setDrawerOpen(false);
    };
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, []);

  return (
    <div className="flex min-h-dvh bg-slate-50">
      <DesktopSidebar user={user} collapsed={collapsed} onToggle={() => setCollapsed(!collapsed)} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
          <div className="flex h-16 items-center gap-2 px-4 sm:gap-3 lg:px-8">
            <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
              <Dialog.Trigger
                aria-label={t('drawer.open')}
                data-testid="drawer-trigger"
                className="-ml-1.5 flex size-10 items-center justify-center rounded-xl text-slate-700 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 lg:hidden"
              >
                <Icon name="menu" className="size-6" />
              </Dialog.Trigger>
              <Dialog.Portal>
                <Dialog.Overlay className="drawer-overlay fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[2px] lg:hidden" />
                <Dialog.Content
                  data-testid="drawer"
                  className="drawer-content fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-white shadow-2xl outline-none lg:hidden"
                >
                  <div className="flex h-16 items-center justify-between border-b border-slate-100 px-5">
                    <Dialog.Title className="flex items-center gap-2.5 text-lg font-extrabold tracking-tight text-slate-900">
                      <BrandMark className="size-8" />
                      {t('common:appName')}
                    </Dialog.Title>
                    <Dialog.Close
                      aria-label={t('drawer.close')}
                      className="flex size-10 items-center justify-center rounded-xl text-slate-500 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
                    >
                      <Icon name="close" className="size-5" />
                    </Dialog.Close>
                  </div>
                  <Dialog.Description className="px-5 pt-4 text-xs font-medium text-slate-500 first-letter:uppercase">
                    {today}
                  </Dialog.Description>
                  <div className="flex-1 overflow-y-auto px-3 py-4">
                    <SidebarNav user={user} onNavigate={() => setDrawerOpen(false)} />
                  </div>
                </Dialog.Content>
              </Dialog.Portal>
            </Dialog.Root>
            <Link
              to="/"
              aria-label={t('common:appName')}
              className="flex items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 lg:hidden"
            >
              <BrandMark className="size-8" />
              <span className="hidden sm:inline">{t('common:appName')}</span>
            </Link>
            <p
              data-testid="today"
              className="hidden text-sm font-medium text-slate-500 first-letter:uppercase md:block"
            >
              {today}
            </p>
            <div className="ml-auto flex items-center gap-2 sm:gap-3">
              <CreditBadge credits={user.credits} />
              <LanguageSwitcher />
              <UserMenu user={user} />
            </div>
          </div>
        </header>
        <main className="flex w-full flex-1 flex-col px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          {/* A page still loading (its code or its texts) spins here, inside the shell. */}
          <Suspense fallback={<Spinner />}>{children ?? <Outlet />}</Suspense>
        </main>
      </div>
    </div>
  );
}

/** The balance in the header: singular for 1, plural otherwise, red at 0; opens /buy-credits. */
function CreditBadge({ credits }: { readonly credits: number }) {
  const { t } = useTranslation('shell');
  const empty = credits <= 0;
  return (
    <Link
      to="/buy-credits"
      data-testid="credit-badge"
      data-empty={empty}
      title={t('credits.buy')}
      className={`inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
        empty
          ? 'border-red-200 bg-red-50 text-red-700 hover:bg-red-100'
          : 'border-brand-200 bg-brand-50 text-brand-800 hover:bg-brand-100'
      }`}
    >
      <Icon name="coins" className="size-4" />
      {t('credits.count', { count: credits })}
    </Link>
  );
}

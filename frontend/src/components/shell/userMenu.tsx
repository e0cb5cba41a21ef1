import type { SessionUser } from '@rodada/events/contracts';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError } from '../../lib/api';
import { logout } from '../../state/session';
import { useToast } from '../../state/toasts';
import { Icon, type IconName } from '../icons';
import { initialsOf } from './navigation';

const LINKS: ReadonlyArray<{ to: string; labelKey: string; icon: IconName }> = [
  { to: '/', labelKey: 'nav.dashboard', icon: 'home' },
  { to: '/my-tournaments', labelKey: 'nav.myTournaments', icon: 'trophy' },
  { to: '/user-reports', labelKey: 'nav.myReports', icon: 'report' },
];

const ITEM =
  'flex cursor-pointer select-none items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/** The avatar with the user's initials, opening Dashboard, Meus Torneios, Meus Relatórios and Sair. */
export function UserMenu({ user }: { readonly user: SessionUser }) {
  const { t } = useTranslation('shell');
  const { toast } = useToast();
  const navigate = useNavigate();

  async function signOut() {
    try {
      await logout();
      toast({ title: t('toast.loggedOut'), description: t('toast.loggedOutDescription') });
      navigate('/auth', { replace: true });
    } catch (error) {
      toast({
        title: t('toast.logoutFailed'),
        description: error instanceof ApiError || error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    }
  }

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-testid="user-menu"
        className="flex items-center gap-2 rounded-full p-0.5 pr-0.5 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:pr-2.5"
      >
        <span
          aria-hidden
          data-testid="avatar-initials"
          className="flex size-9 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 text-sm font-bold text-white shadow-sm"
        >
          {initialsOf(user.name)}
        </span>
        <span className="hidden max-w-36 truncate text-sm font-semibold text-slate-800 sm:block">
          {user.name}
        </span>
        {/* The visible name (when shown) leads the button's name; this says what it opens. */}
        <span className="sr-only">{t('userMenu.open', { name: user.name })}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg shadow-slate-900/10"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate text-sm font-semibold text-slate-900">{user.name}</span>
            <span className="block truncate text-xs text-slate-500">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          {LINKS.map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={ITEM}>
              <Link to={link.to}>
                <Icon name={link.icon} className="size-4 text-slate-500" />
                {t(link.labelKey)}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item
            className={`${ITEM} text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800`}
            onSelect={() => {
              void signOut();
            }}
          >
            <Icon name="logout" className="size-4" />
            {t('userMenu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

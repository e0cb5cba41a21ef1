import type { SessionUser } from '@rodada/events/contracts';
import { formatLongDate } from '@rodada/events/contracts';
import type { IconName } from '../icons';

export interface NavItem {
  readonly to: string;
  /** A key of the `shell` namespace. */
  readonly labelKey: string;
  readonly icon: IconName;
  readonly end?: boolean;
}

export interface NavSection {
  /** A key of the `shell` namespace, or null for the unnamed first section. */
  readonly titleKey: string | null;
  readonly items: readonly NavItem[];
}

/** Spec "Shell": the sidebar by role. Tablet codes for Quadra or admin; the manager area for admins. */
export function navigationFor(user: Pick<SessionUser, 'isAdmin' | 'userType'>): NavSection[] {
  const venue = user.userType === 'Quadra' || user.isAdmin;
  const main: NavItem[] = [
    { to: '/', labelKey: 'nav.dashboard', icon: 'home', end: true },
    { to: '/my-tournaments', labelKey: 'nav.myTournaments', icon: 'trophy' },
    { to: '/select-tournament-type', labelKey: 'nav.createTournament', icon: 'plus' },
    { to: '/players', labelKey: 'nav.players', icon: 'users' },
    { to: '/circuits', labelKey: 'nav.circuits', icon: 'podium' },
    ...(venue ? [{ to: '/tournament-codes', labelKey: 'nav.tabletCodes', icon: 'tablet' } as const] : []),
    { to: '/buy-credits', labelKey: 'nav.buyCredits', icon: 'coins' },
  ];
  const sections: NavSection[] = [{ titleKey: null, items: main }];
  if (user.isAdmin) {
    sections.push({
      titleKey: 'nav.administration',
      items: [{ to: '/admin', labelKey: 'nav.managerArea', icon: 'shield' }],
    });
  }
  return sections;
}

/** Avatar initials: the first letters of the name's words, up to 2, upper case. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

/** Today's date in the active language, e.g. "segunda-feira, 23 de novembro de 2026". */
export function formatToday(language: string, today: Date = new Date()): string {
  return formatLongDate(today, language, true);
}

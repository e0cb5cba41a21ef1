import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { ADMIN, apiContext, BASE_URL, signedInApi, uniqueEmail } from './accounts';

export interface Club {
  readonly id: string;
  readonly email: string;
  readonly password: string;
  readonly api: APIRequestContext;
}

/** A club account: registered, turned into a Quadra and given credits by the administrator. */
export async function newClub(credits: number): Promise<Club> {
  const email = uniqueEmail('clube');
  const password = 'quadra-senha-1';
  const admin = await signedInApi(ADMIN.email, ADMIN.password);
  const api = await apiContext();
  const registered = await api.post('/api/register', {
    data: { name: 'Clube da Praia', email, password, terms: true },
  });
  expect(registered.status()).toBe(201);
  const { id } = (await registered.json()) as { id: string };
  expect((await admin.put(`/api/admin/users/${id}/type`, { data: { userType: 'Quadra' } })).ok()).toBe(true);
  const granted = await admin.post(`/api/admin/users/${id}/credits`, { data: { credits, reason: 'bonus' } });
  expect(granted.ok()).toBe(true);
  await admin.dispose();
  return { id, email, password, api };
}

export interface ClubTournament {
  readonly id: string;
  readonly code: string;
  readonly publicToken: string;
}

/** A code of the format and a tournament created with it, as a court tablet does. */
export async function tabletTournament(
  club: Club,
  options: {
    readonly name: string;
    readonly tournamentType: 'super8' | 'super_12';
    readonly courts: number;
    readonly players: readonly string[];
  },
): Promise<ClubTournament> {
  const created = await club.api.post('/api/tournament-codes', {
    data: { tournamentType: options.tournamentType },
  });
  expect(created.status()).toBe(201);
  const code = (await created.json()) as { id: string; code: string };
  const tournament = await club.api.post('/api/tablet/tournaments', {
    data: { ...options, codeId: code.id },
    headers: { 'x-tablet-code': code.code, 'idempotency-key': crypto.randomUUID() },
  });
  expect(tournament.status()).toBe(201);
  const { id } = (await tournament.json()) as { id: string };
  const view = await club.api.get(`/api/tablet/tournaments/${id}`, {
    headers: { 'x-tablet-code': code.code },
  });
  const { publicToken } = (await view.json()) as { publicToken: string };
  return { id, code: code.code, publicToken };
}

/** A browser of its own in `locale`, at `width` × `height`, signed out. */
export async function freshPage(
  browser: Browser,
  locale: string,
  viewport: { readonly width: number; readonly height: number },
): Promise<Page> {
  const context = await browser.newContext({ locale, viewport });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  return page;
}

/** Signs the page's browser in as the club (the owner of its tablet tournaments). */
export async function signInAsClub(page: Page, club: Club): Promise<void> {
  const login = await page.request.post('/api/login', {
    data: { email: club.email, password: club.password },
    headers: { origin: BASE_URL },
  });
  expect(login.ok()).toBe(true);
}

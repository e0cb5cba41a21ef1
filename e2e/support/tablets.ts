import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { ADMIN, apiContext, signedInApi, uniqueEmail } from './accounts';

export interface Club {
  readonly id: string;
  readonly email: string;
  readonly api: APIRequestContext;
}

/** A club account: registered, turned into a Quadra and given credits by the administrator. */
export async function newClub(credits: number): Promise<Club> {
  const email = uniqueEmail('quadra');
  const admin = await signedInApi(ADMIN.email, ADMIN.password);
  const api = await apiContext();
  const registered = await api.post('/api/register', {
    data: { name: 'Clube Beira-Mar', email, password: 'quadra-senha-1', terms: true },
  });
  expect(registered.status()).toBe(201);
  const { id } = (await registered.json()) as { id: string };
  expect((await admin.put(`/api/admin/users/${id}/type`, { data: { userType: 'Quadra' } })).ok()).toBe(true);
  if (credits > 0)
    expect(
      (await admin.post(`/api/admin/users/${id}/credits`, { data: { credits, reason: 'bonus' } })).ok(),
    ).toBe(true);
  await admin.dispose();
  return { id, email, api };
}

/** A tablet at the court: its own browser, no login, landscape 10-inch in Portuguese unless told otherwise. */
export async function tabletPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
  locale = 'pt-BR',
): Promise<Page> {
  const context = await browser.newContext({ locale, viewport });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`tablet page error: ${error.message}`));
  return page;
}

/** A code and a tournament (a Super 8 unless told) of `players` on 2 courts created through the API, as the tablet journeys have seen the screens do. */
export async function clubTournament(
  club: Club,
  name: string,
  players: readonly string[],
  tournamentType = 'super8',
) {
  const created = await club.api.post('/api/tournament-codes', { data: { tournamentType } });
  expect(created.status()).toBe(201);
  const code = (await created.json()) as { id: string; code: string };
  const tournament = await club.api.post('/api/tablet/tournaments', {
    data: { name, courts: 2, players, tournamentType, codeId: code.id },
    headers: { 'x-tablet-code': code.code, 'idempotency-key': crypto.randomUUID() },
  });
  expect(tournament.status()).toBe(201);
  const { id } = (await tournament.json()) as { id: string };
  const view = await club.api.get(`/api/tablet/tournaments/${id}`, {
    headers: { 'x-tablet-code': code.code },
  });
  const body = (await view.json()) as { publicToken: string; matches: { id: string }[] };
  return { code, id, publicToken: body.publicToken, matchIds: body.matches.map((m) => m.id) };
}

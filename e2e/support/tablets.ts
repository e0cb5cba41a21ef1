import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
} from '@playwright/test';
import { createProxy, type ProxyServer } from 'proxy';
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

/**
 * A tablet at the court: its own browser, no login, landscape 10-inch in Portuguese unless told
 * otherwise; on the given Wi-Fi when a journey cuts its network.
 */
export async function tabletPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
  locale = 'pt-BR',
  wifi?: Wifi,
): Promise<Page> {
  const context = await browser.newContext({ locale, viewport, ...(wifi ? { proxy: wifi.proxy } : {}) });
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

/**
 * The club's Wi-Fi for one device: its browser context reaches the app through this HTTP proxy,
 * which can drop the network as a dead access point does (every open connection cut, every new
 * one refused) while the browser also says it is offline. Chromium's offline emulation alone is
 * not a wall: under load a page reloaded from the service worker sent a queued score before the
 * emulation reached the new document (CI, 2026-12-02).
 */
export class Wifi {
  private readonly sockets = new Set<Socket>();
  private up = true;

  private constructor(private readonly server: ProxyServer) {
    server.on('connection', (socket: Socket) => {
      if (!this.up) return void socket.destroy();
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  static async start(): Promise<Wifi> {
    const server = createProxy(createServer());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new Wifi(server);
  }

  /** What a browser context takes as its `proxy` (loopback included: Playwright proxies it too). */
  get proxy() {
    return { server: `http://127.0.0.1:${(this.server.address() as AddressInfo).port}` };
  }

  async drop(context: BrowserContext): Promise<void> {
    this.up = false;
    for (const socket of this.sockets) socket.destroy();
    await context.setOffline(true);
  }

  async restore(context: BrowserContext): Promise<void> {
    this.up = true;
    await context.setOffline(false);
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

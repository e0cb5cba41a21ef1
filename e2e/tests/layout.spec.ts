import { mkdirSync } from 'node:fs';
import { type Browser, type BrowserContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { ADMIN, apiContext, BASE_URL, signedInApi, uniqueEmail } from '../support/accounts';

// Two cores shared with the server: a chart or a page of users may take a moment.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The languages, as a browser reports them, and the width every page must fit. */
const LANGUAGES = { 'pt-BR': 'pt-BR', en: 'en-US', es: 'es-ES' } as const;
type Language = keyof typeof LANGUAGES;
const WIDTHS = [390, 1280] as const;
/** Screenshots for a person to look at (never committed): SHOTS_DIR=/tmp/shots-… */
const SHOTS_DIR = process.env.SHOTS_DIR;

/** Long enough, in every language, to find any place that does not wrap ("Consumo de crédito: …"). */
const LONG_NAME = 'Campeonato Interclubes de Beach Tennis da Associação Atlética Banco do Brasil';
const PLAYERS = [
  'Maria Eduarda Albuquerque',
  'Bia',
  'Caio',
  'Duda',
  'Enzo',
  'Fê',
  'Gui',
  'Hugo Henrique de Vasconcelos',
];

interface World {
  readonly organiser: { email: string; password: string; id: string };
  readonly club: { email: string; password: string };
  readonly tournamentId: string;
  readonly publicToken: string;
  readonly playerId: string;
  readonly code: string;
  readonly tabletTournamentId: string;
}

/** The accounts and tournaments the pages show, arranged through the API. */
async function arrange(): Promise<World> {
  const admin = await signedInApi(ADMIN.email, ADMIN.password);
  const headers = { origin: BASE_URL };
  const account = async (name: string, type: 'Usuário' | 'Quadra') => {
    const email = uniqueEmail('layout');
    const password = 'layout-senha-1';
    const api = await apiContext();
    const registered = await api.post('/api/register', {
      data: { name, email, password, terms: true },
      headers,
    });
    expect(registered.status()).toBe(201);
    const { id } = (await registered.json()) as { id: string };
    await api.dispose();
    if (type === 'Quadra')
      expect((await admin.put(`/api/admin/users/${id}/type`, { data: { userType: 'Quadra' } })).ok()).toBe(
        true,
      );
    expect(
      (await admin.post(`/api/admin/users/${id}/credits`, { data: { credits: 12, reason: 'bonus' } })).ok(),
    ).toBe(true);
    return { email, password, id, api: await signedInApi(email, password) };
  };
  const organiser = await account('Maria Eduarda Albuquerque de Vasconcelos', 'Usuário');
  const created = await organiser.api.post('/api/tournaments', {
    data: { name: LONG_NAME, courts: 2, tournamentType: 'super8', players: PLAYERS },
    headers,
  });
  expect(created.status()).toBe(201);
  const { id: tournamentId } = (await created.json()) as { id: string };
  const detail = (await (await organiser.api.get(`/api/tournaments/${tournamentId}`)).json()) as {
    publicToken: string;
    players: { id: string }[];
  };
  // A purchase the admin's figures and charts show, so money is drawn in them.
  const intent = await (
    await organiser.api.post('/api/create-payment-intent', { data: { credits: 9 }, headers })
  ).json();
  expect(
    (
      await organiser.api.post(`/api/sandbox-payments/${intent.paymentIntentId}/confirm`, {
        data: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
        headers,
      })
    ).ok(),
  ).toBe(true);

  const club = await account('Clube Beira-Mar de Beach Tennis', 'Quadra');
  const made = await club.api.post('/api/tournament-codes', { data: { tournamentType: 'super8' }, headers });
  expect(made.status()).toBe(201);
  const code = (await made.json()) as { id: string; code: string };
  const tablet = await club.api.post('/api/tablet/tournaments', {
    data: { name: 'Quadra 1', courts: 2, players: PLAYERS, tournamentType: 'super8', codeId: code.id },
    headers: { ...headers, 'x-tablet-code': code.code, 'idempotency-key': crypto.randomUUID() },
  });
  expect(tablet.status()).toBe(201);
  const { id: tabletTournamentId } = (await tablet.json()) as { id: string };
  // The code page lists a second code, still unused.
  await club.api.post('/api/tournament-codes', { data: { tournamentType: 'super_12' }, headers });

  for (const api of [admin, organiser.api, club.api]) await api.dispose();
  return {
    organiser: { email: organiser.email, password: organiser.password, id: organiser.id },
    club: { email: club.email, password: club.password },
    tournamentId,
    publicToken: detail.publicToken,
    playerId: detail.players[0]!.id,
    code: code.code,
    tabletTournamentId,
  };
}

type Role = 'anonymous' | 'organiser' | 'club' | 'admin';

/** The pages each role opens: every screen of the app, as the role that sees it. */
function pagesOf(world: World): Record<Role, readonly string[]> {
  const board = `/public/tournament/${world.publicToken}`;
  return {
    anonymous: [
      '/auth',
      '/forgot-password',
      '/reset-password?token=abc',
      '/terms-of-service',
      '/privacy-policy',
      '/quadras',
      board,
      `${board}/player/${world.playerId}`,
      `${board}/tv`,
      '/tablet',
      `/t/${world.code}`,
      `/tablet/tournament/${world.tabletTournamentId}?code=${world.code}`,
      '/no-such-page',
    ],
    organiser: [
      '/',
      '/my-tournaments',
      '/select-tournament-type',
      '/create-tournament?type=super8',
      '/create-tournament?type=super_12',
      '/create-super-groups',
      `/tournament/${world.tournamentId}`,
      '/buy-credits',
      '/payment-success?payment_intent=pi_fake_layout&payment_intent_client_secret=pi_fake_layout_secret',
      '/refer-friend',
      '/user-reports',
      '/support',
    ],
    club: ['/tournament-codes', '/', '/buy-credits'],
    admin: [
      '/',
      '/admin?tab=users',
      '/admin?tab=credits',
      '/admin?tab=stats',
      '/admin?tab=financial',
      '/admin?tab=reports',
      '/admin/credit-reports',
      `/tournament/${world.tournamentId}`,
    ],
  };
}

/** A context per role and language, signed in once through the API (its cookie jar). */
async function contextFor(browser: Browser, role: Role, language: Language, world: World) {
  const context = await browser.newContext({
    locale: LANGUAGES[language],
    viewport: { width: 390, height: 844 },
  });
  const credentials =
    role === 'organiser' ? world.organiser : role === 'club' ? world.club : role === 'admin' ? ADMIN : null;
  if (credentials) {
    const login = await context.request.post('/api/login', {
      data: { email: credentials.email, password: credentials.password },
      headers: { origin: BASE_URL },
    });
    expect(login.ok()).toBe(true);
  }
  return context;
}

/** What sticks out sideways: the page's width and the elements reaching past the window. */
async function overflowOf(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1;
      })
      .slice(-3)
      .map((element) => {
        const testId = element.getAttribute('data-testid');
        const label = `${element.tagName.toLowerCase()}${testId ? `[${testId}]` : ''}.${String(element.className).slice(0, 60)}`;
        return `${label} → ${Math.round(element.getBoundingClientRect().right)}`;
      });
    return { scrollWidth, culprits };
  });
}

/** Opens a page and waits for it to settle (data in, lazy chunks loaded). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Past the loading spinner: the screen has its words.
  await page.waitForFunction(() => (document.body.textContent ?? '').trim().length > 40);
}

test.describe('layout', () => {
  test('every page fits the window at 390 and 1280 px, in pt-BR, en and es, as the role that sees it', async ({
    browser,
  }) => {
    test.setTimeout(420_000);
    const world = await arrange();
    const problems: string[] = [];
    for (const language of Object.keys(LANGUAGES) as Language[]) {
      for (const [role, paths] of Object.entries(pagesOf(world)) as [Role, readonly string[]][]) {
        const context: BrowserContext = await contextFor(browser, role, language, world);
        const page = await context.newPage();
        for (const path of paths) {
          await page.setViewportSize({ width: 390, height: 844 });
          await open(page, path);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
            // A resize lays the page out again; charts follow their box on the next frame.
            await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
            const overflow = await overflowOf(page);
            if (overflow)
              problems.push(
                `${language} ${width}px ${role} ${path}: ${overflow.scrollWidth}px (${overflow.culprits.join(' | ')})`,
              );
            if (SHOTS_DIR) {
              mkdirSync(SHOTS_DIR, { recursive: true });
              const name = `${role}${path.replace(/[^a-z0-9]+/gi, '_').slice(0, 60)}-${language}-${width}`;
              await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
            }
          }
        }
        await context.close();
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('admin figures and the revenue chart show whole values; the transaction tables are cards on a phone', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    // A big purchase today: R$ 9.990,00 in the figures, the chart and the tables.
    const headers = { origin: BASE_URL };
    const email = uniqueEmail('figures');
    const api = await apiContext();
    const registered = await api.post('/api/register', {
      data: { name: 'Comprador Grande', email, password: 'figuras-senha-1', terms: true },
      headers,
    });
    expect(registered.status()).toBe(201);
    const { id: userId } = (await registered.json()) as { id: string };
    const intent = await (
      await api.post('/api/create-payment-intent', { data: { credits: 999 }, headers })
    ).json();
    expect(
      (
        await api.post(`/api/sandbox-payments/${intent.paymentIntentId}/confirm`, {
          data: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
          headers,
        })
      ).ok(),
    ).toBe(true);
    // One credit spent: the list says "-1 crédito", singular by its absolute value.
    const spent = await api.post('/api/tournaments', {
      data: { name: 'Torneio de Um Crédito', courts: 2, tournamentType: 'super8', players: PLAYERS },
      headers,
    });
    expect(spent.status()).toBe(201);
    await api.dispose();
    const ONE_CREDIT = { 'pt-BR': '-1 crédito', en: '-1 credit', es: '-1 crédito' } as const;

    for (const language of Object.keys(LANGUAGES) as Language[]) {
      const context = await contextFor(browser, 'admin', language, {
        organiser: { email: '', password: '', id: '' },
      } as unknown as World);
      const page = await context.newPage();
      for (const tab of ['stats', 'financial'] as const) {
        await open(page, `/admin?tab=${tab}`);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
          // Every figure whole: nothing cut to "R$ 18…".
          const cut = await page
            .getByTestId('figure-value')
            .evaluateAll((values) =>
              values
                .filter((value) => value.scrollWidth > value.clientWidth + 1)
                .map((value) => value.textContent),
            );
          expect(cut, `${language} ${width}px ${tab}: figures cut`).toEqual([]);
          // The money axis has room for its widest label ("R$ 9.990,00", not ".$ 9.990,00").
          const chart = page.getByTestId(tab === 'stats' ? 'chart-revenue' : 'chart-financial');
          await expect(chart.locator('.u-over')).toBeAttached();
          const room = await chart.evaluate((element) => {
            const over = element.querySelector<HTMLElement>('.u-over')!;
            const canvas = document.createElement('canvas').getContext('2d')!;
            canvas.font =
              '12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"';
            const labels = [...element.querySelectorAll('tbody td')].map((cell) => cell.textContent ?? '');
            const widest = Math.max(...labels.map((label) => canvas.measureText(label).width));
            // uPlot draws a label left of its tick (10 px) and gap (5 px), right-aligned to the plot.
            return { axis: over.offsetLeft, needed: Math.ceil(widest + 15) };
          });
          expect(room.axis, `${language} ${width}px ${tab}: axis labels cut`).toBeGreaterThanOrEqual(
            room.needed,
          );
        }
      }

      // Tables on a phone: every row a card, nothing to scroll sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      const fits = (testId: string) =>
        page.getByTestId(testId).evaluate((table) => {
          const box = table.parentElement!;
          return (
            box.scrollWidth <= box.clientWidth && table.getBoundingClientRect().width <= window.innerWidth
          );
        });
      await open(page, '/admin?tab=financial');
      await expect(page.getByTestId('latest-transaction').first()).toBeVisible();
      expect(await fits('latest-transactions'), `${language}: Últimas transações scrolls sideways`).toBe(
        true,
      );
      const spending = page
        .getByTestId('latest-transaction')
        .filter({ hasText: 'Torneio de Um Crédito' })
        .first();
      await expect(spending).toContainText(ONE_CREDIT[language]);
      await expect(spending).not.toContainText(`${ONE_CREDIT[language]}s`);
      if (SHOTS_DIR)
        await page.screenshot({ path: `${SHOTS_DIR}/tables-financial-${language}-390.png`, fullPage: true });

      await open(page, '/admin/credit-reports');
      await page.getByTestId('report-user').getByRole('searchbox').fill(email);
      await page
        .getByTestId('report-user')
        .getByRole('button', { name: new RegExp(email) })
        .click();
      await page.getByRole('button', { name: /^(Gerar Relatório|Generate Report|Generar Informe)$/ }).click();
      await expect(page.getByTestId('report-table')).toBeVisible();
      expect(await fits('report-table'), `${language}: Movimentações scrolls sideways`).toBe(true);
      if (SHOTS_DIR)
        await page.screenshot({ path: `${SHOTS_DIR}/tables-report-${language}-390.png`, fullPage: true });

      await page.goto(`/api/admin/credit-report/export?userId=${userId}&format=html`);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
        const printWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(printWidth, `${language} ${width}px: the print view scrolls sideways`).toBeLessThanOrEqual(
          width,
        );
        if (SHOTS_DIR)
          await page.screenshot({
            path: `${SHOTS_DIR}/tables-print-${language}-${width}.png`,
            fullPage: true,
          });
      }
      await context.close();
    }
  });
});

import { type Browser, expect, type Page, test } from '@playwright/test';
import { audit } from '../support/accessibility';
import { ADMIN, apiContext, BASE_URL, loginThroughForm, signedInApi, uniqueEmail } from '../support/accounts';
import { publicBody, signedInOrganiser } from '../support/tournaments';

// Reduced motion from the first paint: a colour or opacity transition still running when axe reads
// the page (a button enabled as the cost arrives) would be measured half-way.
test.use({ locale: 'pt-BR', reducedMotion: 'reduce' });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const PLAYERS = ['Ana', 'Bruno', 'Carla', 'Davi', 'Eva', 'Fábio', 'Gabi', 'Hugo'];

/** Opens `path`, waits for its first heading, then audits it at phone and desktop width. */
async function auditAt(page: Page, path: string, name: string, ready = page.locator('h1').first()) {
  await page.goto(path);
  // A page reads its data before its heading shows: give a busy machine time, the audit is not timed.
  await expect(ready).toBeVisible({ timeout: 15_000 });
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await audit(page, name);
  }
}

async function signedOutPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', reducedMotion: 'reduce' });
  return context.newPage();
}

/** A Super 8 with a few results, through the API, and its public token. */
async function tournamentWithResults(page: Page): Promise<{ id: string; token: string }> {
  const created = await page.request.post('/api/tournaments', {
    data: { name: 'Torneio Acessível', courts: 2, players: PLAYERS, tournamentType: 'super8' },
    headers: { origin: BASE_URL },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const detail = (await (await page.request.get(`/api/tournaments/${id}`)).json()) as {
    id: string;
    publicToken: string;
    matches: { id: string }[];
  };
  for (const [i, match] of detail.matches.slice(0, 5).entries()) {
    const scored = await page.request.patch(`/api/matches/${match.id}`, {
      data: { team1Score: 6, team2Score: i % 3 === 0 ? 6 : 2 },
      headers: { origin: BASE_URL },
    });
    expect(scored.ok()).toBe(true);
  }
  return { id: detail.id, token: detail.publicToken };
}

test.describe('accessibility (WCAG 2.1 AA, axe): no serious or critical violation', () => {
  // A test audits up to 10 pages, each at two widths, about 2.5 s an audit on a 2-core machine (axe
  // opens a blank page to finish each run): more than Playwright's default 30 s.
  test.describe.configure({ timeout: 120_000 });
  test('static pages and sign-in', async ({ browser }) => {
    const page = await signedOutPage(browser);
    await auditAt(page, '/', 'landing');
    await auditAt(page, '/auth', 'sign-in');
    await auditAt(page, '/forgot-password', 'forgot password');
    await auditAt(page, '/terms-of-service', 'terms');
    await auditAt(page, '/privacy-policy', 'privacy');
    await auditAt(page, '/quadras', 'clubs');
    await auditAt(page, '/t', 'tablet code entry');
    await page.context().close();
  });

  test('public pages: board, player, TV', async ({ page, browser }) => {
    await signedInOrganiser(page, 2, 'a11y-public');
    const { token } = await tournamentWithResults(page);
    const body = await publicBody(token);
    const spectator = await signedOutPage(browser);
    await auditAt(
      spectator,
      `/public/tournament/${token}`,
      'public board',
      spectator.getByTestId('public-board'),
    );
    await spectator.getByTestId('fairness-panel').locator('summary').click();
    await spectator.getByTestId('rules-panel').locator('summary').click();
    await audit(spectator, 'public board, panels open');
    await auditAt(
      spectator,
      `/public/tournament/${token}/player/${body.players[0]!.id}`,
      'player page',
      spectator.getByTestId('player-board'),
    );
    await spectator.setViewportSize({ width: 1920, height: 1080 });
    await spectator.goto(`/public/tournament/${token}/tv`);
    await expect(spectator.getByTestId('tv-page')).toBeVisible();
    await audit(spectator, 'TV');
    await spectator.context().close();
  });

  test('organiser pages', async ({ page }) => {
    await signedInOrganiser(page, 3, 'a11y-organiser');
    const { id } = await tournamentWithResults(page);
    await auditAt(page, '/dashboard', 'dashboard');
    await auditAt(page, '/my-tournaments', 'my tournaments');
    await auditAt(page, '/select-tournament-type', 'select type');
    // The submit button is enabled once the cost has arrived: audit it in its settled colours.
    const costKnown = page.getByTestId('create-cost').filter({ hasText: /\d/ });
    await auditAt(page, '/create-tournament?type=super8', 'create tournament', costKnown);
    await auditAt(page, '/create-super-groups', 'create Super 16/32', costKnown);
    await auditAt(page, `/tournament/${id}`, 'owner view', page.getByTestId('tournament-detail'));
    await auditAt(page, '/buy-credits', 'buy credits');
    await auditAt(page, '/refer-friend', 'refer a friend');
    await auditAt(page, '/user-reports', 'reports');
    await auditAt(page, '/support', 'support');
  });

  test('administrator pages', async ({ page }) => {
    await loginThroughForm(page, ADMIN.email, ADMIN.password);
    await expect(page).not.toHaveURL(/\/auth/);
    await auditAt(page, '/admin', 'admin');
    await auditAt(page, '/admin/credit-reports', 'credit reports');
  });

  test('club tablet: codes and the court screen', async ({ page, browser }) => {
    const email = uniqueEmail('a11y-quadra');
    const api = await apiContext();
    const registered = await api.post('/api/register', {
      data: { name: 'Clube Acessível', email, password: 'quadra-senha-1', terms: true },
    });
    const { id: userId } = (await registered.json()) as { id: string };
    const admin = await signedInApi(ADMIN.email, ADMIN.password);
    expect((await admin.put(`/api/admin/users/${userId}/type`, { data: { userType: 'Quadra' } })).ok()).toBe(
      true,
    );
    expect(
      (
        await admin.post(`/api/admin/users/${userId}/credits`, { data: { credits: 3, reason: 'bonus' } })
      ).ok(),
    ).toBe(true);
    await loginThroughForm(page, email, 'quadra-senha-1');
    await expect(page).not.toHaveURL(/\/auth/);
    await auditAt(page, '/tournament-codes', 'tournament codes');
    const created = await page.request.post('/api/tournament-codes', {
      data: { tournamentType: 'super8' },
      headers: { origin: BASE_URL },
    });
    const code = (await created.json()) as { id: string; code: string };
    const tournament = await page.request.post('/api/tablet/tournaments', {
      data: { name: 'Quadra 1', courts: 2, players: PLAYERS, tournamentType: 'super8', codeId: code.id },
      headers: { 'x-tablet-code': code.code, 'idempotency-key': crypto.randomUUID(), origin: BASE_URL },
    });
    const { id } = (await tournament.json()) as { id: string };
    const tablet = await signedOutPage(browser);
    await auditAt(tablet, '/tablet', 'tablet entry');
    await auditAt(
      tablet,
      `/tablet/tournament/${id}?code=${code.code}`,
      'tablet court screen',
      tablet.getByTestId('tablet-play'),
    );
    await tablet.context().close();
    await api.dispose();
    await admin.dispose();
  });
});

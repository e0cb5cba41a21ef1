import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { ADMIN, apiContext, signedInApi, toast, uniqueEmail } from '../support/accounts';
import {
  type PublicBody,
  publicBody,
  type RankingLine,
  readRanking,
  signedInOrganiser,
  spectator,
} from '../support/tournaments';
import { saveScreenshots } from './screenshots';

test.use({ locale: 'pt-BR' });

// Two cores shared with the server: a board of 14 matches may take a moment.
const expect = baseExpect.configure({ timeout: 15_000 });

const PLAYERS = ['Ana', 'Bruno', 'Carla', 'Davi', 'Eva', 'Fábio', 'Gabi', 'Hugo'];
/** The first side's points in each match to 24: the second box fills itself with the rest. */
const FIRST_SIDE = [13, 12, 20, 8, 15, 12, 18, 9, 11, 14, 16, 12, 10, 17];

/**
 * The ranking worked out by hand from the rules of points mode (docs/formats.md), independently of
 * the app: each player gets their side's points; order by points won, then wins, then point
 * difference; players level on all three share a position and are listed alphabetically. Everyone
 * plays 7 matches, so no rest is credited.
 */
function expectedPointsRanking(body: PublicBody, results: ReadonlyMap<string, readonly [number, number]>) {
  const rows = new Map(
    body.players.map((p) => [
      p.id,
      { name: p.name, wins: 0, losses: 0, draws: 0, points: 0, gameBalance: 0 },
    ]),
  );
  for (const match of body.matches) {
    const score = results.get(match.id);
    if (!score) continue;
    const sides = [
      [match.player1Id, match.player2Id!],
      [match.player3Id, match.player4Id!],
    ] as const;
    sides.forEach((side, s) => {
      const own = score[s]!;
      const other = score[1 - s]!;
      for (const id of side) {
        const row = rows.get(id)!;
        if (own > other) row.wins++;
        else if (own < other) row.losses++;
        else row.draws++;
        row.points += own;
        row.gameBalance += own - other;
      }
    });
  }
  const list = [...rows.values()];
  const compare = (a: (typeof list)[number], b: (typeof list)[number]) =>
    b.points - a.points || b.wins - a.wins || b.gameBalance - a.gameBalance;
  list.sort((a, b) => compare(a, b) || a.name.localeCompare(b.name, 'pt-BR', { sensitivity: 'base' }));
  return list.map(
    (r): RankingLine => ({
      position: 1 + list.filter((o) => compare(o, r) < 0).length,
      ...r,
    }),
  );
}

test.describe('scoring modes', () => {
  test.beforeEach(({ page }) => {
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  });

  test('a Super 8 to 24 points, scored on a phone: the second box fills itself, the board follows live', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signedInOrganiser(page, 1, 'points');
    await page.goto('/create-tournament?type=super8');
    await page.getByLabel('Nome do torneio').fill('Super 8 a 24 pontos');
    await page.getByText('2 quadras', { exact: true }).click();
    const choice = page.getByTestId('scoring-choice');
    await expect(choice.getByTestId('scoring-games')).toBeChecked();
    await choice.getByText('Pontos', { exact: true }).click();
    await expect(choice.getByTestId('scoring-total-24')).toBeChecked();
    await expect(choice).toContainText('o ranking soma os pontos ganhos');
    await saveScreenshots(page, 'scoring-create-points');
    for (const [i, name] of PLAYERS.entries()) {
      await page.getByLabel(`Jogador ${i + 1}`, { exact: true }).fill(name);
    }
    await page.getByTestId('create-submit').click();
    await expect(page).toHaveURL(/\/tournament\/[0-9a-f-]{36}$/);
    await expect(toast(page)).toContainText('Torneio criado com sucesso!');
    const link = (await page.getByTestId('public-link').textContent()) ?? '';
    const publicToken = link.split('/').pop()!;
    const body = await publicBody(publicToken);
    expect(body).toMatchObject({ scoring: { mode: 'points', total: 24 } });

    const board = await spectator(browser, publicToken);
    await expect(board.getByTestId('ranking-legend')).toContainText('P: pontos ganhos');

    const results = new Map<string, readonly [number, number]>();
    for (const [i, match] of body.matches.entries()) {
      const first = FIRST_SIDE[i]!;
      const card = page.locator(`[data-testid="match-card"][data-match-id="${match.id}"]`);
      await card.getByTestId('score-team1').fill(String(first));
      // Points mode: the two scores add up to 24, so the second box follows the first.
      await expect(card.getByTestId('score-team2')).toHaveValue(String(24 - first));
      if (i === 0) {
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: 'e2e/screenshots/scoring-points-entry-390.png' });
      }
      await card.getByTestId('save-score').click();
      await expect(card).toHaveAttribute('data-completed', 'true');
      results.set(match.id, [first, 24 - first]);
      if (i === 0) {
        // The board is live: the first result's winners already lead with 13 points.
        await expect(board.getByTestId('public-ranking').getByTestId('ranking-points').first()).toHaveText(
          '13',
        );
      }
    }
    const expected = expectedPointsRanking(body, results);
    await expect.poll(() => readRanking(board, 'public-ranking')).toEqual(expected);
    await expect.poll(() => readRanking(page, 'ranking-panel')).toEqual(expected);
    // 12-12 is a draw.
    expect(expected.some((r) => r.draws > 0)).toBe(true);
    await saveScreenshots(page, 'scoring-points-owner');
    await saveScreenshots(board, 'scoring-points-board');

    // Either box leads: typing the second fills the first with the rest of the total.
    const firstCard = page.locator(`[data-testid="match-card"][data-match-id="${body.matches[0]!.id}"]`);
    await firstCard.getByTestId('score-team2').fill('12');
    await expect(firstCard.getByTestId('score-team1')).toHaveValue('12');
    await board.context().close();
  });

  test('a timed match at the court: the tablet starts the slot’s clock, the tablet and the TV count down', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const club = await newClub();
    const codeAnswer = await club.post('/api/tournament-codes', { data: { tournamentType: 'super8' } });
    expect(codeAnswer.status()).toBe(201);
    const code = (await codeAnswer.json()) as { id: string; code: string };
    const created = await club.post('/api/tablet/tournaments', {
      data: {
        name: 'Super 8 por tempo',
        courts: 2,
        players: PLAYERS,
        tournamentType: 'super8',
        codeId: code.id,
        scoring: { mode: 'timed', minutes: 10 },
      },
      headers: { 'x-tablet-code': code.code, 'idempotency-key': crypto.randomUUID() },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const tablet = await newPage(browser, { width: 1280, height: 800 });
    await tablet.goto(`/tablet/tournament/${id}?code=${code.code}`);
    await expect(tablet.getByTestId('tablet-play')).toBeVisible();
    const slotOne = tablet.locator('[data-testid="tablet-slot"][data-slot="1"]');
    const clock = slotOne.getByTestId('slot-clock');
    await expect(clock).toHaveAttribute('data-state', 'stopped');
    await expect(clock.getByTestId('slot-clock-time')).toHaveText('10:00');
    const publicToken = (
      (await (
        await club.get(`/api/tablet/tournaments/${id}`, { headers: { 'x-tablet-code': code.code } })
      ).json()) as {
        publicToken: string;
      }
    ).publicToken;

    const tv = await newPage(browser, { width: 1280, height: 720 });
    await tv.goto(`/public/tournament/${publicToken}/tv`);
    await expect(tv.getByTestId('tv-board')).toBeVisible();
    const tvClock = tv.getByTestId('tv-clocks').locator('[data-testid="slot-clock"][data-slot="1"]');
    await expect(tvClock).toHaveAttribute('data-state', 'stopped');

    await clock.getByTestId('start-clock').click();
    await expect(clock).toHaveAttribute('data-state', 'running');
    // Both screens count down from the start time the server recorded (pushed to the TV).
    await expect(tvClock).toHaveAttribute('data-state', 'running');
    await expect(clock.getByTestId('slot-clock-time')).toHaveText(/^9:5\d$/);
    await expect(tvClock.getByTestId('slot-clock-time')).toHaveText(/^9:5\d$/);
    const before = await tvClock.getByTestId('slot-clock-time').textContent();
    await expect(tvClock.getByTestId('slot-clock-time')).not.toHaveText(before!, { timeout: 5_000 });
    await expect(clock.getByTestId('start-clock')).toHaveCount(0);

    // Two-digit scores at the court.
    const card = slotOne.getByTestId('tablet-match').first();
    await card.getByTestId('score-team1').fill('25');
    await card.getByTestId('score-team2').fill('19');
    await card.getByTestId('save-score').click();
    await expect(card.getByTestId('match-status')).toHaveText('Concluído');
    await saveScreenshots(tablet, 'scoring-timed-tablet');
    await tv.screenshot({ path: 'e2e/screenshots/scoring-timed-tv-1280.png' });
    const body = await publicBody(publicToken);
    expect(body).toMatchObject({ scoring: { mode: 'timed', minutes: 10 } });
    await tablet.context().close();
    await tv.context().close();
  });
});

/** A club account (a Quadra) with a credit, signed in through the API. */
async function newClub() {
  const email = uniqueEmail('quadra-tempo');
  const admin = await signedInApi(ADMIN.email, ADMIN.password);
  const api = await apiContext();
  const registered = await api.post('/api/register', {
    data: { name: 'Clube Tempo', email, password: 'quadra-senha-1', terms: true },
  });
  expect(registered.status()).toBe(201);
  const { id } = (await registered.json()) as { id: string };
  expect((await admin.put(`/api/admin/users/${id}/type`, { data: { userType: 'Quadra' } })).ok()).toBe(true);
  expect(
    (await admin.post(`/api/admin/users/${id}/credits`, { data: { credits: 1, reason: 'bonus' } })).ok(),
  ).toBe(true);
  await admin.dispose();
  return api;
}

async function newPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', viewport });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  return page;
}

import { expect, type Page, test } from '@playwright/test';
import { BASE_URL, toast } from '../support/accounts';
import { freshPage, newClub } from '../support/clubs';
import {
  enterResult,
  expectedRanking,
  publicBody,
  readRanking,
  SCORES,
  signedInOrganiser,
  spectator,
} from '../support/tournaments';
import { saveScreenshots } from './screenshots';

test.use({ locale: 'pt-BR' });

/** The first side's points in each match to 24 (12 is a draw). */
const POINTS_FIRST_SIDE = [13, 20, 12, 9, 16, 11, 24, 14];

const PLAYERS_10 = ['Ana', 'Bruno', 'Carla', 'Davi', 'Eva', 'Fábio', 'Gabi', 'Hugo', 'Iara', 'João'];

/** Matches each player plays in the body, by player id. */
function matchesPlayed(body: Awaited<ReturnType<typeof publicBody>>): Map<string, number> {
  const played = new Map(body.players.map((p) => [p.id, 0]));
  for (const m of body.matches)
    for (const id of [m.player1Id, m.player2Id, m.player3Id, m.player4Id])
      if (id) played.set(id, (played.get(id) ?? 0) + 1);
  return played;
}

/** The TV's "on court now" screen, whatever screen the cycle is on when it opens. */
async function tvOnCourtNow(page: Page, publicToken: string) {
  await page.goto(`/public/tournament/${publicToken}/tv?every=2`);
  await expect(page.getByTestId('tv-board')).toBeVisible();
  await expect(page.getByTestId('tv-board')).toHaveAttribute('data-screen', 'now', { timeout: 20_000 });
}

test.describe('Americano', () => {
  test.beforeEach(({ page }) => {
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  });

  test('10 players on 2 courts to 24 points: created on a phone with the live proposal, scored to the end, a spectator following', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signedInOrganiser(page, 3, 'americano');

    await page.goto('/select-tournament-type');
    const card = page.getByTestId('format-card-americano');
    await expect(card.getByTestId('format-cost')).toHaveText('1 a 3 créditos, pelo tamanho do grupo');
    await expect(page.getByTestId('format-card-super8')).toBeVisible();
    await card.getByRole('link', { name: 'Escolher formato' }).click();
    await expect(page).toHaveURL(/\/create-tournament\?type=americano$/);

    // Eight boxes to start; the proposal waits for four names.
    await page.getByLabel('Nome do torneio').fill('Americano de Sábado');
    await expect(page.getByTestId('americano-plan')).toContainText('Digite pelo menos 4 nomes');
    for (const [i, name] of PLAYERS_10.slice(0, 8).entries())
      await page.getByLabel(`Jogador ${i + 1}`, { exact: true }).fill(name);
    await expect(page.getByTestId('americano-figures')).toContainText('2 quadras · 7 rodadas');
    await expect(page.getByTestId('americano-figures')).toContainText('ninguém descansa');
    // Which guarantee depends on the stored table (exact for 8 once the whist tables are in).
    await expect(page.getByTestId('americano-guarantee').getByRole('listitem').first()).toBeVisible();
    // Two more names: the proposal follows at once (10 players: 2 rest each round, 10 rounds).
    await page.getByTestId('americano-add').click();
    await page.getByLabel('Jogador 9', { exact: true }).fill(PLAYERS_10[8]!);
    await expect(page.getByTestId('americano-figures')).toContainText('9 rodadas');
    await expect(page.getByTestId('americano-figures')).toContainText('1 descansa a cada rodada');
    await page.getByTestId('americano-add').click();
    await page.getByLabel('Jogador 10', { exact: true }).fill(PLAYERS_10[9]!);
    await expect(page.getByTestId('americano-figures')).toContainText('2 quadras · 10 rodadas');
    await expect(page.getByTestId('americano-figures')).toContainText('2 descansam a cada rodada');
    // Removing a name: the boxes close up and the proposal follows; then it comes back.
    await page.getByRole('button', { name: 'Tirar Jogador 3' }).click();
    await expect(page.getByLabel('Jogador 3', { exact: true })).toHaveValue(PLAYERS_10[3]!);
    await expect(page.getByTestId('americano-figures')).toContainText('9 rodadas');
    await page.getByTestId('americano-add').click();
    await page.getByLabel('Jogador 10', { exact: true }).fill(PLAYERS_10[2]!);
    await expect(page.getByTestId('americano-figures')).toContainText('2 quadras · 10 rodadas');
    await expect(page.getByTestId('create-cost')).toHaveText('1 crédito');

    // One hour with matches of 15 minutes: 4 rounds fit; the organiser takes the proposal.
    await page.getByTestId('americano-minutes').fill('60');
    await expect(page.getByTestId('americano-proposal')).toContainText('Cabem 4 rodadas nesse tempo.');
    await page.getByRole('button', { name: 'Usar 4 rodadas' }).click();
    await expect(page.getByTestId('americano-rounds')).toHaveValue('4');
    await expect(page.getByTestId('americano-figures')).toContainText(
      '2 quadras · 4 rodadas · 4 horários de jogo, cerca de 60 min',
    );
    await expect(page.getByTestId('americano-guarantee')).toContainText(
      'As primeiras 4 rodadas de um ciclo de 10.',
    );
    // Matches to 24 points: the ranking adds up the points won.
    await page.getByTestId('scoring-choice').getByText('Pontos', { exact: true }).click();
    await expect(page.getByTestId('scoring-choice').getByTestId('scoring-total-24')).toBeChecked();
    await saveScreenshots(page, 'americano-create');

    await page.getByTestId('create-submit').click();
    await expect(page).toHaveURL(/\/tournament\/[0-9a-f-]{36}$/);
    await expect(toast(page)).toContainText('Torneio criado com sucesso!');
    await expect(page.getByTestId('credit-badge')).toHaveText(/2 créditos/);
    const link = (await page.getByTestId('public-link').textContent()) ?? '';
    expect(link.startsWith(`${BASE_URL}/public/tournament/`)).toBe(true);
    const token = link.split('/').pop()!;

    const body = await publicBody(token);
    expect(body).toMatchObject({ scoring: { mode: 'points', total: 24 } });
    expect(body.matches).toHaveLength(8);
    const played = matchesPlayed(body);
    expect([...played.values()].reduce((a, b) => a + b, 0)).toBe(32);
    const board = await spectator(browser, token);
    const results = new Map<string, readonly [number, number]>();
    for (const [i, match] of body.matches.entries()) {
      const first = POINTS_FIRST_SIDE[i]!;
      const card = page.locator(`[data-testid="match-card"][data-match-id="${match.id}"]`);
      await card.getByTestId('score-team1').fill(String(first));
      // The two scores add up to 24: the second box fills itself.
      await expect(card.getByTestId('score-team2')).toHaveValue(String(24 - first));
      await card.getByTestId('save-score').click();
      await expect(card).toHaveAttribute('data-completed', 'true');
      results.set(match.id, [first, 24 - first]);
      await expect
        .poll(() => readRanking(board, 'public-ranking'))
        .toEqual(expectedRanking(body, results, 'points'));
      if (i === 3) {
        await saveScreenshots(page, 'americano-owner-10');
        await saveScreenshots(board, 'americano-public-10');
      }
    }
    const final = expectedRanking(body, results, 'points');
    await expect.poll(() => readRanking(page, 'ranking-panel')).toEqual(final);
    await expect(page.getByTestId('status-badge')).toHaveText('Concluído');
    // Each row says how many matches the player played (some rested more than others).
    const byName = new Map(body.players.map((p) => [p.name, played.get(p.id)!]));
    const rows = board.getByTestId('public-ranking').getByTestId('ranking-row');
    for (const row of await rows.all()) {
      const name = (await row.getByTestId('ranking-name').textContent())!.trim();
      await expect(row.getByTestId('ranking-matches')).toHaveText(String(byName.get(name)));
    }

    // A player who sat a round out sees which.
    const rester = body.players.find((p) => played.get(p.id)! < 4)!;
    await board.goto(`/public/tournament/${token}/player/${rester.id}`);
    await expect(board.getByTestId('player-rests')).toContainText('Você descansa');
    await saveScreenshots(board, 'americano-player-10');

    // The fairness panel says what this draw gives, counted from its matches.
    await page.getByTestId('fairness-panel').locator('summary').click();
    await expect(page.getByTestId('fairness-americano')).toContainText(
      'As primeiras 4 rodadas de um ciclo de 10.',
    );
    await expect(page.getByTestId('fairness-americano')).toContainText('Cada um joga de 3 a 4 jogos.');
  });

  test('40 players on 10 courts: the owner, the board, the TV and a player page fit', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signedInOrganiser(page, 3, 'americano40');
    const names = Array.from({ length: 40 }, (_, i) => `Jogador ${String(i + 1).padStart(2, '0')}`);
    const created = await page.request.post('/api/tournaments', {
      data: { name: 'Americano dos 40', tournamentType: 'americano', players: names, courts: 10, rounds: 3 },
      headers: { origin: BASE_URL, 'idempotency-key': crypto.randomUUID() },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/tournament/${id}`);
    // Forty players' schedule and ranking: give a busy machine time to show them.
    await expect(page.getByTestId('tournament-detail')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('credit-badge')).toHaveText(/0 créditos/);
    const token = ((await page.getByTestId('public-link').textContent()) ?? '').split('/').pop()!;
    const body = await publicBody(token);
    expect(body.matches).toHaveLength(30);
    for (const match of body.matches.slice(0, 12)) await enterResult(page, match.id, [6, 2]);
    await saveScreenshots(page, 'americano-owner-40');
    const board = await spectator(browser, token);
    await saveScreenshots(board, 'americano-public-40');
    await board.goto(`/public/tournament/${token}/player/${body.players[0]!.id}`);
    await expect(board.getByTestId('player-board')).toBeVisible();
    await saveScreenshots(board, 'americano-player-40');

    // The TV: ten courts at once, at 1920×1080 and 1280×720, nothing cut off.
    for (const [width, height] of [
      [1920, 1080],
      [1280, 720],
    ] as const) {
      const tv = await freshPage(browser, 'pt-BR', { width, height });
      await tvOnCourtNow(tv, token);
      await expect(tv.getByTestId('tv-now').getByTestId('tv-match')).toHaveCount(10);
      const overflow = await tv.evaluate(() => {
        const now = document.querySelector('[data-testid="tv-now"]')!;
        const box = now.getBoundingClientRect();
        return [...now.querySelectorAll('[data-testid="tv-match"]')].some((card) => {
          const r = card.getBoundingClientRect();
          return r.bottom > box.bottom + 1 || r.right > box.right + 1 || r.bottom > window.innerHeight;
        });
      });
      expect(overflow).toBe(false);
      await tv.screenshot({ path: `e2e/screenshots/americano-tv-40-${width}.png` });
      await tv.context().close();
    }
  });

  test('a court tablet creates a 5-player Americano of 3 rounds on one court and scores it to the end', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const club = await newClub(1);
    const created = await club.api.post('/api/tournament-codes', { data: { tournamentType: 'americano' } });
    expect(created.status()).toBe(201);
    const { code } = (await created.json()) as { code: string };

    const tablet = await freshPage(browser, 'pt-BR', { width: 1024, height: 768 });
    await tablet.goto('/tablet');
    await tablet.getByTestId('tablet-code-input').fill(code);
    await tablet.getByTestId('tablet-code-submit').click();
    await tablet.getByTestId('tablet-code-continue').click();
    await expect(tablet).toHaveURL(/\/tablet\/create\?/);
    await tablet.getByLabel('Nome do torneio').fill('Americano do Tablet');
    for (const [i, name] of PLAYERS_10.slice(0, 3).entries())
      await tablet.getByLabel(`Jogador ${i + 1}`, { exact: true }).fill(name);
    await tablet.getByTestId('tablet-create-submit').click();
    await expect(toast(tablet)).toContainText('É necessário ter de 4 a 40 jogadores');
    // Blank boxes between names are dropped.
    await tablet.getByLabel('Jogador 5', { exact: true }).fill(PLAYERS_10[3]!);
    await tablet.getByLabel('Jogador 7', { exact: true }).fill(PLAYERS_10[4]!);
    await tablet.getByText('1 quadra', { exact: true }).click();
    // Five names: the box says what an empty choice plays; the club has time for 3 rounds.
    await expect(tablet.getByText('De 1 a 5; 5 é o ciclo completo.')).toBeVisible();
    await tablet.getByTestId('tablet-rounds').fill('3');
    await saveScreenshots(tablet, 'americano-tablet-create');
    await tablet.getByTestId('tablet-create-submit').click();
    await expect(toast(tablet)).toContainText('Americano Criado!');
    await expect(tablet.getByTestId('tablet-match')).toHaveCount(3);

    const tournamentId = /\/tablet\/tournament\/([0-9a-f-]{36})/.exec(tablet.url())![1]!;
    const view = await club.api.get(`/api/tablet/tournaments/${tournamentId}`, {
      headers: { 'x-tablet-code': code },
    });
    const { publicToken } = (await view.json()) as { publicToken: string };
    const body = await publicBody(publicToken);
    expect(body.players).toHaveLength(5);
    const results = new Map<string, readonly [number, number]>();
    for (const [i, match] of body.matches.entries()) {
      const score = SCORES[i % SCORES.length]!;
      const card = tablet.locator(`[data-testid="tablet-match"][data-match-id="${match.id}"]`);
      await card.getByTestId('score-team1').fill(String(score[0]));
      await card.getByTestId('score-team2').fill(String(score[1]));
      await card.getByTestId('save-score').click();
      await expect(card).toHaveAttribute('data-sync', 'synced');
      results.set(match.id, score);
    }
    await saveScreenshots(tablet, 'americano-tablet-play');
    const board = await spectator(browser, publicToken);
    await expect.poll(() => readRanking(board, 'public-ranking')).toEqual(expectedRanking(body, results));
    // Five players, 3 of the 5 rounds: everyone plays 2 or 3 matches (a fair prefix of the cycle).
    for (const row of await board.getByTestId('public-ranking').getByTestId('ranking-matches').all())
      await expect(row).toHaveText(/^[23]$/);
  });
});

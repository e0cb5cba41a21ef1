import { expect as baseExpect, type Page, test } from '@playwright/test';
import { BASE_URL, toast } from '../support/accounts';
import { clubTournament, newClub, tabletPage, Wifi } from '../support/tablets';
import { expectedRanking, publicBody, readRanking, SCORES, spectator } from '../support/tournaments';
import { saveScreenshots } from './screenshots';

test.use({ locale: 'pt-BR' });

// Two cores shared with the server: a tablet screen of 14 matches may take a moment.
const expect = baseExpect.configure({ timeout: 15_000 });

const PLAYERS = ['Ana', 'Bruno', 'Carla', 'Davi', 'Eva', 'Fábio', 'Gabi', 'Hugo'];

async function enterScore(tablet: Page, matchId: string, [team1, team2]: readonly [number, number]) {
  const card = tablet.locator(`[data-testid="tablet-match"][data-match-id="${matchId}"]`);
  await card.getByTestId('score-team1').fill(String(team1));
  await card.getByTestId('score-team2').fill(String(team2));
  await card.getByTestId('save-score').click();
  return card;
}

/** Opens the tablet's tournament and waits for its offline worker to be ready (app shell cached). */
async function openOnTablet(tablet: Page, tournamentId: string, code: string) {
  await tablet.goto(`/tablet/tournament/${tournamentId}?code=${code}`);
  await expect(tablet.getByTestId('tablet-play')).toBeVisible();
  await expect(tablet.getByTestId('tablet-match')).toHaveCount(14);
  await tablet.evaluate(async () => {
    await (globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } }).navigator
      .serviceWorker.ready;
  });
}

test.describe('court tablets', () => {
  test('a club creates a code; a tablet creates a Super 8 with it, scores every match live, and ends it', async ({
    browser,
    page,
  }) => {
    test.setTimeout(240_000);
    const club = await newClub(2);
    await page.setViewportSize({ width: 1280, height: 800 });
    const login = await page.request.post('/api/login', {
      data: { email: club.email, password: 'quadra-senha-1' },
      headers: { origin: BASE_URL },
    });
    expect(login.ok()).toBe(true);

    // The club's codes page: empty, then a Super 8 code.
    await page.goto('/tournament-codes');
    await expect(page.getByTestId('codes-empty')).toBeVisible();
    await expect(page.getByTestId('tablet-url')).toHaveText(`${BASE_URL}/tablet`);
    await page.getByTestId('create-code').first().click();
    // Only the formats a tablet runs (Super 8, Fixed Pairs, Super 12, Americano, Mexicano): Super 16/32 is not offered.
    await expect(page.getByTestId('create-code-dialog').getByRole('radio')).toHaveCount(5);
    await expect(page.getByTestId('create-code-dialog')).toContainText(
      'Super 16 e Super 32 não podem ser criados pelo tablet.',
    );
    await page.getByTestId('create-code-confirm').click();
    await expect(toast(page)).toContainText('Código criado com sucesso!');
    const row = page.getByTestId('code-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Ativo');
    const code = ((await row.locator('td').nth(1).textContent()) ?? '').trim();
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    await saveScreenshots(page, 'tablet-codes');

    // The tablet: the code typed in lower case, checked, then the create form.
    const tablet = await tabletPage(browser);
    await tablet.goto('/tablet');
    await tablet.getByTestId('tablet-code-submit').click();
    await expect(toast(tablet)).toContainText('Código Obrigatório');
    await expect(tablet.getByTestId('tablet-entry-form')).toContainText(
      'Por favor, digite o código de acesso.',
    );
    await tablet.getByTestId('tablet-code-input').fill(code.toLowerCase());
    await expect(tablet.getByTestId('tablet-code-input')).toHaveValue(code);
    await tablet.getByTestId('tablet-code-submit').click();
    await tablet.getByTestId('tablet-code-continue').click();
    await expect(tablet).toHaveURL(/\/tablet\/create\?/);
    await expect(tablet.getByText('Super 16 e Super 32 não estão disponíveis no tablet')).toBeVisible();
    await tablet.getByLabel('Nome do torneio').fill('Super 8 do Tablet');
    await tablet.getByLabel('Jogador 1', { exact: true }).fill(PLAYERS[0]!);
    await tablet.getByTestId('tablet-create-submit').click();
    await expect(toast(tablet)).toContainText('É necessário ter exatamente 8 jogadores');
    for (const [i, name] of PLAYERS.entries())
      await tablet.getByLabel(`Jogador ${i + 1}`, { exact: true }).fill(name);
    await saveScreenshots(tablet, 'tablet-create');
    await tablet.getByTestId('tablet-create-submit').click();
    await expect(toast(tablet)).toContainText('Super 8 Criado!');
    await expect(tablet).toHaveURL(/\/tablet\/tournament\/[0-9a-f-]{36}/);
    const tournamentId = /\/tablet\/tournament\/([0-9a-f-]{36})/.exec(tablet.url())![1]!;
    await expect(tablet.getByTestId('tablet-match')).toHaveCount(14);

    // The club paid for it; the code is used and can create nothing else.
    expect(((await (await club.api.get('/api/user')).json()) as { credits: number }).credits).toBe(1);
    const [used] = (await (await club.api.get('/api/tournament-codes')).json()) as {
      id: string;
      usedAt: string;
    }[];
    expect(used!.usedAt).not.toBeNull();
    const again = await club.api.post('/api/tablet/tournaments', {
      data: {
        name: 'Outro Super 8',
        courts: 2,
        players: PLAYERS,
        tournamentType: 'super8',
        codeId: used!.id,
      },
      headers: { 'x-tablet-code': code },
    });
    expect(again.status()).toBe(409);
    expect(((await (await club.api.get('/api/user')).json()) as { credits: number }).credits).toBe(1);

    // Every result from the tablet; the public board follows live.
    const view = await club.api.get(`/api/tablet/tournaments/${tournamentId}`, {
      headers: { 'x-tablet-code': code },
    });
    const { publicToken } = (await view.json()) as { publicToken: string };
    const body = await publicBody(publicToken);
    const board = await spectator(browser, publicToken);
    const results = new Map<string, readonly [number, number]>();
    for (const [i, match] of body.matches.entries()) {
      const score = SCORES[i % SCORES.length]!;
      const card = await enterScore(tablet, match.id, score);
      await expect(card).toHaveAttribute('data-sync', 'synced');
      results.set(match.id, score);
      if (i === 3) await saveScreenshots(tablet, 'tablet-play');
    }
    await expect.poll(() => readRanking(board, 'public-ranking')).toEqual(expectedRanking(body, results));

    // Ending: confirmation, back to /tablet, the code inactive, the public link still there.
    await tablet.getByTestId('end-tournament').click();
    await expect(tablet.getByTestId('end-dialog')).toContainText('Esta ação não pode ser desfeita');
    await tablet.getByTestId('confirm-end').click();
    await expect(toast(tablet)).toContainText('Torneio encerrado');
    await expect(tablet).toHaveURL(/\/tablet$/);
    expect(
      (
        await club.api.get(`/api/tablet/tournaments/${tournamentId}`, { headers: { 'x-tablet-code': code } })
      ).status(),
    ).toBe(401);
    await page.reload();
    await expect(page.getByTestId('code-row')).toContainText('Inativo');
    await board.reload();
    await expect(board.getByTestId('public-board')).toBeVisible();
    await expect.poll(() => readRanking(board, 'public-ranking')).toEqual(expectedRanking(body, results));
    await tablet.context().close();
    await board.context().close();
    await club.api.dispose();
  });

  test('offline: five scores entered without network survive a reload and reach the public board exactly once', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const club = await newClub(1);
    const { code, id, publicToken, matchIds } = await clubTournament(club, 'Super 8 Sem Rede', PLAYERS);
    const wifi = await Wifi.start();
    const tablet = await tabletPage(browser, undefined, undefined, wifi);
    await openOnTablet(tablet, id, code.code);

    await wifi.drop(tablet.context());
    await expect(tablet.getByTestId('network-state')).toHaveAttribute('data-online', 'false');
    const offline = matchIds.slice(0, 5);
    for (const [i, matchId] of offline.entries()) {
      const card = await enterScore(tablet, matchId, SCORES[i]!);
      await expect(card).toHaveAttribute('data-sync', 'syncing');
    }
    await expect(tablet.getByTestId('pending-count')).toHaveText('5 resultados a sincronizar');
    await saveScreenshots(tablet, 'tablet-offline');

    // A reload with no network: the screen comes back from the tablet, the five still waiting.
    await tablet.reload();
    await expect(tablet.getByTestId('tablet-match')).toHaveCount(14);
    await expect(tablet.getByTestId('pending-count')).toHaveText('5 resultados a sincronizar');
    await expect(tablet.getByTestId('sync-pending')).toHaveCount(5);
    expect((await publicBody(publicToken)).matches.filter((m) => m.completed)).toHaveLength(0);

    // Back online: each result lands once, in order.
    await wifi.restore(tablet.context());
    await expect(tablet.getByTestId('pending-count')).toHaveCount(0);
    await expect
      .poll(async () =>
        (await publicBody(publicToken)).matches
          .filter((m) => offline.includes(m.id))
          .map((m) => [m.team1Score, m.team2Score, m.version]),
      )
      .toEqual(offline.map((_, i) => [...SCORES[i]!, 1]));
    await tablet.context().close();
    await wifi.close();
    await club.api.dispose();
  });

  test('two devices: the owner scores a match while the tablet is cut off; the tablet sees both and chooses', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const club = await newClub(1);
    const { code, id, publicToken, matchIds } = await clubTournament(club, 'Super 8 Dois Aparelhos', PLAYERS);
    const matchId = matchIds[0]!;
    const wifi = await Wifi.start();
    const tablet = await tabletPage(browser, undefined, undefined, wifi);
    await openOnTablet(tablet, id, code.code);

    // The tablet's score waits for the network; meanwhile the club's phone scores the same match.
    await wifi.drop(tablet.context());
    await enterScore(tablet, matchId, [4, 6]);
    const owner = await club.api.patch(`/api/matches/${matchId}`, {
      data: { team1Score: 6, team2Score: 2, completed: true, basedOnVersion: 0 },
    });
    expect(owner.ok()).toBe(true);
    await wifi.restore(tablet.context());

    const dialog = tablet.getByTestId('conflict-dialog');
    await expect(dialog).toContainText('Este jogo foi alterado em outro aparelho');
    await expect(dialog.getByTestId('conflict-mine')).toContainText('4');
    await expect(dialog.getByTestId('conflict-mine')).toContainText('6');
    await expect(dialog.getByTestId('conflict-theirs')).toContainText('2');
    await saveScreenshots(tablet, 'tablet-conflict');
    // Nothing was overwritten while the person decides.
    let match = (await publicBody(publicToken)).matches.find((m) => m.id === matchId)!;
    expect([match.team1Score, match.team2Score]).toEqual([6, 2]);

    await dialog.getByTestId('conflict-keep-mine').click();
    await expect(dialog).toHaveCount(0);
    await expect
      .poll(async () => {
        match = (await publicBody(publicToken)).matches.find((m) => m.id === matchId)!;
        return [match.team1Score, match.team2Score];
      })
      .toEqual([4, 6]);
    await tablet.context().close();
    await wifi.close();
    await club.api.dispose();
  });
});

test("two devices, the owner second: a score typed on the phone survives the tablet's live update, and saving it asks which stays", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const club = await newClub(1);
  const { code, id, publicToken, matchIds } = await clubTournament(club, 'Super 8 do Celular', PLAYERS);
  const matchId = matchIds[0]!;
  await page.setViewportSize({ width: 1280, height: 800 });
  const login = await page.request.post('/api/login', {
    data: { email: club.email, password: 'quadra-senha-1' },
    headers: { origin: BASE_URL },
  });
  expect(login.ok()).toBe(true);
  await page.goto(`/tournament/${id}`);
  const card = page.locator(`[data-testid="match-card"][data-match-id="${matchId}"]`);
  await card.getByTestId('score-team1').fill('3');
  await card.getByTestId('score-team2').fill('6');

  // The court's tablet records 5-5 meanwhile; the phone sees it live but keeps what is being typed.
  const tablet = await club.api.patch(`/api/tablet/matches/${matchId}`, {
    data: { team1Score: 5, team2Score: 5, completed: true, basedOnVersion: 0 },
    headers: { 'x-tablet-code': code.code, 'idempotency-key': crypto.randomUUID() },
  });
  expect(tablet.ok()).toBe(true);
  await expect(card).toHaveAttribute('data-completed', 'true');
  await expect(card.getByTestId('score-team1')).toHaveValue('3');
  await expect(card.getByTestId('score-team2')).toHaveValue('6');

  await card.getByTestId('save-score').click();
  const dialog = page.getByTestId('conflict-dialog');
  await expect(dialog.getByTestId('conflict-mine')).toContainText('3');
  await expect(dialog.getByTestId('conflict-theirs')).toContainText('5');
  await dialog.getByTestId('conflict-use-theirs').click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByTestId('score-team1')).toHaveValue('5');
  await expect(card.getByTestId('score-team2')).toHaveValue('5');
  const match = (await publicBody(publicToken)).matches.find((m) => m.id === matchId)!;
  expect([match.team1Score, match.team2Score, match.version]).toEqual([5, 5, 1]);
  await club.api.dispose();
});

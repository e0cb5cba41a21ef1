import { expect, type Page, test } from '@playwright/test';
import { BASE_URL, grantCredits, toast } from '../support/accounts';
import {
  enterResult,
  expectedRanking,
  publicBody,
  readRanking,
  SCORES,
  type ScheduledMatch,
  signedInOrganiser,
  spectator,
} from '../support/tournaments';
import { saveScreenshots } from './screenshots';

test.use({ locale: 'pt-BR' });

const PLAYERS_8 = ['Ana', 'Bruno', 'Carla', 'Davi', 'Eva', 'Fábio', 'Gabi', 'Hugo'];
const PAIRS_8 = [
  'Ana e Bia',
  'Caio e Duda',
  'Edu e Fê',
  'Gui e Helô',
  'Ivo e Júlia',
  'Kiko e Lara',
  'Léo e Mel',
  'Nino e Olga',
];
const PLAYERS_12 = [...PLAYERS_8, 'Iara', 'João', 'Kátia', 'Lucas'];

/** The public link shown to the owner, and its token. */
async function publicTokenOf(owner: Page): Promise<string> {
  const link = (await owner.getByTestId('public-link').textContent()) ?? '';
  expect(link).toMatch(new RegExp(`^${BASE_URL}/public/tournament/[A-Za-z0-9_-]{16,64}$`));
  return link.split('/').pop()!;
}

/** Fills and submits /create-tournament (the page must already be on it). */
async function createThroughForm(
  page: Page,
  options: { name: string; courts: string; fieldLabel: string; names: readonly string[] },
) {
  await page.getByLabel('Nome do torneio').fill(options.name);
  await page.getByText(options.courts, { exact: true }).click();
  for (const [i, name] of options.names.entries()) {
    await page.getByLabel(`${options.fieldLabel} ${i + 1}`, { exact: true }).fill(name);
  }
  await page.getByTestId('create-submit').click();
  await expect(page).toHaveURL(/\/tournament\/[0-9a-f-]{36}$/);
  await expect(toast(page)).toContainText('Torneio criado com sucesso!');
  await expect(page.getByTestId('tournament-detail')).toBeVisible();
}

test.describe('tournaments', () => {
  test.beforeEach(({ page }) => {
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  });

  test('Super 8: an organiser with 1 credit creates it, scores all 14 matches, a spectator follows live', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signedInOrganiser(page, 1, 'super8');

    // Choosing the format: costs come from the server; 2-credit formats are out of reach.
    await page.goto('/select-tournament-type');
    await expect(page.getByTestId('credit-badge')).toHaveText(/1 crédito/);
    const super8Card = page.getByTestId('format-card-super8');
    await expect(super8Card.getByTestId('format-cost')).toHaveText('1 crédito');
    await expect(page.getByTestId('format-card-super_12').getByTestId('format-cost')).toHaveText('1 crédito');
    const pairsCard = page.getByTestId('format-card-super8_fixed_pairs');
    await expect(pairsCard.getByTestId('format-cost')).toHaveText('2 créditos');
    await expect(pairsCard.getByRole('button', { name: 'Escolher formato' })).toBeDisabled();
    await expect(pairsCard.getByTestId('format-hint')).toContainText('Este formato custa 2 créditos');
    const groupsCard = page.getByTestId('format-card-super_groups');
    await expect(groupsCard.getByTestId('format-cost')).toHaveText('2 ou 4 créditos');
    await expect(groupsCard.getByRole('button', { name: 'Escolher formato' })).toBeDisabled();
    await saveScreenshots(page, 'tournaments-select-type');
    await super8Card.getByRole('link', { name: 'Escolher formato' }).click();
    await expect(page).toHaveURL(/\/create-tournament\?type=super8$/);

    // Every validation message, from the shared schema, before anything is sent.
    await expect(page.getByTestId('create-cost')).toHaveText('1 crédito');
    await expect(page.getByTestId('create-balance')).toHaveText('1 crédito');
    await page.getByTestId('create-submit').click();
    await expect(page.getByText('O nome do torneio precisa ter pelo menos 3 caracteres')).toBeVisible();
    await expect(page.getByText('Selecione o número de quadras')).toBeVisible();
    await expect(page.getByText('Nome do jogador é obrigatório')).toHaveCount(8);
    await page.getByLabel('Nome do torneio').fill('Su');
    await page.getByLabel('Jogador 1', { exact: true }).fill('Ana');
    await expect(page.getByText('Nome do jogador é obrigatório')).toHaveCount(7);
    await saveScreenshots(page, 'tournaments-create-errors');
    await page.getByLabel('Jogador 1', { exact: true }).fill('');

    // The same name twice (case, accents and spaces aside) is refused beside the repeat, naming it.
    await page.getByLabel('Nome do torneio').fill('Super 8 repetido');
    await page.getByText('2 quadras', { exact: true }).click();
    for (const [i, name] of PLAYERS_8.entries()) {
      await page.getByLabel(`Jogador ${i + 1}`, { exact: true }).fill(i === 7 ? ' ána ' : name);
    }
    await page.getByTestId('create-submit').click();
    await expect(page.getByText('O nome "Ana" já está na lista.')).toBeVisible();
    await expect(page).toHaveURL(/\/create-tournament\?type=super8$/);
    await expect(page.getByTestId('credit-badge')).toHaveText(/1 crédito/);

    await createThroughForm(page, {
      name: 'Super 8 de Sábado',
      courts: '2 quadras',
      fieldLabel: 'Jogador',
      names: PLAYERS_8,
    });
    // The charge shows in the header at once.
    await expect(page.getByTestId('credit-badge')).toHaveText(/0 créditos/);
    await expect(page.getByTestId('credit-badge')).toHaveAttribute('data-empty', 'true');
    await expect(page.getByTestId('status-badge')).toHaveText('Em Andamento');
    await expect(page.getByTestId('tournament-summary')).toContainText('0 de 14');
    await expect(page.getByTestId('public-qr')).toHaveAttribute('width', '150');
    const token = await publicTokenOf(page);

    // Rename before the first result: Escape cancels, Enter saves.
    const hugo = page.getByTestId('player-row').filter({ hasText: 'Hugo' });
    await hugo.getByTestId('rename-player').click();
    await page.getByTestId('rename-input').fill('Hugo X');
    await page.getByTestId('rename-input').press('Escape');
    await expect(page.getByTestId('rename-input')).toHaveCount(0);
    await expect(hugo.getByTestId('player-name')).toHaveText('Hugo');
    await hugo.getByTestId('rename-player').click();
    await page.getByTestId('rename-input').fill('Hugo Lima');
    await page.getByTestId('rename-input').press('Enter');
    await expect(toast(page)).toContainText('Nome atualizado');
    await expect(page.getByTestId('player-row').filter({ hasText: 'Hugo Lima' })).toBeVisible();
    // Renaming to a name already in the tournament is refused beside the field.
    await page.getByTestId('player-row').filter({ hasText: 'Bruno' }).getByTestId('rename-player').click();
    await page.getByTestId('rename-input').fill('ANA');
    await page.getByTestId('rename-input').press('Enter');
    await expect(page.getByTestId('rename-error')).toHaveText('O nome "Ana" já está na lista.');
    await page.getByTestId('rename-input').press('Escape');
    await expect(page.getByTestId('player-row').filter({ hasText: 'Bruno' })).toBeVisible();

    const board = await spectator(browser, token);
    await board.evaluate(() => {
      (globalThis as unknown as { neverReloaded: boolean }).neverReloaded = true;
    });
    const body = await publicBody(token);
    expect(body.matches).toHaveLength(14);
    expect(body.players.map((p) => p.name)).toContain('Hugo Lima');
    const results = new Map<string, readonly [number, number]>();
    await expect.poll(() => readRanking(board, 'public-ranking')).toEqual(expectedRanking(body, results));

    // Both scores are required; a letter is ignored while typing.
    const first = page.locator(`[data-testid="match-card"][data-match-id="${body.matches[0]!.id}"]`);
    await first.getByTestId('score-team1').pressSequentially('a');
    await expect(first.getByTestId('score-team1')).toHaveValue('');
    await first.getByTestId('score-team1').fill('6');
    await first.getByTestId('save-score').click();
    await expect(toast(page)).toContainText('Campos incompletos');
    await expect(toast(page)).toContainText('Por favor, preencha a pontuação para ambas as equipes.');

    // "10" typed into one box: the second digit is refused there (the box keeps "1", never two
    // digits) and never becomes 1-0.
    await first.getByTestId('score-team1').fill('');
    await first.getByTestId('score-team1').pressSequentially('10');
    await expect(first.getByTestId('score-team1')).toHaveValue('1');
    await expect(first.getByTestId('score-team1')).toBeFocused();
    await expect(first.getByTestId('score-team2')).toHaveValue('');
    await expect(first.getByRole('alert')).toHaveText('Placar inválido: O placar não pode ser maior que 9.');
    await expect(toast(page)).toContainText('Placar inválido');
    expect((await publicBody(token)).matches[0]!.completed).toBe(false);
    // Selecting the box and typing one digit replaces the refused entry.
    await first.getByTestId('score-team1').fill('');
    await expect(first.getByRole('alert')).toHaveCount(0);

    for (const [i, match] of body.matches.entries()) {
      const score = SCORES[i % SCORES.length]!;
      await enterResult(page, match.id, score);
      results.set(match.id, score);
      // The spectator's table follows without a reload.
      await expect.poll(() => readRanking(board, 'public-ranking')).toEqual(expectedRanking(body, results));
      if (i === 6) {
        await expect(page.getByTestId('players-panel')).toContainText('não podem mais ser alterados');
        await saveScreenshots(page, 'tournaments-owner-detail');
        await saveScreenshots(board, 'tournaments-public-board');
        await expect(board.getByTestId('tv-link')).toHaveAttribute('href', `/public/tournament/${token}/tv`);
      }
    }

    // A result corrected after saving: the ranking is recalculated everywhere.
    const corrected = [1, 6] as const;
    await enterResult(page, body.matches[1]!.id, corrected);
    await expect(toast(page)).toContainText('Resultado atualizado');
    results.set(body.matches[1]!.id, corrected);

    const final = expectedRanking(body, results);
    expect(final.some((row) => row.draws > 0)).toBe(true);
    await expect.poll(() => readRanking(board, 'public-ranking')).toEqual(final);
    await expect.poll(() => readRanking(page, 'ranking-panel')).toEqual(final);
    await expect(page.getByTestId('status-badge')).toHaveText('Concluído');
    expect(
      await board.evaluate(() => (globalThis as unknown as { neverReloaded?: boolean }).neverReloaded),
    ).toBe(true);

    // A reload reads the same final state.
    await board.reload();
    await expect.poll(() => readRanking(board, 'public-ranking')).toEqual(final);
    await board.context().close();
  });

  test('Super 8 Duplas Fixas on 1 court: 28 results, the public ranking by pair', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await signedInOrganiser(page, 2, 'pairs');
    await page.goto('/select-tournament-type');
    await page
      .getByTestId('format-card-super8_fixed_pairs')
      .getByRole('link', { name: 'Escolher formato' })
      .click();
    await expect(page).toHaveURL(/type=super8_fixed_pairs/);
    await expect(page.getByTestId('create-cost')).toHaveText('2 créditos');
    await page.getByTestId('create-submit').click();
    await expect(page.getByText('Nome da dupla é obrigatório')).toHaveCount(8);
    await createThroughForm(page, {
      name: 'Duplas Fixas de Domingo',
      courts: '1 quadra',
      fieldLabel: 'Dupla',
      names: PAIRS_8,
    });
    await expect(page.getByTestId('credit-badge')).toHaveText(/0 créditos/);
    const token = await publicTokenOf(page);
    const board = await spectator(browser, token);
    const body = await publicBody(token);
    expect(body.matches).toHaveLength(28);
    expect(body.matches.every((m) => m.court === 1)).toBe(true);

    const results = new Map<string, readonly [number, number]>();
    for (const [i, match] of body.matches.entries()) {
      const score = SCORES[(i * 5) % SCORES.length]!;
      await enterResult(page, match.id, score);
      results.set(match.id, score);
      if (i % 7 === 6) {
        await expect.poll(() => readRanking(board, 'public-ranking')).toEqual(expectedRanking(body, results));
      }
    }
    const final = expectedRanking(body, results);
    expect(final.map((row) => row.name).sort()).toEqual([...PAIRS_8].sort());
    await expect.poll(() => readRanking(board, 'public-ranking')).toEqual(final);
    await expect.poll(() => readRanking(page, 'ranking-panel')).toEqual(final);
    await expect(page.getByTestId('status-badge')).toHaveText('Concluído');
    await board.context().close();
  });

  test('Super 12 on 1 court: 33 results, the final ranking', async ({ page, browser }) => {
    test.setTimeout(240_000);
    await signedInOrganiser(page, 1, 'super12');
    await page.goto('/create-tournament?type=super_12');
    await expect(page.getByText('3 quadras', { exact: true })).toBeVisible();
    await createThroughForm(page, {
      name: 'Super 12 do Clube',
      courts: '1 quadra',
      fieldLabel: 'Jogador',
      names: PLAYERS_12,
    });
    await expect(page.getByTestId('credit-badge')).toHaveText(/0 créditos/);
    const token = await publicTokenOf(page);
    const board = await spectator(browser, token);
    const body = await publicBody(token);
    expect(body.matches).toHaveLength(33);
    expect(new Set(body.matches.map((m) => m.round)).size).toBe(11);

    const results = new Map<string, readonly [number, number]>();
    for (const [i, match] of body.matches.entries()) {
      const score = SCORES[(i * 3 + 1) % SCORES.length]!;
      await enterResult(page, match.id, score);
      results.set(match.id, score);
      if (i % 11 === 10) {
        await expect.poll(() => readRanking(board, 'public-ranking')).toEqual(expectedRanking(body, results));
      }
    }
    const final = expectedRanking(body, results);
    await expect.poll(() => readRanking(board, 'public-ranking')).toEqual(final);
    await expect.poll(() => readRanking(page, 'ranking-panel')).toEqual(final);
    await board.context().close();
  });

  test('Super 12 on 2 courts: 17 playing slots, "em quadra agora" moves as results arrive', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signedInOrganiser(page, 1, 'slots');
    await page.goto('/create-tournament?type=super_12');
    await createThroughForm(page, {
      name: 'Super 12 em 2 quadras',
      courts: '2 quadras',
      fieldLabel: 'Jogador',
      names: PLAYERS_12,
    });
    const token = await publicTokenOf(page);
    const body = await publicBody(token);
    // 33 matches on 2 courts: 16 slots of two matches and one of one, nobody twice in a slot.
    const slots = new Map<number, ScheduledMatch[]>();
    for (const match of body.matches) slots.set(match.slot, [...(slots.get(match.slot) ?? []), match]);
    expect([...slots.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    for (const inSlot of slots.values()) {
      expect(inSlot.length).toBeLessThanOrEqual(2);
      expect(new Set(inSlot.map((m) => m.court)).size).toBe(inSlot.length);
      const people = inSlot.flatMap((m) => [m.player1Id, m.player2Id, m.player3Id, m.player4Id]);
      expect(new Set(people).size).toBe(people.length);
    }

    const owner = page.getByTestId('matches-panel');
    const board = await spectator(browser, token);
    await expect(owner.getByTestId('slot')).toHaveCount(17);
    await expect(board.getByTestId('public-matches').getByTestId('slot')).toHaveCount(17);
    const onCourt = (view: Page) => view.locator('[data-testid="slot"][data-mark="now"]');
    const upNext = (view: Page) => view.locator('[data-testid="slot"][data-mark="next"]');
    await expect(onCourt(page)).toHaveAttribute('data-slot', '1');
    await expect(upNext(board)).toHaveAttribute('data-slot', '2');

    // Playing slot by slot: after each slot's results, both views put the next one on court.
    for (const slot of [1, 2, 3]) {
      for (const [i, match] of slots.get(slot)!.entries()) await enterResult(page, match.id, SCORES[i]!);
      await expect(onCourt(page)).toHaveAttribute('data-slot', String(slot + 1));
      await expect(onCourt(board)).toHaveAttribute('data-slot', String(slot + 1));
      await expect(upNext(board)).toHaveAttribute('data-slot', String(slot + 2));
    }
    // The panel above the lists names each match on court by slot, court and round.
    const first = slots.get(4)![0]!;
    await expect(board.getByTestId('on-court-now')).toContainText(
      `Horário 4 · Quadra ${first.court} · Rodada ${first.round}`,
    );
    await saveScreenshots(board, 'playing-order-public');
    await board.context().close();
  });

  test('a creation whose answer is lost and is sent again creates one tournament and charges once', async ({
    page,
  }) => {
    await signedInOrganiser(page, 2, 'lost-answer');
    // The first POST reaches the server, which creates and charges; its answer never comes back.
    let lost = 0;
    await page.route('**/api/tournaments', async (route) => {
      if (route.request().method() !== 'POST' || lost > 0) return route.continue();
      lost++;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto('/create-tournament?type=super8');
    await page.getByLabel('Nome do torneio').fill('Super 8 da Rede Ruim');
    await page.getByText('2 quadras', { exact: true }).click();
    for (const [i, name] of PLAYERS_8.entries())
      await page.getByLabel(`Jogador ${i + 1}`, { exact: true }).fill(name);
    await page.getByTestId('create-submit').click();
    await expect(toast(page)).toContainText('Erro ao criar torneio');
    expect(lost).toBe(1);
    // The organiser tries again: the same tournament comes back, not a second one.
    await page.getByTestId('create-submit').click();
    await expect(page).toHaveURL(/\/tournament\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('credit-badge')).toHaveText(/1 crédito/);
    const list = await page.request.get('/api/tournaments');
    expect(((await list.json()) as unknown[]).length).toBe(1);
  });

  test('My tournaments: empty state, cards, copy link; missing tournaments', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    const organiser = await signedInOrganiser(page, 0, 'list');
    await page.goto('/my-tournaments');
    await expect(page.getByTestId('tournaments-empty')).toBeVisible();
    await saveScreenshots(page, 'tournaments-my-empty');

    await grantCredits(organiser.id, 4);
    for (const [name, tournamentType, players] of [
      ['Super 8 da Manhã', 'super8', PLAYERS_8],
      ['Super 12 da Noite', 'super_12', PLAYERS_12],
      ['Duplas de Quinta', 'super8_fixed_pairs', PAIRS_8],
    ] as const) {
      const created = await page.request.post('/api/tournaments', {
        data: { name, courts: 1, players, tournamentType },
        headers: { origin: BASE_URL },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    // Insufficient credits: the server refuses with its translated message.
    const refused = await page.request.post('/api/tournaments', {
      data: { name: 'Sem crédito', courts: 1, players: PLAYERS_8, tournamentType: 'super8' },
      headers: { origin: BASE_URL, 'accept-language': 'pt-BR' },
    });
    expect(refused.status()).toBe(402);

    await page.goto('/my-tournaments');
    const cards = page.getByTestId('tournament-card');
    await expect(cards).toHaveCount(3);
    const super12 = cards.filter({ hasText: 'Super 12 da Noite' });
    await expect(super12.getByTestId('status-badge')).toHaveText('Em Andamento');
    await expect(super12.getByTestId('card-players').locator('li')).toHaveCount(5);
    await expect(super12.getByTestId('card-more')).toHaveText('+ 8 jogadores');
    await expect(super12).toContainText('1 quadra');
    // Today on Brasília's wall clock, as every date Rodada shows (between 00:00 and 03:00 UTC it is
    // still yesterday there).
    await expect(super12.getByTestId('card-date')).toHaveText(
      new Intl.DateTimeFormat('pt-BR', {
        timeZone: 'America/Sao_Paulo',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(new Date()),
    );
    await saveScreenshots(page, 'tournaments-my-tournaments');

    await super12.getByRole('button', { name: 'Copiar link' }).click();
    await expect(toast(page)).toContainText('Link copiado!');
    const copied = await page.evaluate(() =>
      (
        globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
      ).navigator.clipboard.readText(),
    );
    expect(copied).toMatch(new RegExp(`^${BASE_URL}/public/tournament/[A-Za-z0-9_-]{16,64}$`));

    await super12.getByRole('link', { name: 'Ver detalhes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Super 12 da Noite' })).toBeVisible();

    // The select screen with no credits left: every format disabled with a hint.
    await page.goto('/select-tournament-type');
    // Super 8, Fixed Pairs, Super 12, Super 16/32, Americano and Mexicano.
    await expect(page.getByRole('button', { name: 'Escolher formato' })).toHaveCount(6);
    await expect(page.getByTestId('format-hint').first()).toContainText('e seu saldo é de 0 créditos.');

    await page.goto('/tournament/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Torneio não encontrado' })).toBeVisible();
    await expect(page.getByText('Ele não existe ou foi removido.')).toBeVisible();
    await page.goto('/tournament/not-a-uuid');
    await expect(page.getByRole('heading', { name: 'Torneio não encontrado' })).toBeVisible();
    // Unknown and malformed public tokens get the same page, with no live badge and no form error.
    for (const token of ['this-token-does-not-exist-0000', 'abc', 'x'.repeat(70)]) {
      await page.goto(`/public/tournament/${token}`);
      await expect(page.getByRole('heading', { name: 'Torneio não encontrado' })).toBeVisible();
      await expect(page.getByTestId('connection-badge')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
  });

  test('a public view that loses its connection says so and catches up when it is back', async ({
    page,
    browser,
  }) => {
    await signedInOrganiser(page, 1, 'offline');
    const created = await page.request.post('/api/tournaments', {
      data: { name: 'Super 8 sem sinal', courts: 2, players: PLAYERS_8, tournamentType: 'super8' },
      headers: { origin: BASE_URL },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/tournament/${id}`);
    const token = await publicTokenOf(page);
    const body = await publicBody(token);

    const board = await spectator(browser, token);
    const badge = board.getByTestId('connection-badge');
    await expect(badge).toHaveAttribute('data-state', 'connected');

    // The club's Wi-Fi drops; meanwhile two results are saved.
    await board.context().setOffline(true);
    await expect(badge).toHaveAttribute('data-state', 'reconnecting');
    const results = new Map<string, readonly [number, number]>();
    for (const [i, match] of body.matches.slice(0, 2).entries()) {
      const score = SCORES[i]!;
      const saved = await page.request.patch(`/api/matches/${match.id}`, {
        data: { team1Score: score[0], team2Score: score[1] },
        headers: { origin: BASE_URL },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
      results.set(match.id, score);
    }

    // Back online: the board reconnects by itself and shows both results without a reload.
    await board.context().setOffline(false);
    await expect(badge).toHaveAttribute('data-state', 'connected', { timeout: 15_000 });
    await expect.poll(() => readRanking(board, 'public-ranking')).toEqual(expectedRanking(body, results));
    await board.context().close();
  });
});

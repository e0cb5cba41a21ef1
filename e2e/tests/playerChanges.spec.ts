import { expect as baseExpect, type Page, test } from '@playwright/test';
import { audit } from '../support/accessibility';
import { BASE_URL, toast } from '../support/accounts';
import { clubTournament, newClub, tabletPage } from '../support/tablets';
import {
  enterResult,
  type PublicBody,
  publicBody,
  signedInOrganiser,
  spectator,
} from '../support/tournaments';
import { saveScreenshot, WIDTHS } from './screenshots';

test.use({ locale: 'pt-BR' });

// Two cores shared with the server: a live board may take a moment.
const expect = baseExpect.configure({ timeout: 15_000 });

const PLAYERS = ['Ana', 'Bruno', 'Caio', 'Davi', 'Eva', 'Fábio', 'Gabi', 'Hugo'];
const PAIRS = [
  'Ana / Bia',
  'Caio / Duda',
  'Edu / Fê',
  'Gui / Helô',
  'Igor / Juju',
  'Kiko / Lia',
  'Mel / Nico',
  'Otto / Pri',
];

/** Saves what the screen shows at 390 and 1280 px, back at the phone's width afterwards. */
async function viewScreenshots(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await saveScreenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

const rowOf = (page: Page, scope: string, name: string) =>
  page.getByTestId(scope).getByTestId('ranking-row').filter({ hasText: name });

test('on a phone, an injured player of a Super 8 is replaced from game 4: previewed, confirmed, marked on the ranking and the board, then undone from the Histórico', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInOrganiser(page, 1, 'substitute');
  await page.goto('/create-tournament?type=super8');
  await page.getByLabel('Nome do torneio').fill('Super 8 da lesão');
  await page.getByText('2 quadras', { exact: true }).click();
  for (const [i, name] of PLAYERS.entries()) {
    await page.getByLabel(`Jogador ${i + 1}`, { exact: true }).fill(name);
  }
  await page.getByTestId('create-submit').click();
  await expect(page).toHaveURL(/\/tournament\/[0-9a-f-]{36}$/);
  const link = (await page.getByTestId('public-link').textContent()) ?? '';
  const publicToken = link.split('/').pop()!;
  const body = await publicBody(publicToken);
  const ana = body.players.find((p) => p.name === 'Ana')!;
  const board = await spectator(browser, publicToken);

  // The first three games (two courts: two matches a game) are played.
  const early = body.matches.filter((m) => m.slot <= 3);
  expect(early).toHaveLength(6);
  for (const match of early) await enterResult(page, match.id, [6, 3]);

  // Ana twists an ankle: Substituir, from her next game (4) with Carla.
  const players = page.getByTestId('players-panel');
  const anaRow = players.locator(`[data-testid="player-row"][data-player-id="${ana.id}"]`);
  await anaRow.getByTestId('player-change-action').click();
  const menu = page.getByTestId('player-change-menu');
  await expect(menu).toContainText('Ana: o que aconteceu?');
  await viewScreenshots(page, 'player-change-menu');
  await audit(page, 'player change menu');
  await menu.getByTestId('player-change-substitute').click();
  const form = page.getByTestId('substitute-form');
  await expect(form.getByTestId('substitute-slot')).toHaveValue('4');
  await expect(form.getByTestId('substitute-slot').locator('option')).toHaveCount(4);
  await expect(form.getByTestId('substitute-ranked')).not.toBeChecked();
  // A name already in the tournament is refused on the spot.
  await form.getByTestId('substitute-name').fill('Bruno');
  await form.getByTestId('substitute-next').click();
  await expect(form.getByTestId('substitute-error')).toBeVisible();
  await form.getByTestId('substitute-name').fill('Carla');
  await viewScreenshots(page, 'substitute-form');
  await audit(page, 'substitute form');
  await form.getByTestId('substitute-next').click();

  // The preview: her four games move to Carla; nothing written yet.
  const dialog = page.getByTestId('change-dialog');
  await expect(dialog.getByTestId('change-summary')).toHaveText('Carla substitui Ana a partir do jogo 4.');
  const moved = dialog.getByTestId('change-matches').getByTestId('match-card');
  await expect(moved).toHaveCount(4);
  for (const card of await moved.all()) await expect(card).toContainText('Carla');
  await expect(rowOf(board, 'public-board', 'Carla')).toHaveCount(0);
  await viewScreenshots(page, 'substitute-preview');
  await dialog.getByTestId('change-confirm').click();
  await expect(toast(page)).toContainText('Alteração registrada');
  await expect(dialog).toBeHidden();

  // The ranking: Carla marked "substituto", Ana "saiu no jogo 4"; the spectators' board, live.
  for (const scope of [
    { page, id: 'ranking-panel' },
    { page: board, id: 'public-board' },
  ]) {
    await expect(rowOf(scope.page, scope.id, 'Carla').getByTestId('ranking-leaving')).toHaveText(
      'substituto',
    );
    await expect(rowOf(scope.page, scope.id, 'Ana').getByTestId('ranking-leaving')).toHaveText(
      'saiu no jogo 4',
    );
  }
  // Ana offers no more changes; Carla, who plays on, does.
  await expect(anaRow.getByTestId('player-change-action')).toHaveCount(0);
  await expect(
    players.getByTestId('player-row').filter({ hasText: 'Carla' }).getByTestId('player-change-action'),
  ).toBeVisible();

  await players.scrollIntoViewIfNeeded();
  await viewScreenshots(page, 'players-after-substitute');
  const history = page.getByTestId('history-panel');
  await expect(history.getByTestId('history-entry')).toContainText('Carla substitui Ana a partir do jogo 4');
  await history.getByTestId('history-undo').click();
  await page.getByTestId('undo-confirm').click();
  await expect(toast(page)).toContainText('Alteração desfeita');
  await expect(history.getByTestId('history-entry')).toHaveAttribute('data-undone', 'true');
  // Ana is back, with no mark; Carla is gone, here and on the board.
  for (const scope of [
    { page, id: 'ranking-panel' },
    { page: board, id: 'public-board' },
  ]) {
    await expect(rowOf(scope.page, scope.id, 'Carla')).toHaveCount(0);
    await expect(rowOf(scope.page, scope.id, 'Ana').getByTestId('ranking-leaving')).toHaveCount(0);
  }
  await expect(anaRow.getByTestId('player-change-action')).toBeVisible();
  await board.context().close();
});

test('a fixed pair that never shows up is withdrawn with W.O.: every one of their matches is a walkover for the opponents', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInOrganiser(page, 2, 'noshow');
  const created = await page.request.post('/api/tournaments', {
    data: { name: 'Duplas de sábado', courts: 2, players: PAIRS, tournamentType: 'super8_fixed_pairs' },
    headers: { origin: BASE_URL },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/tournament/${id}`);
  const link = (await page.getByTestId('public-link').textContent()) ?? '';
  const publicToken = link.split('/').pop()!;
  const body = await publicBody(publicToken);
  const absent = body.players.find((p) => p.name === 'Gui / Helô')!;
  const theirs = body.matches.filter((m) => m.player1Id === absent.id || m.player3Id === absent.id);
  expect(theirs).toHaveLength(7);
  const board = await spectator(browser, publicToken);

  const row = page
    .getByTestId('players-panel')
    .locator(`[data-testid="player-row"][data-player-id="${absent.id}"]`);
  await row.getByTestId('player-change-action').click();
  await page.getByTestId('player-change-withdraw').click();
  const choice = page.getByTestId('withdraw-choice');
  await expect(choice.getByTestId('withdraw-walkover')).toContainText('os adversários vencem');
  await expect(choice.getByTestId('withdraw-void')).toContainText('ninguém joga');
  // A fixed format draws nothing again: no third option.
  await expect(choice.getByTestId('withdraw-redraw')).toHaveCount(0);
  await viewScreenshots(page, 'withdraw-choice');
  await audit(page, 'withdraw choice');
  await choice.getByTestId('withdraw-walkover').click();
  const dialog = page.getByTestId('change-dialog');
  await expect(dialog.getByTestId('change-matches').getByTestId('match-walkover')).toHaveCount(7);
  await dialog.getByTestId('change-confirm').click();
  await expect(toast(page)).toContainText('Alteração registrada');

  for (const match of theirs) {
    const card = page.locator(`[data-testid="match-card"][data-match-id="${match.id}"]`);
    await expect(card.getByTestId('match-walkover')).toHaveText('W.O.');
    await expect(card.locator('input')).toHaveCount(0);
  }
  await expect(board.getByTestId('match-walkover')).toHaveCount(7);
  await expect(page.getByTestId('history-entry')).toContainText(
    `Gui / Helô saiu (W.O.) a partir do jogo ${Math.min(...theirs.map((m) => m.slot))}`,
  );
  await expect(row.getByTestId('player-change-action')).toHaveCount(0);
  await board.context().close();
});

test('a court tablet withdraws a player with "Anular": their matches read "Anulado" on the tablet, the board and her page', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const club = await newClub(1);
  const { code, id, publicToken } = await clubTournament(club, 'Super 8 da Quadra', PLAYERS);
  const tablet = await tabletPage(browser, { width: 390, height: 844 });
  const board = await spectator(browser, publicToken);
  await tablet.goto(`/tablet/tournament/${id}?code=${code.code}`);
  await expect(tablet.getByTestId('tablet-match')).toHaveCount(14);
  const players = tablet.getByTestId('tablet-players');
  const eva = players.getByTestId('player-row').filter({ hasText: 'Eva' });
  await eva.getByTestId('player-change-action').click();
  await tablet.getByTestId('player-change-withdraw').click();
  await tablet.getByTestId('withdraw-void').click();
  const dialog = tablet.getByTestId('change-dialog');
  await expect(dialog.getByTestId('change-matches').getByTestId('match-void')).toHaveCount(7);
  await viewScreenshots(tablet, 'withdraw-preview-tablet');
  await dialog.getByTestId('change-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(tablet.getByTestId('tablet-match').filter({ hasText: 'Anulado' })).toHaveCount(7);
  await expect(board.getByTestId('match-void')).toHaveCount(7);
  // Her own page lists them too, "Anulado", with no next match.
  const evaId = await eva.getAttribute('data-player-id');
  await board.goto(`/public/tournament/${publicToken}/player/${evaId}`);
  await expect(board.getByTestId('player-results').getByTestId('player-match-void')).toHaveCount(7);
  await expect(board.getByTestId('player-match-void').first()).toHaveText('Anulado');
  await expect(board.getByTestId('player-next')).toHaveAttribute('data-state', 'done');
  await expect(eva.getByTestId('ranking-leaving')).toHaveText('saiu no jogo 1');
  await expect(eva.getByTestId('player-change-action')).toHaveCount(0);
  await expect(tablet.getByTestId('history-entry')).toContainText(
    'Eva saiu (jogos anulados) a partir do jogo 1',
  );
  await players.scrollIntoViewIfNeeded();
  await viewScreenshots(tablet, 'tablet-players');
  await board.context().close();
  await tablet.context().close();
  await club.api.dispose();
});

test('on a phone, the player a stand-in covered arrives after game 3 of a Super 8: "Chegou atrasado", previewed, confirmed, ranked, the stand-in marked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInOrganiser(page, 1, 'late-arrival');
  // Set up through the API: created with "Reserva 1" in Ana's seat, the first three games played.
  const made = await page.request.post('/api/tournaments', {
    data: {
      name: 'Super 8 com reserva',
      courts: 2,
      tournamentType: 'super8',
      players: ['Reserva 1', ...PLAYERS.slice(1)],
    },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const detail = (await (await page.request.get(`/api/tournaments/${id}`)).json()) as PublicBody;
  for (const match of detail.matches.filter((m) => m.slot <= 3))
    expect(
      (await page.request.patch(`/api/matches/${match.id}`, { data: { team1Score: 6, team2Score: 3 } })).ok(),
    ).toBe(true);
  const standIn = detail.players.find((p) => p.name === 'Reserva 1')!;
  await page.goto(`/tournament/${id}`);

  await page
    .getByTestId('players-panel')
    .locator(`[data-testid="player-row"][data-player-id="${standIn.id}"]`)
    .getByTestId('player-change-action')
    .click();
  await page.getByTestId('player-change-menu').getByTestId('player-change-lateArrival').click();
  const form = page.getByTestId('late-arrival-form');
  await expect(form).toContainText('Chegou atrasado: no lugar de Reserva 1');
  await expect(form.getByTestId('substitute-slot')).toHaveValue('4');
  await expect(form.getByTestId('substitute-ranked')).toHaveCount(0);
  await form.getByTestId('substitute-name').fill('Ana');
  await viewScreenshots(page, 'late-arrival-form');
  await form.getByTestId('substitute-next').click();

  const dialog = page.getByTestId('change-dialog');
  await expect(dialog.getByTestId('change-summary')).toHaveText(
    'Ana chegou e joga a partir do jogo 4 (no lugar de Reserva 1).',
  );
  await dialog.getByTestId('change-confirm').click();
  await expect(toast(page)).toContainText('Alteração registrada');

  // Ana takes a place with no mark; "Reserva 1" keeps the results, out of the places, marked.
  await expect(rowOf(page, 'ranking-panel', 'Ana').getByTestId('ranking-leaving')).toHaveCount(0);
  await expect(rowOf(page, 'ranking-panel', 'Reserva 1').getByTestId('ranking-leaving')).toHaveText(
    'reserva até o jogo 3',
  );
  await expect(rowOf(page, 'ranking-panel', 'Ana').getByTestId('ranking-unplaced')).toHaveCount(0);
  await expect(rowOf(page, 'ranking-panel', 'Reserva 1').getByTestId('ranking-unplaced')).toHaveCount(1);
  await expect(page.getByTestId('history-panel')).toContainText(
    'Ana chegou e joga a partir do jogo 4 (no lugar de Reserva 1)',
  );
});

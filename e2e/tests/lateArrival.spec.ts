import { expect as baseExpect, type Page, test } from '@playwright/test';
import { audit } from '../support/accessibility';
import { toast } from '../support/accounts';
import { enterResult, publicBody, signedInOrganiser, spectator } from '../support/tournaments';
import { saveScreenshot, WIDTHS } from './screenshots';

test.use({ locale: 'pt-BR' });

// Two cores shared with the server: a live board may take a moment.
const expect = baseExpect.configure({ timeout: 15_000 });

const PLAYERS = ['Ana', 'Bruno', 'Caio', 'Davi', 'Eva', 'Fábio', 'Gabi', 'Hugo', 'Íris', 'João'];

/** Saves what the screen shows at 390 and 1280 px, back at the phone's width afterwards. */
async function viewScreenshots(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await saveScreenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('on a phone, a player who arrives late joins a 10-player Americano after round 1: previewed, confirmed, drawn into the next rounds, live on the board, then undone; then one leaves and the rounds are drawn again without them', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInOrganiser(page, 1, 'late-arrival');
  await page.goto('/create-tournament?type=americano');
  await page.getByLabel('Nome do torneio').fill('Americano do atrasado');
  for (const [i, name] of PLAYERS.entries()) {
    if (i >= 8) await page.getByTestId('americano-add').click();
    await page.getByLabel(`Jogador ${i + 1}`, { exact: true }).fill(name);
  }
  await expect(page.getByTestId('americano-figures')).toContainText('2 quadras · 10 rodadas');
  await page.getByTestId('create-submit').click();
  await expect(page).toHaveURL(/\/tournament\/[0-9a-f-]{36}$/);
  const link = (await page.getByTestId('public-link').textContent()) ?? '';
  const publicToken = link.split('/').pop()!;
  const body = await publicBody(publicToken);
  const board = await spectator(browser, publicToken);

  // Round 1 is played.
  const first = body.matches.filter((m) => m.round === 1);
  expect(first).toHaveLength(2);
  for (const match of first) await enterResult(page, match.id, [6, 3]);

  // Zeca arrives: "Adicionar jogador" under the player list.
  const players = page.getByTestId('players-panel');
  await expect(players.getByTestId('player-row')).toHaveCount(10);
  await players.getByTestId('add-player-action').click();
  const form = page.getByTestId('add-player-form');
  await expect(form).toContainText('as rodadas que faltam são sorteadas de novo');
  // A name already in the tournament is refused on the spot.
  await form.getByTestId('add-player-name').fill('Bruno');
  await form.getByTestId('add-player-next').click();
  await expect(form.getByTestId('add-player-error')).toBeVisible();
  await form.getByTestId('add-player-name').fill('Zeca');
  await viewScreenshots(page, 'add-player-form');
  await audit(page, 'add player form');
  await form.getByTestId('add-player-next').click();

  // The preview: new matches with Zeca; nothing written yet.
  const dialog = page.getByTestId('change-dialog');
  await expect(dialog.getByTestId('change-summary')).toHaveText(
    'Zeca entra no torneio a partir da próxima rodada.',
  );
  const drawn = dialog.getByTestId('change-matches').getByTestId('match-card');
  await expect(drawn.filter({ hasText: 'Zeca' }).first()).toBeVisible();
  await expect(board.getByTestId('public-board').getByTestId('ranking-row')).toHaveCount(10);
  await viewScreenshots(page, 'add-player-preview');
  await dialog.getByTestId('change-confirm').click();
  await expect(toast(page)).toContainText('Alteração registrada');
  await expect(dialog).toBeHidden();

  // Eleven players: the list, the ranking and the spectators' board (live); Zeca plays from round 2.
  await expect(players.getByTestId('player-row')).toHaveCount(11);
  await expect(page.getByTestId('ranking-panel').getByTestId('ranking-row')).toHaveCount(11);
  await expect(board.getByTestId('public-board').getByTestId('ranking-row')).toHaveCount(11);
  await expect(
    board.getByTestId('public-board').getByTestId('ranking-row').filter({ hasText: 'Zeca' }),
  ).toHaveCount(1);
  const after = await publicBody(publicToken);
  const zeca = after.players.find((p) => p.name === 'Zeca')!;
  const his = after.matches.filter((m) =>
    [m.player1Id, m.player2Id, m.player3Id, m.player4Id].includes(zeca.id),
  );
  expect(his.length).toBeGreaterThan(0);
  expect(Math.min(...his.map((m) => m.round))).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('matches-panel')).toContainText('Zeca');
  await expect(page.getByTestId('redrawn-notice')).toHaveText(
    'Rodadas sorteadas de novo a partir da rodada 2 (um jogador chegou ou saiu)',
  );
  await players.scrollIntoViewIfNeeded();
  await viewScreenshots(page, 'players-after-arrival');

  // Desfazer from the Histórico: ten players again, here and on the board.
  const history = page.getByTestId('history-panel');
  await expect(history.getByTestId('history-entry').first()).toContainText('Zeca');
  await history.getByTestId('history-undo').first().click();
  await page.getByTestId('undo-confirm').click();
  await expect(toast(page)).toContainText('Alteração desfeita');
  await expect(players.getByTestId('player-row')).toHaveCount(10);
  await expect(page.getByTestId('ranking-panel').getByTestId('ranking-row')).toHaveCount(10);
  await expect(board.getByTestId('public-board').getByTestId('ranking-row')).toHaveCount(10);
  await expect(page.getByTestId('redrawn-notice')).toHaveCount(0);

  // Caio leaves instead: "Retirar" → "Sortear de novo as próximas rodadas"; round 1 stays, the
  // rounds from 2 are drawn again for the nine left, and Caio is marked as gone.
  const caio = after.players.find((p) => p.name === 'Caio')!;
  await players
    .locator(`[data-testid="player-row"][data-player-id="${caio.id}"]`)
    .getByTestId('player-change-action')
    .click();
  await page.getByTestId('player-change-withdraw').click();
  const choice = page.getByTestId('withdraw-choice');
  await expect(choice.getByTestId('withdraw-redraw')).toContainText('Sortear de novo as próximas rodadas');
  await choice.getByTestId('withdraw-redraw').click();
  await expect(dialog.getByTestId('change-summary')).toHaveText(
    'Caio sai: as rodadas que faltam são sorteadas de novo para quem fica.',
  );
  await expect(dialog.getByTestId('change-matches').getByTestId('match-card').first()).toBeVisible();
  await expect(dialog.getByTestId('change-matches')).not.toContainText('Caio');
  await dialog.getByTestId('change-confirm').click();
  await expect(toast(page)).toContainText('Alteração registrada');
  await expect(page.getByTestId('redrawn-notice')).toHaveText(
    'Rodadas sorteadas de novo a partir da rodada 2 (um jogador chegou ou saiu)',
  );
  await expect(history.getByTestId('history-entry').filter({ hasText: 'Caio' })).toContainText(
    'rodadas sorteadas de novo a partir da rodada 2',
  );
  const left = await publicBody(publicToken);
  expect(
    left.matches.filter(
      (m) => m.round >= 2 && [m.player1Id, m.player2Id, m.player3Id, m.player4Id].includes(caio.id),
    ),
  ).toEqual([]);
  await expect(
    board.getByTestId('public-board').getByTestId('ranking-row').filter({ hasText: 'Caio' }),
  ).toContainText('saiu no jogo');
  await board.context().close();
});

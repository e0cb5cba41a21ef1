import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { audit } from '../support/accessibility';
import { BASE_URL, toast } from '../support/accounts';
import { clubTournament, newClub, tabletPage } from '../support/tablets';
import { enterResult, publicBody, signedInOrganiser, spectator } from '../support/tournaments';
import { saveScreenshot, WIDTHS } from './screenshots';

test.use({ locale: 'pt-BR' });

// Two cores shared with the server: a live board may take a moment.
const expect = baseExpect.configure({ timeout: 15_000 });

const PLAYERS = ['Ana', 'Bruno', 'Carla', 'Davi', 'Eva', 'Fábio', 'Gabi', 'Hugo'];

/** Saves what the screen shows at 390 and 1280 px (`panel` scrolled into view at each), back at the phone's width afterwards. */
async function viewScreenshots(page: Page, name: string, panel?: Locator) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await panel?.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('on a phone, the organiser marks a W.O. from a match card, sees it previewed, confirms, undoes it from the Histórico, and ends the Super 8 early', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInOrganiser(page, 1, 'changes');
  await page.goto('/create-tournament?type=super8');
  await page.getByLabel('Nome do torneio').fill('Super 8 do sábado');
  await page.getByText('2 quadras', { exact: true }).click();
  for (const [i, name] of PLAYERS.entries()) {
    await page.getByLabel(`Jogador ${i + 1}`, { exact: true }).fill(name);
  }
  await page.getByTestId('create-submit').click();
  await expect(page).toHaveURL(/\/tournament\/[0-9a-f-]{36}$/);
  const link = (await page.getByTestId('public-link').textContent()) ?? '';
  const publicToken = link.split('/').pop()!;
  const tournamentId = page.url().split('/').pop()!;
  const body = await publicBody(publicToken);
  const names = new Map(body.players.map((p) => [p.id, p.name]));
  const board = await spectator(browser, publicToken);

  // Two results, then a pair that never shows up in the next slot.
  const [first, second, absent] = body.matches;
  await enterResult(page, first!.id, [6, 3]);
  await enterResult(page, second!.id, [4, 6]);
  await expect(page.getByTestId('history-empty')).toBeVisible();

  const card = page.locator(`[data-testid="match-card"][data-match-id="${absent!.id}"]`);
  await card.getByTestId('match-walkover-action').click();
  const picker = page.getByTestId('walkover-picker');
  const present = `${names.get(absent!.player1Id)} / ${names.get(absent!.player2Id!)}`;
  const missing = `${names.get(absent!.player3Id)} / ${names.get(absent!.player4Id!)}`;
  await expect(picker.getByTestId('walkover-pick-team1')).toContainText(present);
  await expect(picker.getByTestId('walkover-pick-team2')).toContainText(missing);
  await audit(page, 'walkover picker');
  await picker.getByTestId('walkover-pick-team1').click();

  // The preview: the match as it would read (W.O.) and the ranking as it would be; nothing written yet.
  const dialog = page.getByTestId('change-dialog');
  await expect(dialog.getByTestId('change-summary')).toContainText(present);
  const previewed = dialog.getByTestId('change-matches').getByTestId('match-card');
  await expect(previewed).toHaveCount(1);
  await expect(previewed.getByTestId('match-walkover')).toHaveText('W.O.');
  await expect(previewed.getByTestId('side-1')).toContainText(names.get(absent!.player1Id)!);
  await expect(dialog.getByTestId('change-ranking').getByRole('row')).toHaveCount(PLAYERS.length + 1);
  await expect(board.getByTestId('match-walkover')).toHaveCount(0);
  // A result typed elsewhere meanwhile: the preview follows it, and Confirmar applies what it shows.
  const revisionOf = async () =>
    ((await (await page.request.get(`/api/tournaments/${tournamentId}`)).json()) as { revision: number })
      .revision;
  const before = await revisionOf();
  await expect(dialog).toHaveAttribute('data-revision', String(before));
  const elsewhere = await page.request.patch(`/api/matches/${body.matches[3]!.id}`, {
    data: { team1Score: 6, team2Score: 2, completed: true, basedOnVersion: 0 },
    headers: { origin: BASE_URL },
  });
  expect(elsewhere.ok()).toBe(true);
  const after = await revisionOf();
  expect(after).toBeGreaterThan(before);
  await expect(dialog).toHaveAttribute('data-revision', String(after));
  await viewScreenshots(page, 'change-dialog');
  await audit(page, 'change dialog');
  await dialog.getByTestId('change-confirm').click();
  await expect(toast(page)).toContainText('Alteração registrada');
  await expect(dialog).toBeHidden();

  // The card and a spectator's board (live) read W.O.; the card offers neither a score nor W.O. again.
  await expect(card.getByTestId('match-walkover')).toHaveText('W.O.');
  await expect(card.locator('input')).toHaveCount(0);
  await expect(card.getByTestId('match-walkover-action')).toHaveCount(0);
  await expect(board.getByTestId('match-walkover')).toHaveCount(1);

  // Histórico: the W.O., by the organiser, with "Desfazer".
  const history = page.getByTestId('history-panel');
  await expect(history.getByTestId('history-entry')).toHaveCount(1);
  await expect(history.getByTestId('history-entry')).toContainText('W.O.');
  await expect(history.getByTestId('history-entry')).toContainText('por organizador');
  await expect(history.getByTestId('history-entry')).toContainText(present);
  await viewScreenshots(page, 'change-history', history);
  await audit(page, 'owner view with its history');
  await history.getByTestId('history-undo').click();
  await expect(page.getByTestId('undo-dialog')).toBeVisible();
  await viewScreenshots(page, 'change-undo-dialog');
  await audit(page, 'undo dialog');
  await page.getByTestId('undo-confirm').click();
  await expect(toast(page)).toContainText('Alteração desfeita');
  await expect(history.getByTestId('history-entry')).toHaveAttribute('data-undone', 'true');
  await expect(history.getByTestId('history-undone')).toHaveText('Desfeito');
  await expect(history.getByTestId('history-undo')).toHaveCount(0);
  await expect(card.getByTestId('match-walkover')).toHaveCount(0);
  await expect(card.getByTestId('score-team1')).toBeVisible();
  await expect(board.getByTestId('match-walkover')).toHaveCount(0);

  // Ended early: the confirmation says what it means; afterwards no score entry and no change.
  await expect(board.getByTestId('up-next')).toBeVisible();
  await page.getByTestId('end-tournament').click();
  await expect(page.getByTestId('end-tournament-dialog')).toContainText('não serão jogados');
  await expect(page.getByTestId('end-tournament-dialog')).toContainText('ranking atual fica sendo o final');
  await page.getByTestId('end-tournament-confirm').click();
  await expect(page.getByTestId('ended-notice')).toBeVisible();
  await expect(page.getByTestId('match-card').locator('input')).toHaveCount(0);
  await expect(page.getByTestId('match-walkover-action')).toHaveCount(0);
  await expect(page.getByTestId('end-tournament')).toHaveCount(0);
  await expect(page.getByTestId('history-undo')).toHaveCount(0);
  await expect(page.getByTestId('up-next')).toHaveCount(0);
  // The spectators' board: finished, nothing on court nor up next.
  await expect(board.getByTestId('ended-notice')).toBeVisible();
  await expect(board.getByTestId('up-next')).toHaveCount(0);
  await expect(board.getByTestId('slot-now')).toHaveCount(0);
  await expect(board.getByTestId('slot-next')).toHaveCount(0);
  await board.context().close();
});

test('a court tablet marks a W.O. from its match card, previewed and confirmed, sees it in its history, undoes it and ends the tournament', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const club = await newClub(1);
  const { code, id, publicToken, matchIds } = await clubTournament(club, 'Super 8 da Quadra', PLAYERS);
  const tablet = await tabletPage(browser, { width: 390, height: 844 });
  const board = await spectator(browser, publicToken);
  await tablet.goto(`/tablet/tournament/${id}?code=${code.code}`);
  await expect(tablet.getByTestId('tablet-match')).toHaveCount(14);
  const card = tablet.locator(`[data-testid="tablet-match"][data-match-id="${matchIds[0]}"]`);
  await card.getByTestId('match-walkover-action').click();
  await tablet.getByTestId('walkover-pick-team2').click();
  const dialog = tablet.getByTestId('change-dialog');
  await expect(dialog.getByTestId('change-matches').getByTestId('match-walkover')).toHaveText('W.O.');
  await viewScreenshots(tablet, 'change-dialog-tablet');
  await audit(tablet, 'tablet change dialog');
  await dialog.getByTestId('change-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('score-team2')).toHaveText('W.O.');
  await expect(card.getByTestId('save-score')).toHaveCount(0);
  await expect(board.getByTestId('match-walkover')).toHaveCount(1);
  const history = tablet.getByTestId('history-panel');
  await expect(history.getByTestId('history-entry')).toContainText('por tablet da quadra');
  await viewScreenshots(tablet, 'change-history-tablet', history);

  // The tablet undoes it too; then ends the tournament, and the board shows nothing on court nor next.
  await history.getByTestId('history-undo').click();
  await tablet.getByTestId('undo-confirm').click();
  await expect(history.getByTestId('history-entry')).toHaveAttribute('data-undone', 'true');
  await expect(history.getByTestId('history-entry')).toContainText('desfeito por tablet da quadra');
  await expect(card.getByTestId('save-score')).toBeVisible();
  await expect(board.getByTestId('match-walkover')).toHaveCount(0);
  await tablet.getByTestId('end-tournament').click();
  await tablet.getByTestId('confirm-end').click();
  await expect(board.getByTestId('ended-notice')).toBeVisible();
  await expect(board.getByTestId('up-next')).toHaveCount(0);
  await expect(board.getByTestId('slot-now')).toHaveCount(0);
  await expect(board.getByTestId('slot-next')).toHaveCount(0);
  await board.context().close();
  await tablet.context().close();
  await club.api.dispose();
});

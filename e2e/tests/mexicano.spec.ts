import { expect, type Page, test } from '@playwright/test';
import { toast } from '../support/accounts';
import {
  enterResult,
  type PublicBody,
  publicBody,
  signedInOrganiser,
  spectator,
} from '../support/tournaments';
import { saveScreenshots } from './screenshots';

test.use({ locale: 'pt-BR' });

const PLAYERS_8 = ['Ana', 'Bruno', 'Carla', 'Davi', 'Eva', 'Fábio', 'Gabi', 'Hugo'];

interface MexicanoBody extends PublicBody {
  readonly rounds: number;
  readonly ranking: readonly { readonly playerId: string; readonly position: number }[];
}

const mexicanoBody = (token: string) => publicBody(token) as Promise<MexicanoBody>;
const round = (body: PublicBody, n: number) =>
  body.matches.filter((m) => m.round === n).sort((a, b) => a.slot - b.slot || a.court - b.court);

async function publicTokenOf(owner: Page): Promise<string> {
  const link = (await owner.getByTestId('public-link').textContent()) ?? '';
  return link.split('/').pop()!;
}

test('Mexicano of 8 on 2 courts: round 2 appears live and follows the standings, then the owner ends it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInOrganiser(page, 1, 'mexicano');

  await page.goto('/select-tournament-type');
  const card = page.getByTestId('format-card-mexicano');
  await expect(card).toContainText('Mexicano');
  await saveScreenshots(page, 'mexicano-select-type');
  await card.getByRole('link', { name: 'Escolher formato' }).click();
  await expect(page).toHaveURL(/\/create-tournament\?type=mexicano$/);

  await page.getByLabel('Nome do torneio').fill('Mexicano de Sábado');
  for (const [i, name] of PLAYERS_8.entries())
    await page.getByLabel(`Jogador ${i + 1}`, { exact: true }).fill(name);
  await expect(page.getByTestId('mexicano-rule')).toContainText('1º e 4º contra 2º e 3º');
  await page.getByText('2 quadras', { exact: true }).click();
  await expect(page.getByTestId('mexicano-figures')).toHaveText(
    '2 quadras · 2 jogos · 1 horário · ninguém descansa',
  );
  await expect(page.getByTestId('create-cost')).toHaveText('1 crédito');
  await saveScreenshots(page, 'mexicano-create');
  await page.getByTestId('create-submit').click();
  await expect(page).toHaveURL(/\/tournament\/[0-9a-f-]{36}$/);
  await expect(toast(page)).toContainText('Torneio criado com sucesso!');
  await expect(page.getByTestId('mexicano-progress')).toHaveText('Rodada 1 de 7');
  // Matches played of the planned 7 rounds of 2, not of the one round drawn so far.
  await expect(page.getByTestId('tournament-summary')).toContainText('0 de 14');

  const token = await publicTokenOf(page);
  const board = await spectator(browser, token);
  const created = await mexicanoBody(token);
  expect(created.rounds).toBe(7);
  const [first, second] = round(created, 1);
  expect(created.matches).toHaveLength(2);
  await expect(board.getByTestId('mexicano-rounds')).toContainText('sorteada pela classificação');

  // Round 1 scored on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await enterResult(page, first!.id, [9, 0]);
  await enterResult(page, second!.id, [6, 3]);

  // Round 2 reaches the spectator's board without a reload.
  await expect.poll(async () => round(await mexicanoBody(token), 2).length).toBe(2);
  const played = await mexicanoBody(token);
  const [top, bottom] = round(played, 2);
  for (const m of [top!, bottom!])
    await expect(board.locator(`[data-match-id="${m.id}"]`).first()).toBeVisible();
  await expect(page.getByTestId('mexicano-progress')).toHaveText('Rodada 2 de 7');
  await expect(board.getByTestId('tournament-summary')).toContainText('2 de 14');
  // The table, level players in entry order: 1st + 4th against 2nd + 3rd on each court.
  const entry = played.players.map((p) => p.id);
  const table = [...played.ranking]
    .sort((a, b) => a.position - b.position || entry.indexOf(a.playerId) - entry.indexOf(b.playerId))
    .map((r) => r.playerId);
  expect([top!.player1Id, top!.player2Id, top!.player3Id, top!.player4Id]).toEqual([
    table[0],
    table[3],
    table[1],
    table[2],
  ]);
  expect([bottom!.player1Id, bottom!.player2Id, bottom!.player3Id, bottom!.player4Id]).toEqual([
    table[4],
    table[7],
    table[5],
    table[6],
  ]);
  await saveScreenshots(page, 'mexicano-owner');
  await saveScreenshots(board, 'mexicano-board');

  // The owner ends it: completed everywhere.
  await page.getByTestId('mexicano-end').click();
  await page.getByTestId('mexicano-end-confirm').click();
  await expect(toast(page)).toContainText('Torneio encerrado');
  await expect(page.getByTestId('status-badge')).toHaveText('Concluído');
  await expect.poll(async () => (await mexicanoBody(token)).status).toBe('completed');
  // Ended: the matches played are all it had.
  await expect(page.getByTestId('tournament-summary')).toContainText('2 de 2');
  await expect(board.getByTestId('tournament-summary')).toContainText('2 de 2');
  await board.context().close();
});

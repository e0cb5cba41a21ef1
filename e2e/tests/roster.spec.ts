import { expect, test } from '@playwright/test';
import { BASE_URL } from '../support/accounts';
import { signedInOrganiser } from '../support/tournaments';
import { saveScreenshot, saveScreenshots } from './screenshots';

test.use({ locale: 'pt-BR' });

const FIRST = ['Ana Souza', 'Bia', 'Caio', 'Duda', 'Edu', 'Fábio', 'Gabi', 'João'];

test('the second Super 8’s names autocomplete from the first; the Players page renames and merges', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInOrganiser(page, 2, 'roster');
  // The first tournament is set up through the API: its names make the roster.
  const first = await page.request.post('/api/tournaments', {
    data: { name: 'Super 8 de quinta', courts: 2, players: FIRST, tournamentType: 'super8' },
    headers: { origin: BASE_URL },
  });
  expect(first.status()).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/create-tournament?type=super8');
  await page.getByLabel('Nome do torneio').fill('Super 8 de sexta');
  await page.getByText('2 quadras', { exact: true }).click();
  // Accents and case ignored, a word's start is enough: "SOU" finds Ana Souza, "joa" finds João.
  const firstBox = page.getByRole('combobox', { name: 'Jogador 1', exact: true });
  await firstBox.fill('SOU');
  const suggestion = page.getByRole('option', { name: /Ana Souza/ });
  await expect(suggestion).toContainText('1 torneio');
  await saveScreenshots(page, 'roster-autocomplete');
  await suggestion.click();
  await expect(firstBox).toHaveValue('Ana Souza');
  const secondBox = page.getByRole('combobox', { name: 'Jogador 2', exact: true });
  await secondBox.fill('joa');
  await expect(page.getByRole('option', { name: /João/ })).toBeVisible();
  await secondBox.press('ArrowDown');
  await secondBox.press('Enter');
  await expect(secondBox).toHaveValue('João');
  for (const [i, name] of ['Bia', 'Caio', 'Iara', 'Kika', 'Léo', 'Zeca'].entries())
    await page.getByLabel(`Jogador ${i + 3}`, { exact: true }).fill(name);
  await page.getByTestId('create-submit').click();
  await expect(page).toHaveURL(/\/tournament\/[0-9a-f-]{36}$/);

  // The Players page, from the organiser's navigation.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'Jogadores' }).first().click();
  await expect(page).toHaveURL(/\/players$/);
  const entries = page.getByTestId('roster-entry');
  await expect(entries).toHaveCount(12);
  await expect(entries.first()).toContainText('Ana Souza');
  await expect(entries.first()).toContainText('2 torneios');
  await saveScreenshots(page, 'roster-players');

  // Rename Bia: a name another player has is refused, in words.
  const bia = entries.filter({ hasText: /^Bia/ });
  await bia.getByRole('button', { name: 'Renomear' }).click();
  const rename = page.getByTestId('rename-entry-dialog');
  await rename.getByLabel('Novo nome').fill('caio');
  await rename.getByRole('button', { name: 'Salvar' }).click();
  await expect(rename).toContainText('"Caio" já tem esse nome');
  await rename.getByLabel('Novo nome').fill('Beatriz Lima');
  await rename.getByRole('button', { name: 'Salvar' }).click();
  await expect(rename).toBeHidden();
  await expect(entries.filter({ hasText: 'Beatriz Lima' })).toContainText('2 torneios');

  // Gabi is Iara (the same person): merged after confirming.
  await page.getByLabel('Buscar jogador').fill('gab');
  await expect(entries).toHaveCount(1);
  await entries.getByRole('button', { name: 'Juntar' }).click();
  const merge = page.getByTestId('merge-entry-dialog');
  await merge.getByLabel('É a mesma pessoa que').selectOption({ label: 'Iara' });
  await expect(merge).toContainText('Os torneios de Gabi passam para Iara');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'roster-merge-390');
  await merge.getByRole('button', { name: 'Juntar' }).click();
  await expect(merge).toBeHidden();
  await expect(page.getByTestId('roster-list')).toBeHidden();
  await page.getByLabel('Buscar jogador').fill('iara');
  await expect(entries).toHaveCount(1);
  await expect(entries).toContainText('2 torneios');
});

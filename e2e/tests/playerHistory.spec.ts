import { expect, test } from '@playwright/test';
import { BASE_URL } from '../support/accounts';
import { signedInOrganiser } from '../support/tournaments';
import { saveScreenshots } from './screenshots';

test.use({ locale: 'pt-BR' });

const FIRST = ['Ana Souza', 'Bia', 'Caio', 'Duda', 'Edu', 'Fábio', 'Gabi', 'João'];
const SECOND = ['ana souza', 'Bia', 'Caio', 'Iara', 'Kika', 'Léo', 'Mia', 'Zeca'];

interface Match {
  id: string;
}

test('a player who played two tournaments has a history page: tournaments, partners and results over time', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInOrganiser(page, 2, 'history');
  const headers = { origin: BASE_URL };
  // Two Super 8s with Ana, Bia and Caio in both, every match scored 6-2 for its first side.
  for (const [name, players] of [
    ['Super 8 de quinta', FIRST],
    ['Super 8 de sexta', SECOND],
  ] as const) {
    const created = await page.request.post('/api/tournaments', {
      data: { name, courts: 2, players, tournamentType: 'super8' },
      headers,
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const detail = (await (await page.request.get(`/api/tournaments/${id}`)).json()) as { matches: Match[] };
    for (const m of detail.matches) {
      const scored = await page.request.patch(`/api/matches/${m.id}`, {
        data: { team1Score: 6, team2Score: 2 },
        headers,
      });
      expect(scored.status()).toBe(200);
    }
  }

  await page.goto('/players');
  await page.getByRole('link', { name: 'Ana Souza' }).click();
  await expect(page).toHaveURL(/\/players\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Ana Souza' })).toBeVisible();
  const tournaments = page.getByTestId('player-tournaments').getByRole('listitem');
  await expect(tournaments).toHaveCount(2);
  await expect(tournaments.first()).toContainText('Super 8 de sexta');
  await expect(tournaments.first()).toContainText('/7 vitórias');
  // Bia and Caio partnered her in both tournaments (a Super 8 pairs each two players once).
  const partners = page.getByTestId('player-partners').getByRole('listitem');
  await expect(partners.first()).toContainText('Bia');
  await expect(partners.first()).toContainText('2 partidas');
  await expect(page.getByTestId('results-chart').locator('circle')).toHaveCount(2);
  // Her level, from the matches she played: a band and a rating.
  await expect(page.getByTestId('player-level').locator('[data-level-band]')).toHaveText(
    /^(Iniciante|Em evolução|Intermediário|Avançado|Expert) · \d+$/,
  );
  await saveScreenshots(page, 'player-history');

  // Her public page is off until the organiser turns it on; then anyone with the link sees it.
  await expect(page.getByTestId('public-page-link')).toHaveCount(0);
  await page.getByTestId('public-page-toggle').check();
  const link = page.getByTestId('public-page-link');
  await expect(link).toHaveText(/\/public\/player\/[A-Za-z0-9_-]{16,}$/);
  const href = (await link.getAttribute('href'))!;
  await page.getByTestId('hidden-in-circuits-toggle').check();
  await expect(page.getByTestId('hidden-in-circuits-toggle')).toBeChecked();
  await saveScreenshots(page, 'player-privacy');
  const visitor = await page.context().browser()!.newPage({ locale: 'pt-BR' });
  await visitor.goto(href);
  await expect(visitor.getByRole('heading', { name: 'Ana Souza' })).toBeVisible();
  await expect(visitor.getByTestId('public-player-tournaments').getByRole('listitem')).toHaveCount(2);
  await expect(visitor.getByTestId('public-player')).not.toContainText('Bia');
  await saveScreenshots(visitor, 'public-player');
  // Off closes the link.
  await page.getByTestId('public-page-toggle').uncheck();
  await expect(link).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByText('Esta página de jogador não existe ou foi desligada.')).toBeVisible();
  await visitor.close();

  // A partner's name opens their history.
  await partners.first().getByRole('link', { name: 'Bia' }).click();
  await expect(page.getByRole('heading', { name: 'Bia' })).toBeVisible();

  // Bia asks to be forgotten (LGPD): her data is erased from her page, after a warning.
  await page.getByTestId('erase-entry').click();
  const dialog = page.getByTestId('erase-entry-dialog');
  await expect(dialog).toContainText('“Anônimo”');
  await saveScreenshots(page, 'player-erase');
  await dialog.getByTestId('erase-entry-confirm').click();
  await expect(page).toHaveURL(/\/players$/);
  await expect(page.getByRole('link', { name: 'Ana Souza' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bia', exact: true })).toHaveCount(0);
  // Her tournaments show "Anônimo" in her place; Ana's partners no longer list her.
  await page.getByRole('link', { name: 'Ana Souza' }).click();
  await expect(page.getByTestId('player-partners')).not.toContainText('Bia');
  await page.getByTestId('player-tournaments').getByRole('link', { name: 'Super 8 de quinta' }).click();
  await expect(page.getByText('Anônimo').first()).toBeVisible();
  await expect(page.getByText('Bia', { exact: true })).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { BASE_URL } from '../support/accounts';
import { signedInOrganiser } from '../support/tournaments';
import { saveScreenshots } from './screenshots';

test.use({ locale: 'pt-BR' });

const CLUB = ['Ana Souza', 'Bia', 'Caio', 'Duda', 'Edu', 'Fábio', 'Gabi', 'João'];

interface Match {
  readonly id: string;
  readonly round: number;
  readonly court: number;
  readonly player1Id: string;
  readonly player2Id: string;
  readonly player3Id: string;
  readonly player4Id: string;
}
interface Detail {
  readonly players: readonly { readonly id: string; readonly name: string }[];
  readonly matches: readonly Match[];
}

test('a Mexicano seeded by level: round 1 puts the four strongest on court 1, 1st and 4th against 2nd and 3rd', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signedInOrganiser(page, 2, 'levels');
  const headers = { origin: BASE_URL };
  // Last week's Super 8, every match scored (6-0 to 6-5 for its first side): everyone has a level.
  const super8 = await page.request.post('/api/tournaments', {
    data: { name: 'Super 8 de quinta', courts: 2, players: CLUB, tournamentType: 'super8' },
    headers,
  });
  expect(super8.status()).toBe(201);
  const { id: super8Id } = (await super8.json()) as { id: string };
  const played = (await (await page.request.get(`/api/tournaments/${super8Id}`)).json()) as Detail;
  for (const [i, m] of played.matches.entries()) {
    const scored = await page.request.patch(`/api/matches/${m.id}`, {
      data: { team1Score: 6, team2Score: i % 6 },
      headers,
    });
    expect(scored.status()).toBe(200);
  }
  const roster = (await (await page.request.get('/api/roster?query=&all=true')).json()) as {
    name: string;
    level: { rating: number } | null;
  }[];
  const rating = new Map(roster.map((e) => [e.name, e.level!.rating]));

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/create-tournament?type=mexicano');
  await page.getByLabel('Nome do torneio').fill('Mexicano por nível');
  const box = (n: number) => page.getByRole('combobox', { name: `Jogador ${n}`, exact: true });
  const byLevel = page.getByTestId('seeding-by-level');
  // Six newcomers and two players with a level: fewer than half have one.
  for (const [i, name] of ['Zé', 'Yara', 'Xico', 'Wil', 'Vera', 'Uli', 'Bia', 'Caio'].entries())
    await box(i + 1).fill(name);
  await expect(byLevel).toBeDisabled();
  await expect(page.getByTestId('seeding-by-level-hint')).toHaveText(
    'Disponível quando pelo menos metade dos jogadores tem nível (2 de 8 têm).',
  );
  // Ana Souza picked from the suggestions, the others typed: all eight have a level now.
  await box(1).fill('sou');
  await page.getByRole('option', { name: /Ana Souza/ }).click();
  await expect(box(1)).toHaveValue('Ana Souza');
  for (const [i, name] of ['Duda', 'Edu', 'Fábio', 'Gabi', 'João'].entries()) await box(i + 2).fill(name);
  await expect(byLevel).toBeEnabled();
  await byLevel.check();
  await expect(page.getByTestId('seeding-by-level-hint')).toContainText(
    'o 1º e o 4º jogam contra o 2º e o 3º',
  );
  await page.getByText('2 quadras', { exact: true }).click();
  await saveScreenshots(page, 'mexicano-seeded-create');

  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/tournaments'));
  await page.getByTestId('create-submit').click();
  const body = (await sent).postDataJSON() as { players: unknown[]; seeding: string };
  expect(body.seeding).toBe('level');
  expect(body.players[0]).toEqual({ rosterId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  await expect(page).toHaveURL(/\/tournament\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('mexicano-progress')).toHaveText('Rodada 1 de 7');

  const id = page.url().split('/').pop()!;
  const mexicano = (await (await page.request.get(`/api/tournaments/${id}`)).json()) as Detail;
  const nameOf = new Map(mexicano.players.map((p) => [p.id, p.name]));
  expect(nameOf.get(mexicano.players[0]!.id)).toBe('Ana Souza');
  const level = (playerId: string) => rating.get(nameOf.get(playerId)!)!;
  const sorted = [...rating.values()].sort((a, b) => b - a);
  const courts = [...mexicano.matches].sort((a, b) => a.court - b.court);
  expect(courts.map((m) => m.round)).toEqual([1, 1]);
  // By rating (equal ratings in either order): court 1 holds the top four, 1st + 4th against 2nd + 3rd.
  expect(courts.map((m) => [m.player1Id, m.player2Id, m.player3Id, m.player4Id].map(level))).toEqual([
    [sorted[0], sorted[3], sorted[1], sorted[2]],
    [sorted[4], sorted[7], sorted[5], sorted[6]],
  ]);
  await saveScreenshots(page, 'mexicano-seeded-owner');
});

import { fileURLToPath } from 'node:url';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { audit } from '../support/accessibility';
import { BASE_URL } from '../support/accounts';
import { type RankingLine, SCORES, type ScheduledMatch, signedInOrganiser } from '../support/tournaments';
import { saveScreenshots } from './screenshots';

test.use({ locale: 'pt-BR' });

const headers = { origin: BASE_URL };

/** Three Thursday Super 8s; Ana plays all three, others two, some one. */
const THURSDAYS = [
  {
    name: 'Super 8 da 1ª quinta',
    players: ['Ana Souza', 'Bia', 'Caio', 'Duda', 'Edu', 'Fábio', 'Gabi', 'João'],
  },
  {
    name: 'Super 8 da 2ª quinta',
    players: ['Ana Souza', 'Bia', 'Caio', 'Iara', 'Kika', 'Léo', 'Mia', 'Zeca'],
  },
  {
    name: 'Super 8 da 3ª quinta',
    players: ['Ana Souza', 'Duda', 'Iara', 'Kika', 'Nina', 'Olga', 'Paulo', 'Rui'],
  },
] as const;

/** What was typed for a name the roster already holds: a word's start, any case, no accents. */
const TYPED: Readonly<Record<string, string>> = {
  'Ana Souza': 'SOU',
  Bia: 'bi',
  Caio: 'cai',
  Duda: 'dud',
  Iara: 'iar',
  Kika: 'kik',
};

/** GO Padel's table (100/80/60/40/30/15) and 5 points for every tournament played. */
const TABLE = [100, 80, 60, 40, 30, 15];
const BONUS = 5;

interface TournamentBody {
  readonly id: string;
  readonly publicToken: string;
  readonly status: string;
  readonly matches: readonly ScheduledMatch[];
  readonly ranking: readonly (RankingLine & { readonly playerName: string })[];
}

async function tournament(page: Page, id: string): Promise<TournamentBody> {
  const answer = await page.request.get(`/api/tournaments/${id}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as TournamentBody;
}

/** Scores every match of the tournament (a varied result each), all but the last `leave` of them. */
async function scoreMatches(page: Page, id: string, leave = 0): Promise<ScheduledMatch[]> {
  const { matches } = await tournament(page, id);
  const open = matches.filter((m) => !m.completed);
  for (const [i, m] of open.slice(0, open.length - leave).entries()) {
    const [team1Score, team2Score] = SCORES[(i + id.charCodeAt(0)) % SCORES.length]!;
    const scored = await page.request.patch(`/api/matches/${m.id}`, {
      data: { team1Score, team2Score },
      headers,
    });
    expect(scored.status()).toBe(200);
  }
  return open.slice(open.length - leave);
}

/** A Super 8 created on the form; the names the roster knows are picked from its suggestions. */
async function createThroughForm(
  page: Page,
  name: string,
  players: readonly string[],
  known: readonly string[],
): Promise<string> {
  await page.goto('/create-tournament?type=super8');
  await page.getByLabel('Nome do torneio').fill(name);
  await page.getByText('2 quadras', { exact: true }).click();
  for (const [i, player] of players.entries()) {
    const box = page.getByRole('combobox', { name: `Jogador ${i + 1}`, exact: true });
    const typed = known.includes(player) ? TYPED[player] : undefined;
    if (typed) {
      await box.fill(typed);
      await page.getByRole('option', { name: new RegExp(player) }).click();
      await expect(box).toHaveValue(player);
    } else {
      await box.fill(player);
    }
  }
  await page.getByTestId('create-submit').click();
  await expect(page).toHaveURL(/\/tournament\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}

/**
 * The standings worked out by hand from the finished tournaments' rankings: each place's points
 * from the table (none past its end) plus the bonus, summed per name.
 */
async function expectedPoints(page: Page, ids: readonly string[]): Promise<Record<string, number>> {
  const points: Record<string, number> = {};
  for (const id of ids) {
    const body = await tournament(page, id);
    if (body.status !== 'completed') continue;
    for (const row of body.ranking)
      points[row.playerName] = (points[row.playerName] ?? 0) + (TABLE[row.position - 1] ?? 0) + BONUS;
  }
  return points;
}

/** The standings as a page shows them: name → points, and the points in the order shown. */
async function shownStandings(page: Page) {
  const rows = await page.getByTestId('standing-row').evaluateAll((rows) =>
    rows.map((row) => ({
      name: row.querySelector('[data-testid="standing-name"]')?.textContent?.trim() ?? '',
      points: Number(row.querySelector('[data-testid="standing-points"]')?.textContent),
    })),
  );
  return {
    byName: Object.fromEntries(rows.map((r) => [r.name, r.points])),
    order: rows.map((r) => r.points),
  };
}

async function expectStandings(page: Page, expected: Record<string, number>): Promise<void> {
  await expect(async () => {
    const shown = await shownStandings(page);
    expect(shown.byName).toEqual(expected);
    expect(shown.order).toEqual([...shown.order].sort((a, b) => b - a));
  }).toPass({ timeout: 10_000 });
}

async function openAs(browser: Browser, path: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ locale: 'pt-BR', viewport });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test('a club’s season: three Super 8s in a circuit, its public standings live, a player’s history', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInOrganiser(page, 3, 'circuit');

  // The first Thursday is set up through the API and played in full: its names make the roster.
  const created = await page.request.post('/api/tournaments', {
    data: { name: THURSDAYS[0].name, courts: 2, players: THURSDAYS[0].players, tournamentType: 'super8' },
    headers,
  });
  expect(created.status()).toBe(201);
  const first = ((await created.json()) as { id: string }).id;
  await scoreMatches(page, first);
  // The next two on the form, the known names autocompleted; the second is played in full, the
  // third all but its last match.
  const second = await createThroughForm(page, THURSDAYS[1].name, THURSDAYS[1].players, THURSDAYS[0].players);
  await scoreMatches(page, second);
  const third = await createThroughForm(page, THURSDAYS[2].name, THURSDAYS[2].players, [
    ...THURSDAYS[0].players,
    ...THURSDAYS[1].players,
  ]);
  const [last] = await scoreMatches(page, third, 1);
  const ids = [first, second, third];

  // The circuit, from the sidebar. A custom table that climbs is refused in words.
  await page.getByTestId('sidebar').getByRole('link', { name: 'Circuitos' }).click();
  await expect(page).toHaveURL(/\/circuits$/);
  await expect(page.getByTestId('circuits-empty')).toBeVisible();
  const form = page.getByTestId('circuit-form');
  await form.getByTestId('circuit-submit').click();
  await expect(form).toContainText('Digite o nome do circuito.');
  await form.getByLabel('Nome do circuito').fill('Circuito de Verão 2027');
  await form.getByText('Personalizada', { exact: true }).click();
  await expect(form.getByLabel('1º lugar')).toHaveValue('100');
  await form.getByLabel('2º lugar').fill('120');
  await form.getByRole('button', { name: 'Adicionar lugar' }).click();
  await form.getByTestId('circuit-submit').click();
  await expect(form).toContainText('Os pontos são números inteiros de 0 a 10000.');
  await form.getByLabel('7º lugar').fill('10');
  await form.getByTestId('circuit-submit').click();
  await expect(form).toContainText('O 2º lugar não pode valer mais que o lugar anterior.');
  await form.getByText('Melhor resultado', { exact: true }).click();
  await saveScreenshots(page, 'circuit-form');
  await audit(page, 'the circuit form');

  // GO Padel's table, 5 points a tournament, ties by attendance.
  await form.getByText('GO Padel', { exact: true }).click();
  await expect(form.getByTestId('custom-points')).toBeHidden();
  await form.getByLabel('Bônus de participação').fill(String(BONUS));
  await form.getByText('Presença', { exact: true }).click();
  await form.getByTestId('circuit-submit').click();
  await expect(page).toHaveURL(/\/circuits\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Circuito de Verão 2027' })).toBeVisible();
  await expect(page.getByTestId('standings-empty')).toBeVisible();

  // The three Thursdays join it; the third does not count until it finishes.
  for (const id of ids) {
    await page.getByLabel('Adicionar um torneio').selectOption(id);
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expect(
      page.locator(`[data-testid="circuit-tournament"] a[href="/tournament/${id}"]`),
    ).toBeVisible();
  }
  await expect(page.getByTestId('add-tournament-form')).toContainText('Nenhum torneio para adicionar');
  const counts = page.getByTestId('circuit-tournament-counts');
  await expect(counts).toHaveText(['Conta pontos', 'Conta pontos', 'Conta quando terminar']);
  const afterTwo = await expectedPoints(page, ids);
  expect(afterTwo['Ana Souza']).toBeGreaterThanOrEqual(2 * BONUS);
  await expectStandings(page, afterTwo);
  await saveScreenshots(page, 'circuit-page');
  await audit(page, 'the circuit page');

  // The public standings on a phone and on the club's TV.
  const link = (await page.getByTestId('public-link').textContent()) ?? '';
  const publicToken = link.split('/public/circuit/')[1]!;
  expect(publicToken).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  const phone = await openAs(browser, `/public/circuit/${publicToken}`, { width: 390, height: 844 });
  await expect(phone.getByTestId('public-circuit')).toBeVisible();
  await expect(phone.getByRole('heading', { level: 1, name: 'Circuito de Verão 2027' })).toBeVisible();
  await expectStandings(phone, afterTwo);
  await saveScreenshots(phone, 'circuit-public');
  await audit(phone, 'the public standings');
  // The standings card, as the server draws it, to share or download.
  const download = phone.waitForEvent('download');
  await phone.getByTestId('share-ranking').click();
  const card = await download;
  expect(card.suggestedFilename()).toBe('ranking-circuito-de-verao-2027.png');
  await card.saveAs(fileURLToPath(new URL('../screenshots/circuit-card.png', import.meta.url)));
  const tv = await openAs(browser, `/public/circuit/${publicToken}/tv?every=60`, {
    width: 1280,
    height: 720,
  });
  await expect(tv.getByTestId('tv-board')).toHaveAttribute('data-screen', 'standings-0');
  expect(Object.keys(afterTwo)).toHaveLength(13);
  await expect(tv.getByTestId('tv-standing-row')).toHaveCount(13);
  await tv.waitForTimeout(450);
  await saveScreenshots(tv, 'circuit-tv');
  await audit(tv, 'the circuit TV');
  await tv.keyboard.press('ArrowRight');
  await expect(tv.getByTestId('tv-board')).toHaveAttribute('data-screen', 'qr');
  await expect(tv.getByTestId('tv-qr-image')).toBeVisible();
  await tv.waitForTimeout(450);
  await saveScreenshots(tv, 'circuit-tv-qr');
  await tv.keyboard.press('ArrowRight');
  await expect(tv.getByTestId('tv-board')).toHaveAttribute('data-screen', 'standings-0');

  // The third Thursday's last match: both screens take the new standings without a reload.
  const scored = await page.request.patch(`/api/matches/${last!.id}`, {
    data: { team1Score: 6, team2Score: 1 },
    headers,
  });
  expect(scored.status()).toBe(200);
  const afterThree = await expectedPoints(page, ids);
  expect(Object.keys(afterThree)).toContain('Nina');
  await expectStandings(phone, afterThree);
  await expect(phone.getByTestId('circuit-tournament-counts')).toHaveText([
    'Conta pontos',
    'Conta pontos',
    'Conta pontos',
  ]);
  // 17 players: the TV shows 16 a screen, the leader first, and the 17th on a second screen.
  expect(Object.keys(afterThree)).toHaveLength(17);
  await expect(tv.getByTestId('tv-standing-row')).toHaveCount(16);
  const leader = (await phone.getByTestId('standing-name').first().textContent()) ?? '';
  await expect(tv.getByTestId('tv-standing-name').first()).toHaveText(leader);
  await tv.keyboard.press('ArrowRight');
  await expect(tv.getByTestId('tv-board')).toHaveAttribute('data-screen', 'standings-1');
  await expect(tv.getByTestId('tv-standing-row')).toHaveCount(1);
  await tv.waitForTimeout(450);
  await saveScreenshots(tv, 'circuit-tv-second-page');

  // Back on the circuit's page, a name opens the player's history: all three Thursdays.
  await page.reload();
  await expectStandings(page, afterThree);
  await page.getByTestId('standing-name').filter({ hasText: 'Ana Souza' }).click();
  await expect(page).toHaveURL(/\/players\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Ana Souza' })).toBeVisible();
  await expect(page.getByTestId('player-tournaments').getByRole('listitem')).toHaveCount(3);

  // Ana keeps her name off public circuits: the open phone board shows "Jogador oculto" in her
  // place at once, and the organiser's page keeps her name with a mark.
  await page.getByTestId('hidden-in-circuits-toggle').check();
  await expect(page.getByTestId('hidden-in-circuits-toggle')).toBeChecked();
  await expect(phone.getByTestId('standing-name').filter({ hasText: 'Jogador oculto' })).toHaveCount(1);
  await expect(phone.getByTestId('standing-name').filter({ hasText: 'Ana Souza' })).toHaveCount(0);
  await saveScreenshots(phone, 'circuit-public-hidden');
  await page.goBack();
  await expect(page.getByTestId('standing-name').filter({ hasText: 'Ana Souza' })).toContainText(
    'oculto no público',
  );
});

import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { BASE_URL, toast } from '../support/accounts';
import { type Club, freshPage, newClub } from '../support/clubs';
import {
  enterResult,
  expectedRanking,
  type PublicBody,
  publicBody,
  readRanking,
  SCORES,
  signedInOrganiser,
} from '../support/tournaments';
import { saveScreenshots } from './screenshots';

// Americano and Mexicano in English and Spanish, from the web form and from a court tablet: each
// screen in its language, scores going in (most through the API, a few through the screens) and
// the final ranking worked out by hand. Portuguese is covered by americano/mexicano/tablet.spec.ts.

// Two cores shared with the server: a schedule of forty players may take a moment.
const expect = baseExpect.configure({ timeout: 15_000 });

type Results = Map<string, readonly [number, number]>;

/** The texts each language shows on these screens. */
const TEXTS = {
  en: {
    choose: 'Choose format',
    selectTitle: 'Create Tournament',
    name: 'Tournament name',
    player: (n: number) => `Player ${n}`,
    created: 'Tournament created successfully!',
    completed: 'Completed',
    columns: ['#', 'Player', 'P', 'W', 'L', 'D', 'Pts'],
    matchesLegend: 'P: matches played',
    rulesIntro: 'and ranks the players.',
    tabletTitle: 'Tablet access',
    tabletCreated: (format: string) => `${format} created!`,
  },
  es: {
    choose: 'Elegir formato',
    selectTitle: 'Crear Torneo',
    name: 'Nombre del torneo',
    player: (n: number) => `Jugador ${n}`,
    created: '¡Torneo creado con éxito!',
    completed: 'Finalizado',
    columns: ['#', 'Jugador', 'PJ', 'G', 'P', 'E', 'Pts'],
    matchesLegend: 'PJ: partidos jugados',
    rulesIntro: 'y calcula el ranking.',
    tabletTitle: 'Acceso a la tablet',
    tabletCreated: (format: string) => `¡${format} creado!`,
  },
} as const;
type Language = keyof typeof TEXTS;

const NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Davi',
  'Eva',
  'Fábio',
  'Gabi',
  'Hugo',
  'Iara',
  'João',
  'Kátia',
  'Lucas',
  'Marta',
];

/** Portuguese words that would betray an untranslated text on an English or Spanish screen. */
const PORTUGUESE =
  /\b(Rodada \d|Quadra|Jogador|Jogos|Horário|Vitórias|Derrotas|Empates|descansam|ninguém|Concluído|Pendente)\b/;

/** The ranking's column headings, its legend and the rules panel, in `language`. */
async function expectRankingIn(page: Page, scope: string, language: Language, balance: string) {
  const texts = TEXTS[language];
  const headers = page.getByTestId(scope).getByTestId('ranking-table').locator('thead th');
  await expect(headers).toHaveText([...texts.columns, balance]);
  await expect(page.getByTestId(scope).getByTestId('ranking-legend')).toContainText(texts.matchesLegend);
  await expect(page.getByTestId('rules-panel')).toContainText(texts.rulesIntro);
  await expect(page.locator('main')).not.toContainText(PORTUGUESE);
}

/** The ranking's eight columns fit the phone's width: nothing to scroll sideways. */
async function expectRankingFits(page: Page, scope: string) {
  const table = page.getByTestId(scope).getByTestId('ranking-table');
  const overflow = await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth);
  expect(overflow, `${scope} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** The owner's result for a match, as the organiser's page sends it. */
async function scoreAsOwner(
  page: Page,
  matchId: string,
  [team1Score, team2Score]: readonly [number, number],
) {
  const answer = await page.request.patch(`/api/matches/${matchId}`, {
    data: { team1Score, team2Score, completed: true },
    headers: { origin: BASE_URL },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** A result sent by the court's tablet (its code in the header). */
async function scoreAsTablet(
  api: APIRequestContext,
  code: string,
  matchId: string,
  [team1Score, team2Score]: readonly [number, number],
) {
  const answer = await api.patch(`/api/tablet/matches/${matchId}`, {
    data: { team1Score, team2Score, completed: true, basedOnVersion: 0 },
    headers: { 'x-tablet-code': code, 'idempotency-key': crypto.randomUUID() },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The signed-out public board of a tournament, in `language`. */
async function board(page: Page, publicToken: string) {
  await page.goto(`/public/tournament/${publicToken}`);
  await expect(page.getByTestId('public-board')).toBeVisible();
}

/** A code for `format` from the club, typed into a tablet in `language`, up to the create form. */
async function tabletCreateForm(
  page: Page,
  club: Club,
  format: 'americano' | 'mexicano',
  language: Language,
) {
  const created = await club.api.post('/api/tournament-codes', { data: { tournamentType: format } });
  expect(created.status()).toBe(201);
  const { code } = (await created.json()) as { code: string };
  await page.goto('/tablet');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS[language].tabletTitle);
  await page.getByTestId('tablet-code-input').fill(code);
  await page.getByTestId('tablet-code-submit').click();
  await page.getByTestId('tablet-code-continue').click();
  await expect(page).toHaveURL(/\/tablet\/create\?/);
  return code;
}

/** The tablet's tournament once created: its id from the address, its public token from the API. */
async function tabletTournament(page: Page, club: Club, code: string) {
  await expect(page).toHaveURL(/\/tablet\/tournament\/[0-9a-f-]{36}/);
  const id = /\/tablet\/tournament\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const view = await club.api.get(`/api/tablet/tournaments/${id}`, { headers: { 'x-tablet-code': code } });
  const { publicToken } = (await view.json()) as { publicToken: string };
  return { id, publicToken };
}

/** Types a score into a tablet card and waits until the server has it. */
async function scoreOnTablet(page: Page, matchId: string, [a, b]: readonly [number, number]) {
  const card = page.locator(`[data-testid="tablet-match"][data-match-id="${matchId}"]`);
  await card.getByTestId('score-team1').fill(String(a));
  await card.getByTestId('score-team2').fill(String(b));
  await card.getByTestId('save-score').click();
  await expect(card).toHaveAttribute('data-sync', 'synced');
  await expect(card.getByTestId('score-team1')).toHaveValue(String(a));
}

test.describe('Americano and Mexicano in English', () => {
  test.use({ locale: 'en' });
  test.beforeEach(({ page }) => {
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  });

  test('a 5-player Americano through the web form: English screens, scored to the end, the ranking by hand', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signedInOrganiser(page, 1, 'americano-en');
    await page.goto('/select-tournament-type');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.en.selectTitle);
    const card = page.getByTestId('format-card-americano');
    await expect(card).toContainText('Americano');
    await expect(card.getByTestId('format-cost')).toHaveText('1 to 3 credits, by group size');
    await card.getByRole('link', { name: TEXTS.en.choose }).click();
    await expect(page).toHaveURL(/\/create-tournament\?type=americano$/);

    await page.getByLabel(TEXTS.en.name).fill('Friday Americano');
    for (const [i, name] of NAMES.slice(0, 5).entries())
      await page.getByLabel(TEXTS.en.player(i + 1), { exact: true }).fill(name);
    // Eight boxes to start: the three blank ones go.
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Remove Player 6' }).click();
    await expect(page.getByLabel(TEXTS.en.player(6), { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('americano-figures')).toContainText('1 court · 5 rounds');
    await expect(page.getByTestId('americano-figures')).toContainText('1 rests each round');
    await expect(page.getByTestId('americano-guarantee')).toContainText(
      'Exact: every pair partners once, and everyone faces everyone else twice.',
    );
    await expect(page.getByTestId('create-cost')).toHaveText('1 credit');
    await expect(page.locator('main')).not.toContainText(PORTUGUESE);
    await saveScreenshots(page, 'any-group-en-create-5');
    await page.getByTestId('create-submit').click();
    await expect(page).toHaveURL(/\/tournament\/[0-9a-f-]{36}$/);
    await expect(toast(page)).toContainText(TEXTS.en.created);

    const token = ((await page.getByTestId('public-link').textContent()) ?? '').split('/').pop()!;
    const body = await publicBody(token);
    expect(body.players).toHaveLength(5);
    expect(body.matches).toHaveLength(5);
    await expectRankingIn(page, 'ranking-panel', 'en', 'GD');
    const results: Results = new Map();
    // Two results typed on the owner's page, the rest through the API.
    for (const [i, match] of body.matches.entries()) {
      const score = SCORES[i]!;
      if (i < 2) await enterResult(page, match.id, score);
      else await scoreAsOwner(page, match.id, score);
      results.set(match.id, score);
    }
    const final = expectedRanking(body, results);
    await expect.poll(() => readRanking(page, 'ranking-panel')).toEqual(final);
    await expect(page.getByTestId('status-badge')).toHaveText(TEXTS.en.completed);
    await saveScreenshots(page, 'any-group-en-owner-5');

    await board(page, token);
    await expect.poll(() => readRanking(page, 'public-ranking')).toEqual(final);
    // Everyone rests once: 4 matches each.
    await expect(page.getByTestId('public-ranking').getByTestId('ranking-matches')).toHaveText(
      Array(5).fill('4'),
    );
    await expectRankingIn(page, 'public-ranking', 'en', 'GD');
    // The rules name the column of matches played by its English letter.
    await page.getByTestId('rules-panel').locator('summary').click();
    await expect(page.getByTestId('rules-panel')).toContainText('(column P)');
    await saveScreenshots(page, 'any-group-en-board-5');
  });

  test('a 13-player Americano to 24 points created on a court tablet, scored there and ranked by points won', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const club = await newClub(2);
    const tablet = await freshPage(browser, 'en', { width: 1280, height: 800 });
    const code = await tabletCreateForm(tablet, club, 'americano', 'en');
    await expect(tablet.getByRole('heading', { level: 1 })).toHaveText('Create Americano');
    await tablet.getByLabel(TEXTS.en.name).fill('Americano to 24');
    await tablet.getByTestId('tablet-more-boxes').click();
    for (const [i, name] of NAMES.entries())
      await tablet.getByLabel(TEXTS.en.player(i + 1), { exact: true }).fill(name);
    await tablet.getByTestId('scoring-choice').getByText('Points', { exact: true }).click();
    await expect(tablet.getByTestId('scoring-total-24')).toBeChecked();
    await expect(tablet.getByText('1 to 13; 13 is the full cycle.')).toBeVisible();
    await tablet.getByTestId('tablet-rounds').fill('3');
    await expect(tablet.getByTestId('tablet-americano-figures')).toContainText('2 courts · 3 rounds');
    await expect(tablet.getByTestId('tablet-americano-figures')).toContainText('1 rests each round');
    await expect(tablet.getByTestId('tablet-create-cost')).toHaveText('2 credits');
    await expect(tablet.locator('body')).not.toContainText(PORTUGUESE);
    await saveScreenshots(tablet, 'any-group-en-tablet-create-13');
    await tablet.getByTestId('tablet-create-submit').click();
    await expect(toast(tablet)).toContainText(TEXTS.en.tabletCreated('Americano'));
    // 3 rounds of 3 matches on 2 courts.
    await expect(tablet.getByTestId('tablet-match')).toHaveCount(9);
    const { publicToken } = await tabletTournament(tablet, club, code);
    const body = await publicBody(publicToken);
    expect(body).toMatchObject({ scoring: { mode: 'points', total: 24 } });

    const results: Results = new Map();
    for (const [i, match] of body.matches.entries()) {
      const first = 12 + ((i * 5) % 13) - 6;
      const score = [first, 24 - first] as const;
      if (i < 2) {
        // Points: the second box fills itself with the rest of 24.
        const card = tablet.locator(`[data-testid="tablet-match"][data-match-id="${match.id}"]`);
        await card.getByTestId('score-team1').fill(String(first));
        await expect(card.getByTestId('score-team2')).toHaveValue(String(24 - first));
        await card.getByTestId('save-score').click();
        await expect(card).toHaveAttribute('data-sync', 'synced');
      } else await scoreAsTablet(club.api, code, match.id, score);
      results.set(match.id, score);
    }
    const final = expectedRanking(body, results, 'points');
    await expect.poll(() => readRanking(tablet, 'tablet-ranking')).toEqual(final);
    await expectRankingIn(tablet, 'tablet-ranking', 'en', 'PD');
    await expect(tablet.getByTestId('tablet-ranking').getByTestId('ranking-legend')).toContainText(
      'Pts: points won',
    );
    await saveScreenshots(tablet, 'any-group-en-tablet-13');
    await tablet.context().close();
    await club.api.dispose();
  });

  test('a 40-player Americano created on a court tablet: two courts at most, the schedule still readable', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const club = await newClub(6);
    const tablet = await freshPage(browser, 'en', { width: 1280, height: 800 });
    await tabletCreateForm(tablet, club, 'americano', 'en');
    await tablet.getByLabel(TEXTS.en.name).fill('Americano of 40');
    // A tablet offers one or two courts, whatever the group.
    await expect(tablet.getByRole('radio')).toHaveCount(2 + 3);
    for (let i = 0; i < 7; i++) await tablet.getByTestId('tablet-more-boxes').click();
    await expect(tablet.getByTestId('tablet-more-boxes')).toHaveCount(0);
    for (let i = 0; i < 40; i++)
      await tablet
        .getByLabel(TEXTS.en.player(i + 1), { exact: true })
        .fill(`Player ${String(i + 1).padStart(2, '0')}`);
    await expect(tablet.getByText('1 to 39; 39 is the full cycle.')).toBeVisible();
    // The full cycle on two courts runs long, and the tablet says so before the club chooses.
    const figures = tablet.getByTestId('tablet-americano-figures');
    await expect(figures).toContainText('2 courts · 39 rounds · 195 playing slots');
    await tablet.getByTestId('tablet-rounds').fill('2');
    await expect(figures).toHaveText('2 courts · 2 rounds · 10 playing slots, about 150 min · nobody rests');
    await expect(tablet.getByTestId('tablet-create-cost')).toHaveText('3 credits');
    await tablet.getByTestId('tablet-create-submit').click();
    await expect(toast(tablet)).toContainText(TEXTS.en.tabletCreated('Americano'));
    // Two rounds of 10 matches, two courts: ten slots of two.
    await expect(tablet.getByTestId('tablet-match')).toHaveCount(20, { timeout: 20_000 });
    await expect(tablet.getByTestId('tablet-slot')).toHaveCount(10);
    await expect(tablet.locator('[data-testid="tablet-slot"][data-slot="1"]')).toHaveAttribute(
      'data-mark',
      'now',
    );
    await expect(tablet.getByTestId('tablet-ranking').getByTestId('ranking-row')).toHaveCount(40);
    const overflow = await tablet.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
    await saveScreenshots(tablet, 'any-group-en-tablet-40');

    // Left empty, the rounds are the full cycle: 39 rounds of 10 matches on two courts still open.
    const code = await club.api.post('/api/tournament-codes', { data: { tournamentType: 'americano' } });
    const { id: codeId, code: full } = (await code.json()) as { id: string; code: string };
    const created = await club.api.post('/api/tablet/tournaments', {
      data: {
        name: 'Americano of 40, full cycle',
        tournamentType: 'americano',
        courts: 2,
        players: Array.from({ length: 40 }, (_, i) => `P${i + 1}`),
        codeId,
      },
      headers: { 'x-tablet-code': full, 'idempotency-key': crypto.randomUUID() },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const started = Date.now();
    await tablet.goto(`/tablet/tournament/${id}?code=${full}`);
    await expect(tablet.getByTestId('tablet-slot')).toHaveCount(195, { timeout: 30_000 });
    await expect(tablet.getByTestId('tablet-match')).toHaveCount(390);
    console.log(`40 players, full cycle on a tablet: ${Date.now() - started} ms to show 390 matches`);
    await tablet.context().close();
    await club.api.dispose();
  });
});

test.describe('Americano y Mexicano en español', () => {
  test.use({ locale: 'es' });
  test.beforeEach(({ page }) => {
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  });

  test('a 9-player timed Americano through the web form on a phone: Spanish screens, scored to the end', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signedInOrganiser(page, 1, 'americano-es');
    await page.goto('/select-tournament-type');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.es.selectTitle);
    const card = page.getByTestId('format-card-americano');
    await expect(card).toContainText('De 1 a 10 canchas');
    await card.getByRole('link', { name: TEXTS.es.choose }).click();

    await page.getByLabel(TEXTS.es.name).fill('Americano del viernes');
    for (const [i, name] of NAMES.slice(0, 8).entries())
      await page.getByLabel(TEXTS.es.player(i + 1), { exact: true }).fill(name);
    await page.getByTestId('americano-add').click();
    await page.getByLabel(TEXTS.es.player(9), { exact: true }).fill(NAMES[8]!);
    await page.getByText('2 canchas', { exact: true }).click();
    await expect(page.getByTestId('americano-figures')).toContainText('2 canchas · 9 rondas');
    await expect(page.getByTestId('americano-figures')).toContainText('1 descansa en cada ronda');
    await page.getByTestId('americano-rounds').fill('3');
    await expect(page.getByTestId('americano-guarantee')).toContainText(
      'Las primeras 3 rondas de un ciclo de 9.',
    );
    await page.getByTestId('scoring-choice').getByText('Por tiempo', { exact: true }).click();
    await page.getByTestId('scoring-minutes').selectOption('20');
    await expect(page.locator('main')).not.toContainText(PORTUGUESE);
    await saveScreenshots(page, 'any-group-es-create-9');
    await page.getByTestId('create-submit').click();
    await expect(page).toHaveURL(/\/tournament\/[0-9a-f-]{36}$/);
    await expect(toast(page)).toContainText(TEXTS.es.created);

    const token = ((await page.getByTestId('public-link').textContent()) ?? '').split('/').pop()!;
    const body = await publicBody(token);
    expect(body).toMatchObject({ scoring: { mode: 'timed', minutes: 20 } });
    expect(body.matches).toHaveLength(6);
    const results: Results = new Map();
    // Timed: any score from 0 to 99, the ranking adds up the points won.
    const TIMED: readonly (readonly [number, number])[] = [
      [21, 15],
      [18, 18],
      [9, 24],
      [30, 12],
      [14, 16],
      [22, 20],
    ];
    for (const [i, match] of body.matches.entries()) {
      if (i === 0) await enterResult(page, match.id, TIMED[i]!);
      else await scoreAsOwner(page, match.id, TIMED[i]!);
      results.set(match.id, TIMED[i]!);
    }
    const final = expectedRanking(body, results, 'points');
    await expect.poll(() => readRanking(page, 'ranking-panel')).toEqual(final);
    await expect(page.getByTestId('status-badge')).toHaveText(TEXTS.es.completed);
    await expectRankingIn(page, 'ranking-panel', 'es', 'DP');
    await expectRankingFits(page, 'ranking-panel');
    await saveScreenshots(page, 'any-group-es-owner-9');
    await board(page, token);
    await expect.poll(() => readRanking(page, 'public-ranking')).toEqual(final);
    await expectRankingIn(page, 'public-ranking', 'es', 'DP');
    await expectRankingFits(page, 'public-ranking');
    await page.getByTestId('rules-panel').locator('summary').click();
    await expect(page.getByTestId('rules-panel')).toContainText('(columna PJ)');
    await expect(page.getByTestId('rules-panel')).toContainText('Por tiempo: cada partido dura 20 minutos');
    await saveScreenshots(page, 'any-group-es-board-9');
  });

  test('a 10-player Mexicano created on a court tablet: rounds drawn from the standings, played to the end', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const club = await newClub(1);
    const tablet = await freshPage(browser, 'es', { width: 1024, height: 768 });
    const code = await tabletCreateForm(tablet, club, 'mexicano', 'es');
    await expect(tablet.getByRole('heading', { level: 1 })).toHaveText('Crear Mexicano');
    await tablet.getByLabel(TEXTS.es.name).fill('Mexicano del club');
    for (const [i, name] of NAMES.slice(0, 10).entries())
      await tablet.getByLabel(TEXTS.es.player(i + 1), { exact: true }).fill(name);
    await expect(tablet.getByText('De 1 a', { exact: false }).first()).toBeVisible();
    await tablet.getByTestId('tablet-rounds').fill('3');
    await expect(tablet.locator('body')).not.toContainText(PORTUGUESE);
    await saveScreenshots(tablet, 'any-group-es-tablet-create-mexicano');
    await tablet.getByTestId('tablet-create-submit').click();
    await expect(toast(tablet)).toContainText(TEXTS.es.tabletCreated('Mexicano'));
    const { publicToken } = await tabletTournament(tablet, club, code);
    await expect(tablet.getByTestId('mexicano-progress')).toHaveText('Ronda 1 de 3');

    const results: Results = new Map();
    for (let round = 1; round <= 3; round++) {
      // Each round is drawn once the one before has every result: two matches, two players resting.
      await expect
        .poll(async () => (await publicBody(publicToken)).matches.filter((m) => m.round === round).length)
        .toBe(2);
      const matches = (await publicBody(publicToken)).matches.filter((m) => m.round === round);
      for (const [i, match] of matches.entries()) {
        const score = SCORES[(round * 2 + i) % SCORES.length]!;
        // Round 1 typed at the court; the others through the API.
        if (round === 1) await scoreOnTablet(tablet, match.id, score);
        else await scoreAsTablet(club.api, code, match.id, score);
        results.set(match.id, score);
      }
    }
    const body: PublicBody = await publicBody(publicToken);
    expect(body.matches).toHaveLength(6);
    const final = expectedRanking(body, results);
    await expect.poll(() => readRanking(tablet, 'tablet-ranking')).toEqual(final);
    await expectRankingIn(tablet, 'tablet-ranking', 'es', 'DG');
    // The three planned rounds played: finished, as the tablet's header says.
    await expect(tablet.getByTestId('status-badge')).toHaveText(TEXTS.es.completed);
    await expect(tablet.getByTestId('mexicano-progress')).toHaveText('Ronda 3 de 3');
    await saveScreenshots(tablet, 'any-group-es-tablet-mexicano');
    const viewer = await freshPage(browser, 'es', { width: 390, height: 844 });
    await board(viewer, publicToken);
    await expect.poll(() => readRanking(viewer, 'public-ranking')).toEqual(final);
    await expectRankingIn(viewer, 'public-ranking', 'es', 'DG');
    await saveScreenshots(viewer, 'any-group-es-board-mexicano');
    await viewer.context().close();
    await tablet.context().close();
    await club.api.dispose();
  });
});

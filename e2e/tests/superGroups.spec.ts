import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { ADMIN, BASE_URL, toast } from '../support/accounts';
import {
  enterResult,
  expectedRanking,
  groupOf,
  groupResultsWhere,
  levelClusters,
  noQualifyingTie,
  publicBody,
  readRanking,
  type SuperGroupsBody,
  signedInOrganiser,
  spectator,
  tieAcrossTheLine,
} from '../support/tournaments';
import { saveScreenshots } from './screenshots';

test.use({ locale: 'pt-BR' });

// Two cores shared with other runs: a screen of 28 or 56 matches may take a while to appear.
const expect = baseExpect.configure({ timeout: 15_000 });

const GROUP_A = ['Ana', 'Bruno', 'Carla', 'Davi', 'Eva', 'Fábio', 'Gabi', 'Hugo'];
const GROUP_B = ['Iara', 'João', 'Kátia', 'Lucas', 'Marta', 'Nico', 'Olga', 'Paulo'];
const PLAYERS_32 = Array.from({ length: 32 }, (_, i) => `Atleta ${String(i + 1).padStart(2, '0')}`);

type Results = Map<string, readonly [number, number]>;

async function publicTokenOf(owner: Page): Promise<string> {
  const link = (await owner.getByTestId('public-link').textContent()) ?? '';
  expect(link).toMatch(new RegExp(`^${BASE_URL}/public/tournament/[A-Za-z0-9_-]{16,64}$`));
  return link.split('/').pop()!;
}

async function superGroupsBody(token: string): Promise<SuperGroupsBody> {
  return (await publicBody(token)) as unknown as SuperGroupsBody;
}

/** An administrator in a browser of their own. */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const login = await page.request.post('/api/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { origin: BASE_URL },
  });
  expect(login.ok()).toBe(true);
  return page;
}

/** Saves the screenshots, and checks that nothing is wider than a phone at 390 px. */
async function screenshots(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const width = await page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
  expect(width, `${name} is wider than a phone`).toBeLessThanOrEqual(390);
  if (original) await page.setViewportSize(original);
  await saveScreenshots(page, name);
}

/** The team ranking of a podium as it reads on a page: [position, "A / B"] per team. */
async function podiumStandings(page: Page, podiumId: string): Promise<[number, string][]> {
  return page
    .locator(`[data-testid="podium"][data-podium="${podiumId}"]`)
    .getByTestId('podium-team')
    .evaluateAll((rows) =>
      rows.map((row) => [
        Number(row.getAttribute('data-position')),
        row.querySelector('[data-testid="podium-team-names"]')?.textContent?.trim() ?? '',
      ]),
    );
}

test.describe('Super 16 / 32', () => {
  test.beforeEach(({ page }) => {
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  });

  test('Super 16: form, group results with a tie, admin resolution, Super Final and podium, live spectator', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signedInOrganiser(page, 2, 'super16');

    // The Super 16 / 32 card leads to its own create screen.
    await page.goto('/select-tournament-type');
    const card = page.getByTestId('format-card-super_groups');
    await expect(card.getByTestId('format-cost')).toHaveText('2 ou 4 créditos');
    await card.getByRole('link', { name: 'Escolher formato' }).click();
    await expect(page).toHaveURL(/\/create-super-groups$/);
    for (const key of ['groups', 'groupPhase', 'superFinal', 'podiums', 'ties']) {
      await expect(page.getByTestId(`explain-${key}`)).toBeVisible();
    }
    await expect(page.getByTestId('create-balance')).toHaveText('2 créditos');
    await screenshots(page, 'super-groups-create');

    // Every validation message of the spec, before anything is sent.
    await page.getByTestId('create-submit').click();
    await expect(page.getByText('O nome do torneio precisa ter pelo menos 3 caracteres')).toBeVisible();
    await expect(page.getByText('Selecione o número de jogadores')).toBeVisible();
    await expect(page.getByText('Selecione o método de divisão dos grupos')).toBeVisible();
    await page.getByLabel('Nome do torneio').fill('Super 16 do Clube');
    await page.getByText('32 jogadores', { exact: true }).click();
    await expect(page.getByTestId('create-cost')).toHaveText('4 créditos');
    await expect(page.getByTestId('create-submit')).toBeDisabled();
    await page.getByText('16 jogadores', { exact: true }).click();
    await expect(page.getByTestId('create-cost')).toHaveText('2 créditos');
    await page.getByText('Manual', { exact: true }).click();
    await expect(page.getByTestId('group-tab-A')).toBeVisible();
    await expect(page.getByTestId('group-tab-B')).toBeVisible();
    await expect(page.getByTestId('group-tab-C')).toHaveCount(0);
    for (const [i, name] of GROUP_A.entries()) {
      await page.getByLabel(`Jogador ${i + 1}`, { exact: true }).fill(name);
    }
    await page.getByTestId('create-submit').click();
    await expect(page.getByText('Número de jogadores deve ser exatamente 16 ou 32')).toBeVisible();
    await expect(page.getByTestId('group-tab-B')).toContainText('0/8');
    await page.getByTestId('group-tab-B').click();
    await expect(page.getByText('O Grupo B precisa ter exatamente 8 jogadores')).toBeVisible();
    await screenshots(page, 'super-groups-create-errors');
    for (const [i, name] of GROUP_B.entries()) {
      await page.getByLabel(`Jogador ${i + 9}`, { exact: true }).fill(name);
    }
    await expect(page.getByTestId('players-filled')).toHaveText('16 de 16 nomes');
    await page.getByTestId('create-submit').click();
    await expect(page).toHaveURL(/\/tournament\/[0-9a-f-]{36}$/);
    await expect(toast(page)).toContainText('Super 16 criado com sucesso!');
    await expect(page.getByTestId('credit-badge')).toHaveText(/0 créditos/);
    const tournamentUrl = new URL(page.url()).pathname;

    // Two group tabs plus the Super Final; the manual division is kept.
    await expect(page.getByRole('tab')).toHaveText(['Grupo A', 'Grupo B', 'Super Final']);
    const token = await publicTokenOf(page);
    const body = await superGroupsBody(token);
    expect(body.matches).toHaveLength(28);
    expect(body.groups.map((g) => [g.id, g.court])).toEqual([
      ['A', 1],
      ['B', 2],
    ]);
    const nameOf = new Map(body.players.map((p) => [p.id, p.name]));
    expect(body.groups[0]!.members.map((id) => nameOf.get(id)).sort()).toEqual([...GROUP_A].sort());
    await expect(page.getByTestId('generate-super-final')).toBeDisabled();
    await expect(page.getByTestId('super-final-hint')).toContainText('0 de 28');

    const board = await spectator(browser, token);
    await board.evaluate(() => {
      (globalThis as unknown as { neverReloaded: boolean }).neverReloaded = true;
    });
    await expect(board.getByRole('tab')).toHaveText(['Grupo A', 'Grupo B', 'Super Final']);

    // Results worked out from the draw: group A ends with players level across 4th and 5th place.
    const groupA = groupOf(body, 'A');
    const groupB = groupOf(body, 'B');
    const resultsA = groupResultsWhere(groupA, tieAcrossTheLine);
    const resultsB = groupResultsWhere(groupB, noQualifyingTie);
    const rankingA = expectedRanking(groupA, resultsA);
    const tie = levelClusters(rankingA).find((c) => c.from <= 4)!;

    for (const [group, results] of [
      ['A', resultsA],
      ['B', resultsB],
    ] as const) {
      await page.getByTestId(`tab-${group}`).click();
      await board.getByTestId(`tab-${group}`).click();
      const entered: Results = new Map();
      for (const [i, [matchId, score]] of [...results.entries()].entries()) {
        await enterResult(page, matchId, score);
        entered.set(matchId, score);
        if (i === 6 && group === 'A') {
          await expect
            .poll(() => readRanking(board, 'group-ranking'))
            .toEqual(expectedRanking(groupA, entered));
        }
      }
      const final = expectedRanking(group === 'A' ? groupA : groupB, results);
      await expect.poll(() => readRanking(page, 'group-ranking')).toEqual(final);
      await expect.poll(() => readRanking(board, 'group-ranking')).toEqual(final);
    }

    // The tie: which group, which players; the owner is told an administrator must resolve it.
    await page.getByTestId('tab-A').click();
    const warning = page.getByTestId('tie-warning');
    await expect(warning).toHaveCount(1);
    await expect(warning).toHaveAttribute('data-group', 'A');
    await expect(warning).toContainText('Empate no Grupo A');
    for (const name of tie.names) await expect(warning.getByTestId('tie-players')).toContainText(name);
    await expect(warning).toContainText('Um administrador precisa resolver este empate');
    // What happens next, and the support contact the server is configured with.
    const contact = (await (await page.request.get('/api/support-contact')).json()) as {
      phone: string;
      email: string;
    };
    const next = warning.getByTestId('tie-next-steps');
    await expect(next).toContainText('um administrador do Rodada analisa o empate');
    await expect(next).toContainText('a Super Final pode ser gerada');
    await expect(next.getByRole('link', { name: `WhatsApp ${contact.phone}` })).toHaveAttribute(
      'href',
      `https://wa.me/${contact.phone.replace(/\D/g, '')}`,
    );
    await expect(next.getByRole('link', { name: contact.email })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
    await expect(page.getByTestId('resolve-ties-link')).toHaveCount(0);
    await expect(page.getByTestId('generate-super-final')).toBeDisabled();
    await expect(page.locator('[data-testid="ranking-row"][data-tied="true"]')).toHaveCount(tie.names.length);
    await expect(board.getByTestId('tie-warning')).toContainText('Empate no Grupo A');
    await expect(board.getByTestId('tie-next-steps')).toHaveCount(0);
    await screenshots(page, 'super-groups-owner-tie');
    await board.getByTestId('tab-A').click();
    await screenshots(board, 'super-groups-public-tie');

    // Only administrators resolve ties.
    await page.goto(`${tournamentUrl}/resolve-tiebreaks`);
    await expect(page.getByRole('heading', { name: 'Acesso Negado' })).toBeVisible();
    await expect(page.getByText('Apenas administradores podem resolver empates.')).toBeVisible();
    await screenshots(page, 'super-groups-access-denied');
    await page.goto(tournamentUrl);
    await expect(page.getByTestId('generate-super-final')).toBeDisabled();

    // The administrator follows the link from the tournament and places the level players.
    const admin = await adminPage(browser);
    await admin.goto(tournamentUrl);
    await admin.getByTestId('resolve-ties-link').click();
    await expect(admin).toHaveURL(new RegExp(`${tournamentUrl}/resolve-tiebreaks$`));
    await expect(admin.getByRole('tab', { name: /Grupo A/ })).toHaveAttribute('data-state', 'active');
    await expect(admin.getByTestId('resolve-tab-B')).toBeVisible();
    await admin.getByTestId('confirm-resolutions').click();
    await expect(toast(admin)).toContainText('Nenhuma resolução definida');
    await screenshots(admin, 'super-groups-resolve');
    // The level players in reverse alphabetical order take the places they compete for (from..4).
    const chosen = [...tie.names].reverse().slice(0, 4 - tie.from + 1);
    for (const [k, name] of chosen.entries()) {
      await admin.getByLabel(`Posição final de ${name}`).selectOption(String(tie.from + k));
    }
    await admin.getByLabel('Motivo (opcional)').fill('Sorteio na quadra');
    await admin.getByTestId('confirm-resolutions').click();
    await expect(toast(admin)).toContainText('Empates resolvidos!');
    await expect(admin).toHaveURL(new RegExp(`${tournamentUrl}$`));
    await admin.context().close();

    // The owner's screen (and the spectator's) drop the warning live; the final can be generated.
    await expect(page.getByTestId('tie-warning')).toHaveCount(0);
    await expect(board.getByTestId('tie-warning')).toHaveCount(0);
    await expect(page.getByTestId('generate-super-final')).toBeEnabled();
    // The group table keeps the computed positions and marks the places the administrator chose.
    const placed = page.locator('[data-testid="ranking-row"][data-resolved="true"]');
    await expect(placed).toHaveCount(chosen.length);
    for (const [k, name] of chosen.entries()) {
      await expect(placed.filter({ hasText: name }).getByTestId('ranking-mark')).toHaveText(
        `Final: ${tie.from + k}º`,
      );
    }
    await expect(board.getByTestId('resolved-note')).toBeVisible();
    await screenshots(page, 'super-groups-owner-resolved');
    await expect(page.getByTestId('super-final-locks')).toBeVisible();
    await page.getByTestId('generate-super-final').click();
    await expect(toast(page)).toContainText('Super Final gerada!');
    await expect(page.getByTestId('tab-final')).toHaveAttribute('data-state', 'active');
    // Group results are locked now: read-only cards with a note saying why, and the API refuses.
    await page.getByTestId('tab-A').click();
    await expect(page.getByTestId('group-locked-note')).toContainText('Resultados travados');
    const panelA = page.getByTestId('group-panel-A');
    await expect(panelA.getByTestId('match-card')).toHaveCount(groupA.matches.length);
    await expect(panelA.locator('input')).toHaveCount(0);
    await expect(panelA.getByTestId('save-score')).toHaveCount(0);
    await screenshots(page, 'super-groups-owner-locked');
    const groupMatch = groupA.matches[0]!;
    const refused = await page.request.patch(`/api/matches/${groupMatch.id}`, {
      data: { team1Score: 0, team2Score: 9, completed: true },
      headers: { origin: BASE_URL },
    });
    expect(refused.status()).toBe(409);
    await page.getByTestId('tab-final').click();
    await expect(board.getByTestId('tab-final')).toHaveAttribute('data-state', 'active');
    // The spectator sees both matches of the podium on court at once.
    await expect(board.getByTestId('up-next')).toContainText('Em quadra agora');
    await expect(board.getByTestId('on-court-now').locator('li')).toHaveText([
      /^Final · Quadra \d/,
      /^Disputa de 3º lugar · Quadra \d/,
    ]);

    // Seeds: the resolved places first, the rest in ranking order (decisions.md "Super Final").
    const resolved = new Map(chosen.map((name, k) => [tie.from + k, name]));
    const rest = rankingA.map((r) => r.name).filter((name) => !chosen.includes(name));
    const seedsA = [1, 2, 3, 4].map((place) => resolved.get(place) ?? rest.shift()!);
    const seedA = (place: number) => seedsA[place - 1]!;
    const seedB = (place: number) => expectedRanking(groupB, resultsB)[place - 1]!.name;
    const finalCard = page.getByTestId('podium-final').getByTestId('match-card');
    const thirdCard = page.getByTestId('podium-third').getByTestId('match-card');
    await expect(finalCard.getByTestId('side-1')).toHaveText(`${seedA(1)}/${seedB(2)}`);
    await expect(finalCard.getByTestId('side-2')).toHaveText(`${seedB(1)}/${seedA(2)}`);
    await expect(thirdCard.getByTestId('side-1')).toHaveText(`${seedA(3)}/${seedB(4)}`);
    await expect(thirdCard.getByTestId('side-2')).toHaveText(`${seedB(3)}/${seedA(4)}`);

    // A final needs a winner; then both matches are entered like any other.
    const after = await superGroupsBody(token);
    const finals = after.matches.filter((m) => m.matchType === 'final');
    expect(finals.map((m) => m.round)).toEqual([100, 101]);
    const finalMatch = page.locator(`[data-testid="match-card"][data-match-id="${finals[0]!.id}"]`);
    await finalMatch.getByTestId('score-team1').fill('5');
    await finalMatch.getByTestId('score-team2').fill('5');
    await finalMatch.getByTestId('save-score').click();
    await expect(toast(page)).toContainText('Erro ao atualizar resultado');
    await expect(toast(page)).toContainText('não pode terminar empatada');
    await enterResult(page, finals[0]!.id, [6, 3]);
    await expect(page.getByTestId('podium-standings')).toHaveCount(0);
    await enterResult(page, finals[1]!.id, [2, 6]);

    const standings: [number, string][] = [
      [1, `${seedA(1)} / ${seedB(2)}`],
      [2, `${seedB(1)} / ${seedA(2)}`],
      [3, `${seedB(3)} / ${seedA(4)}`],
      [4, `${seedA(3)} / ${seedB(4)}`],
    ];
    await expect.poll(() => podiumStandings(page, 'AB')).toEqual(standings);
    await expect.poll(() => podiumStandings(board, 'AB')).toEqual(standings);
    await expect(page.getByTestId('status-badge')).toHaveText('Concluído');
    expect(
      await board.evaluate(() => (globalThis as unknown as { neverReloaded?: boolean }).neverReloaded),
    ).toBe(true);
    await screenshots(page, 'super-groups-owner-final');
    await screenshots(board, 'super-groups-public-final');
    await board.context().close();
  });

  test('Super 32: random draw through the form, four group tabs, two podiums', async ({ page }) => {
    test.setTimeout(240_000);
    await signedInOrganiser(page, 4, 'super32');
    await page.goto('/create-super-groups');
    await page.getByLabel('Nome do torneio').fill('Super 32 de Domingo');
    await page.getByText('32 jogadores', { exact: true }).click();
    await page.getByText('Sorteio', { exact: true }).click();
    for (const [i, name] of PLAYERS_32.entries()) {
      await page.getByLabel(`Jogador ${i + 1}`, { exact: true }).fill(name);
    }
    await expect(page.getByTestId('create-cost')).toHaveText('4 créditos');
    await page.getByTestId('create-submit').click();
    await expect(toast(page)).toContainText('Super 32 criado com sucesso!');
    await expect(page.getByRole('tab')).toHaveText([
      'Grupo A',
      'Grupo B',
      'Grupo C',
      'Grupo D',
      'Super Final',
    ]);
    const token = await publicTokenOf(page);
    const body = await superGroupsBody(token);
    expect(body.groups.map((g) => [g.id, g.court, g.members.length])).toEqual([
      ['A', 1, 8],
      ['B', 2, 8],
      ['C', 3, 8],
      ['D', 4, 8],
    ]);

    // Group results through the API (the owner's cookies), without ties that matter.
    for (const group of ['A', 'B', 'C', 'D']) {
      for (const [matchId, [team1Score, team2Score]] of groupResultsWhere(
        groupOf(body, group),
        noQualifyingTie,
      )) {
        const answer = await page.request.patch(`/api/matches/${matchId}`, {
          data: { team1Score, team2Score },
          headers: { origin: BASE_URL },
        });
        expect(answer.ok(), await answer.text()).toBe(true);
      }
    }
    await expect(page.getByTestId('super-final-hint')).toContainText('já pode ser gerada');
    await page.getByTestId('generate-super-final').click();
    await expect(toast(page)).toContainText('Super Final gerada!');
    await expect(page.getByTestId('podium')).toHaveCount(2);
    const finals = (await superGroupsBody(token)).matches.filter((m) => m.matchType === 'final');
    expect(finals).toHaveLength(4);
    for (const [i, match] of finals.entries()) await enterResult(page, match.id, i % 2 ? [3, 6] : [6, 4]);
    for (const podium of ['AB', 'CD']) {
      await expect
        .poll(async () => (await podiumStandings(page, podium)).map(([position]) => position))
        .toEqual([1, 2, 3, 4]);
    }
    await screenshots(page, 'super-groups-32-final');
    await page.getByTestId('tab-D').click();
    await expect(page.getByTestId('group-ranking').getByTestId('ranking-row')).toHaveCount(8);
    await screenshots(page, 'super-groups-32-group-d');

    // The same screen in English and Spanish.
    for (const [language, tabs, champions] of [
      ['en', ['Group A', 'Group B', 'Group C', 'Group D', 'Super Final'], 'Champions'],
      ['es', ['Grupo A', 'Grupo B', 'Grupo C', 'Grupo D', 'Super Final'], 'Campeones'],
    ] as const) {
      await page.evaluate((lng) => {
        (
          globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
        ).localStorage.setItem('i18nextLng', lng);
      }, language);
      await page.reload();
      await expect(page.getByRole('tab')).toHaveText([...tabs]);
      await expect(page.getByTestId('podium').first()).toContainText(champions);
    }
  });
});

import { readFileSync } from 'node:fs';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { BASE_URL, toast } from '../support/accounts';
import { liveSocketThroughTest } from '../support/liveSocket';
import {
  enterResult,
  expectedRanking,
  type PublicBody,
  publicBody,
  SCORES,
  type ScheduledMatch,
  signedInOrganiser,
} from '../support/tournaments';
import { saveScreenshots } from './screenshots';

test.use({ locale: 'pt-BR' });

const PLAYERS = ['Ana', 'Bruno', 'Carla', 'Davi', 'Eva', 'Fábio', 'Gabi', 'Hugo'];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A Super 8 on `courts` courts created through the API by the page's signed-in organiser. */
async function super8(page: Page, courts: 1 | 2): Promise<{ id: string; token: string }> {
  const created = await page.request.post('/api/tournaments', {
    data: { name: 'Super 8 das Telas', courts, players: PLAYERS, tournamentType: 'super8' },
    headers: { origin: BASE_URL },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const detail = (await (await page.request.get(`/api/tournaments/${id}`)).json()) as { publicToken: string };
  return { id, token: detail.publicToken };
}

async function score(page: Page, match: ScheduledMatch, [a, b]: readonly [number, number]) {
  const answer = await page.request.patch(`/api/matches/${match.id}`, {
    data: { team1Score: a, team2Score: b },
    headers: { origin: BASE_URL },
  });
  expect(answer.ok()).toBe(true);
}

async function viewer(browser: Browser, path: string, viewport = PHONE): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'pt-BR', viewport })).newPage();
  await page.goto(path);
  return page;
}

const sides = (m: ScheduledMatch) => [
  [m.player1Id, m.player2Id].filter((id): id is string => id !== null),
  [m.player3Id, m.player4Id].filter((id): id is string => id !== null),
];

/** Partner and opponent counts per pair of players, counted here from the matches. */
function countPairs(body: PublicBody) {
  const key = (a: string, b: string) => [a, b].sort().join('|');
  const partners = new Map<string, number>();
  const opponents = new Map<string, number>();
  for (const match of body.matches) {
    const [one, two] = sides(match);
    for (const side of [one!, two!])
      for (const a of side)
        for (const b of side) if (a < b) partners.set(key(a, b), (partners.get(key(a, b)) ?? 0) + 1);
    for (const a of one!) for (const b of two!) opponents.set(key(a, b), (opponents.get(key(a, b)) ?? 0) + 1);
  }
  const matrix = (counts: Map<string, number>) =>
    body.players.map((a) =>
      body.players.map((b) => (a.id === b.id ? '·' : String(counts.get(key(a.id, b.id)) ?? 0))),
    );
  return { partners: matrix(partners), opponents: matrix(opponents) };
}

/** Times someone plays two slots in a row, counted here from the slots. */
function countBackToBack(body: PublicBody): number {
  const playing = new Map<number, Set<string>>();
  for (const match of body.matches)
    for (const id of sides(match).flat())
      playing.set(match.slot, (playing.get(match.slot) ?? new Set()).add(id));
  let count = 0;
  for (const [slot, ids] of playing) for (const id of ids) if (playing.get(slot + 1)?.has(id)) count++;
  return count;
}

async function matrixText(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')),
    );
}

test.describe('public views', () => {
  test('the fairness panel shows the schedule’s own figures, equal to a count made here', async ({
    page,
    browser,
  }) => {
    await signedInOrganiser(page, 2, 'fairness');
    for (const courts of [1, 2] as const) {
      const { token } = await super8(page, courts);
      const body = await publicBody(token);
      const expected = countPairs(body);
      for (const viewport of [PHONE, DESKTOP]) {
        const board = await viewer(browser, `/public/tournament/${token}`, viewport);
        const panel = board.getByTestId('fairness-panel');
        await panel.locator('summary').click();
        expect(await matrixText(panel.getByTestId('partner-matrix'))).toEqual(expected.partners);
        expect(await matrixText(panel.getByTestId('opponent-matrix'))).toEqual(expected.opponents);
        await expect(panel.getByTestId('fairness-partners')).toHaveText(
          'Cada jogador faz dupla com cada um dos outros exatamente 1 vez.',
        );
        await expect(panel.getByTestId('fairness-opponents')).toHaveText(
          'Cada um enfrenta cada um dos outros exatamente 2 vezes.',
        );
        const slots = new Set(body.matches.map((m) => m.slot)).size;
        await expect(panel.getByTestId('fairness-slots')).toHaveText(
          `A tabela ocupa ${slots} horários de jogo.`,
        );
        // On 2 courts all 8 play every slot: back-to-back is the plan itself, and the panel says so.
        await expect(panel.getByTestId('fairness-back-to-back')).toContainText(
          courts === 2
            ? `Todos jogam em todos os ${slots} horários: com 8 jogadores em 2 quadras, ninguém descansa, e jogar horários seguidos não pode ser evitado.`
            : `${countBackToBack(body)} vezes no total, o mínimo possível para este formato e número de quadras`,
        );
        if (courts === 2) {
          await panel.scrollIntoViewIfNeeded();
          await saveScreenshots(board, 'fairness-panel');
        }
        await board.context().close();
      }
    }
  });

  test('the board is pushed what each result changed, and reads the tournament again when a push is lost', async ({
    page,
    browser,
  }) => {
    await signedInOrganiser(page, 1, 'deltas');
    const { token } = await super8(page, 2);
    const body = await publicBody(token);
    const board = await (await browser.newContext({ locale: 'pt-BR', viewport: PHONE })).newPage();
    // Between the page and the server: every frame passes, except the one push this test loses.
    const pushes: string[] = [];
    let loseNext = false;
    const socket = await liveSocketThroughTest(board, (frame) => {
      const text = String(frame);
      if (text.includes('"tournament:')) pushes.push(text);
      if (!loseNext || !text.includes('"tournament:delta"')) return false;
      loseNext = false;
      return true;
    });
    const reads: string[] = [];
    board.on('request', (r) => {
      if (r.url().includes(`/api/public/tournaments/${token}`)) reads.push(r.url());
    });
    await board.goto(`/public/tournament/${token}`);
    const card = (i: number) =>
      board.locator(`[data-testid="match-card"][data-match-id="${body.matches[i]!.id}"]`);
    await expect(card(0)).toHaveAttribute('data-completed', 'false');
    // On the WebSocket, the room joined and the read that follows a join answered.
    await expect.poll(() => socket.upgraded).toBe(true);
    await board.waitForLoadState('networkidle');
    const readsOnOpen = reads.length;

    await score(page, body.matches[0]!, [6, 1]);
    await expect(card(0)).toHaveAttribute('data-completed', 'true');
    await expect(card(0)).toContainText('6');
    // The push was a delta: the scored match and the ranking, not the tournament's whole body.
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toContain('"tournament:delta"');
    expect(pushes[0]).not.toContain(body.matches[5]!.id);
    expect(pushes[0]!.length).toBeLessThan(JSON.stringify(body).length / 2);
    expect(reads).toHaveLength(readsOnOpen);

    // One push lost on the way: the next one does not apply to what the page holds, so it reads again.
    loseNext = true;
    await score(page, body.matches[1]!, [2, 6]);
    await expect.poll(() => pushes.length).toBe(2);
    await score(page, body.matches[2]!, [4, 4]);
    await expect(card(1)).toHaveAttribute('data-completed', 'true');
    await expect(card(2)).toHaveAttribute('data-completed', 'true');
    await expect.poll(() => reads.length).toBe(readsOnOpen + 1);
    // Read again once, not once per push.
    await board.waitForLoadState('networkidle');
    expect(reads).toHaveLength(readsOnOpen + 1);
    await board.context().close();
  });

  test('a player’s own page: from the ranking, their next match, live as results arrive', async ({
    page,
    browser,
  }) => {
    await signedInOrganiser(page, 1, 'player-page');
    const { token } = await super8(page, 2);
    const body = await publicBody(token);
    const ana = body.players.find((p) => p.name === 'Ana')!;
    const anas = body.matches.filter((m) => sides(m).flat().includes(ana.id));
    const board = await viewer(browser, `/public/tournament/${token}`);
    await board.getByTestId('public-ranking').getByRole('link', { name: 'Ana' }).click();
    await expect(board).toHaveURL(new RegExp(`/public/tournament/${token}/player/${ana.id}$`));
    const nameOf = (id: string) => body.players.find((p) => p.id === id)!.name;
    const expectNext = async (match: ScheduledMatch) => {
      const [one, two] = sides(match);
      const mine = one!.includes(ana.id) ? one! : two!;
      const theirs = mine === one ? two! : one!;
      await expect(board.getByTestId('player-next')).toHaveAttribute('data-match-id', match.id);
      await expect(board.getByTestId('player-next-partner')).toHaveText(
        mine
          .filter((id) => id !== ana.id)
          .map(nameOf)
          .join(' / '),
      );
      await expect(board.getByTestId('player-next-opponents')).toHaveText(theirs.map(nameOf).join(' / '));
      await expect(board.getByTestId('player-next-place')).toContainText(
        `Horário ${match.slot} · Quadra ${match.court} · Rodada ${match.round}`,
      );
    };
    await expectNext(anas[0]!);
    await saveScreenshots(board, 'player-page');
    // The owner scores Ana's first match: her page moves on by itself and lists the result.
    await score(page, anas[0]!, [6, 2]);
    await expectNext(anas[1]!);
    await expect(board.getByTestId('player-results').getByTestId('player-match')).toHaveCount(1);
    await expect(board.getByTestId('player-match-score')).toHaveText(
      sides(anas[0]!)[0]!.includes(ana.id) ? '6–2vitória' : '2–6derrota',
    );
    // Matches still to play before hers: those of earlier slots, counted here.
    const before = body.matches.filter((m) => m.id !== anas[0]!.id && m.slot < anas[1]!.slot).length;
    await expect(board.getByTestId('player-next-when')).toHaveText(
      before === 0 ? 'Em quadra agora' : before === 1 ? 'Falta 1 jogo' : `Faltam ${before} jogos`,
    );
    await board.context().close();
  });

  test('ties are explained, the ranking card is shared or downloaded, champions lead a finished tournament', async ({
    page,
    browser,
  }) => {
    await signedInOrganiser(page, 1, 'ties-card');
    const { token } = await super8(page, 2);
    const body = await publicBody(token);
    const results = new Map<string, readonly [number, number]>();
    for (const [i, match] of body.matches.slice(0, 4).entries()) {
      await score(page, match, SCORES[i]!);
      results.set(match.id, SCORES[i]!);
    }
    const ranking = expectedRanking(body, results);
    const shared = [...new Set(ranking.map((r) => r.position))].filter(
      (p) => ranking.filter((r) => r.position === p).length > 1,
    );
    expect(shared.length).toBeGreaterThan(0);
    const board = await viewer(browser, `/public/tournament/${token}`, DESKTOP);
    const notes = board.getByTestId('public-ranking').getByTestId('tie-note');
    await expect(notes).toHaveCount(shared.length);
    for (const position of shared) {
      const level = ranking.filter((r) => r.position === position);
      const note = board.locator(`[data-testid="tie-note"][data-position="${position}"]`);
      for (const row of level) await expect(note).toContainText(row.name);
      await expect(note).toContainText(`${level[0]!.points} ponto`);
      await expect(note).toContainText('Nada mais os separa');
    }

    // Headless Chromium on Linux cannot share files: the card is downloaded, a 1080×1080 PNG.
    const [download] = await Promise.all([
      board.waitForEvent('download'),
      board.getByTestId('share-ranking').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    const png = readFileSync((await download.path())!);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1080]);

    for (const match of body.matches.slice(4)) await score(page, match, [6, 4]);
    await expect(board.getByTestId('champions')).toBeVisible();
    const champions = board.getByTestId('champions');
    const first = (await champions.boundingBox())!;
    const matches = (await board.getByTestId('public-matches').boundingBox())!;
    expect(first.y).toBeLessThan(matches.y);
    await expect(champions.locator('[data-position="1"]')).toBeVisible();
    await saveScreenshots(board, 'champions');
    await board.context().close();
  });

  test('scoring from a phone: opens at the next match, moves between matches to play, toasts clear of the fields', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signedInOrganiser(page, 1, 'phone-scoring');
    const { id, token } = await super8(page, 2);
    const body = await publicBody(token);
    for (const match of body.matches.slice(0, 3)) await score(page, match, [6, 3]);
    await page.goto(`/tournament/${id}`);
    const card = (match: ScheduledMatch) =>
      page.locator(`[data-testid="match-card"][data-match-id="${match.id}"]`);
    // The first match still to play, in playing order, is on screen without scrolling by hand.
    await expect(card(body.matches[3]!)).toBeInViewport();
    await expect(page.getByTestId('pending-count')).toHaveText('11 jogos pendentes');
    await page.getByTestId('next-pending').click();
    await expect(card(body.matches[4]!)).toBeInViewport();
    await page.getByTestId('previous-pending').click();
    // The bar scrolls smoothly: the card comes to rest below the sticky header, not under it (a tap
    // while it is still moving would stop it wherever it is, as a finger does).
    const header = (await page.locator('header').first().boundingBox())!;
    await expect
      .poll(() => restingTop(card(body.matches[3]!)))
      .toBeGreaterThanOrEqual(header.y + header.height);

    await enterResult(page, body.matches[3]!.id, [6, 1]);
    await expect(toast(page)).toContainText('Resultado atualizado');
    const toastBox = (await toast(page).boundingBox())!;
    const bar = (await page.getByTestId('pending-navigator').boundingBox())!;
    for (const field of await card(body.matches[3]!).locator('input').all()) {
      const box = (await field.boundingBox())!;
      const overlaps = (a: typeof box, b: typeof box) =>
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlaps(box, toastBox)).toBe(false);
      expect(overlaps(box, bar)).toBe(false);
    }
    await expect(page.getByTestId('pending-count')).toHaveText('10 jogos pendentes');
    await saveScreenshots(page, 'phone-scoring');
  });
});

/** The top of `locator` once it has stopped moving (two reads a frame apart agree), else NaN. */
async function restingTop(locator: Locator): Promise<number> {
  return locator.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        const first = element.getBoundingClientRect().top;
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const second = element.getBoundingClientRect().top;
            resolve(second === first ? second : Number.NaN);
          }),
        );
      }),
  );
}

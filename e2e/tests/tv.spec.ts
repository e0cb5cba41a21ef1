import { fileURLToPath } from 'node:url';
import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { BASE_URL } from '../support/accounts';
import {
  groupOf,
  groupResultsWhere,
  noQualifyingTie,
  publicBody,
  type SuperGroupsBody,
  signedInOrganiser,
} from '../support/tournaments';

test.use({ locale: 'pt-BR' });

// Two cores shared with other runs: pushes and screens may take a moment.
const expect = baseExpect.configure({ timeout: 15_000 });

const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** The two TVs a club has: Full HD and HD ready. */
const TV_SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
] as const;

const SUPER_8 = [
  'Ana Beatriz Carvalho',
  'Bia',
  'Caio Henrique Montenegro',
  'Duda',
  'Enzo',
  'Fê',
  'Gui',
  'Hugo Leonardo da Silva Prado',
];
const SUPER_16 = [
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
  'Nico',
  'Olga',
  'Paulo',
];

interface Created {
  readonly id: string;
  readonly publicToken: string;
}

/** The organiser (signed in on `owner`) creates a tournament through the API. */
async function create(owner: Page, path: string, data: object): Promise<Created> {
  const created = await owner.request.post(path, { data, headers: { origin: BASE_URL } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const detail = (await (await owner.request.get(`/api/tournaments/${id}`)).json()) as {
    publicToken: string;
  };
  return { id, publicToken: detail.publicToken };
}

/** The owner's score for a match, as the organiser's page or a tablet sends it. */
async function score(owner: Page, matchId: string, [team1Score, team2Score]: readonly [number, number]) {
  const answer = await owner.request.patch(`/api/matches/${matchId}`, {
    data: { team1Score, team2Score, completed: true },
    headers: { origin: BASE_URL },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** A TV at the club: its own browser, signed out, at one of the TV sizes. */
async function openTv(
  browser: Browser,
  publicToken: string,
  size: (typeof TV_SIZES)[number],
  every: number,
): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: size });
  const tv = await context.newPage();
  await tv.goto(`/public/tournament/${publicToken}/tv?every=${every}`);
  await expect(tv.getByTestId('tv-board')).toBeVisible();
  return tv;
}

const screenOf = (tv: Page) => tv.getByTestId('tv-board').getAttribute('data-screen');

interface Fit {
  readonly scrollWidth: number;
  readonly scrollHeight: number;
  readonly innerWidth: number;
  readonly innerHeight: number;
  /** The screen's own box: its content taller or wider than the box would be cut off. */
  readonly stageOverflow: number;
}

/** Nothing scrolls, and nothing of the screen is cut off. */
async function expectItFits(tv: Page, label: string): Promise<void> {
  const fit = await tv.evaluate((): Fit => {
    const root = document.documentElement;
    const stage = document.querySelector('[data-testid="tv-stage"]')!;
    return {
      scrollWidth: root.scrollWidth,
      scrollHeight: root.scrollHeight,
      innerWidth: window.innerWidth,
      innerHeight: window.innerHeight,
      stageOverflow: Math.max(stage.scrollHeight - stage.clientHeight, stage.scrollWidth - stage.clientWidth),
    };
  });
  expect(fit.scrollHeight, `${label}: page height`).toBeLessThanOrEqual(fit.innerHeight);
  expect(fit.scrollWidth, `${label}: page width`).toBeLessThanOrEqual(fit.innerWidth);
  expect(fit.stageOverflow, `${label}: screen content cut off`).toBeLessThanOrEqual(1);
}

/**
 * Steps through the whole cycle with → (the TV is slow enough not to move on by itself meanwhile),
 * checking that every screen fits, and saves each screen. Returns the screens seen, in order.
 */
async function walkTheCycle(tv: Page, name: string): Promise<string[]> {
  const count = await tv.getByTestId('tv-dots').getByRole('button').count();
  const seen: string[] = [];
  const { width } = tv.viewportSize()!;
  for (let i = 0; i < count; i++) {
    const screen = (await screenOf(tv)) ?? '';
    seen.push(screen);
    await expect(tv.getByTestId('tv-stage')).not.toBeEmpty();
    // The screen fades in; wait until it has.
    await tv.waitForTimeout(450);
    await expectItFits(tv, `${name} ${screen} at ${width}`);
    await tv.screenshot({ path: `${SCREENSHOT_DIR}tv-${name}-${screen}-${width}.png` });
    await tv.keyboard.press('ArrowRight');
    if (count > 1) await expect(tv.getByTestId('tv-board')).not.toHaveAttribute('data-screen', screen);
  }
  await expect(tv.getByTestId('tv-board')).toHaveAttribute('data-screen', seen[0]!);
  return seen;
}

test.describe('club TV', () => {
  test('a Super 8: every screen fits a 1920×1080 and a 1280×720 TV, the view cycles on its own, a score arrives live and glows', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const owner = await browser.newPage({ locale: 'pt-BR' });
    await signedInOrganiser(owner, 1, 'tv8');
    const { publicToken } = await create(owner, '/api/tournaments', {
      name: 'Super 8 da TV do Clube Recreativo',
      courts: 2,
      tournamentType: 'super8',
      players: SUPER_8,
    });
    const body = await publicBody(publicToken);
    const bySlot = (slot: number) =>
      body.matches.filter((m) => m.slot === slot).sort((a, b) => a.court - b.court);
    // The first slot is played: the second is on court now, the third up next.
    for (const match of bySlot(1)) await score(owner, match.id, [6, 3]);

    for (const size of TV_SIZES) {
      const tv = await openTv(browser, publicToken, size, 120);
      expect(await walkTheCycle(tv, 'super8')).toEqual(['ranking', 'now', 'next', 'qr']);
      await tv.context().close();
    }

    // On its own, with two seconds a screen: the marker moves without any input.
    const tv = await openTv(browser, publicToken, TV_SIZES[1], 2);
    const first = await screenOf(tv);
    await expect.poll(() => screenOf(tv), { timeout: 8_000 }).not.toBe(first);
    const second = await screenOf(tv);
    await expect.poll(() => screenOf(tv), { timeout: 8_000 }).not.toBe(second);
    await tv.context().close();

    // A score entered by the owner appears on the court-now screen, highlighted, and in the ticker.
    const live = await openTv(browser, publicToken, TV_SIZES[1], 120);
    await live.getByTestId('tv-dots').getByRole('button', { name: 'Em quadra agora' }).click();
    await expect(live.getByTestId('tv-board')).toHaveAttribute('data-screen', 'now');
    const [court1, court2] = bySlot(2);
    const card = live.locator(`[data-testid="tv-match"][data-match-id="${court1!.id}"]`);
    await expect(card).toHaveAttribute('data-completed', 'false');
    await score(owner, court1!.id, [6, 4]);
    await expect(card).toHaveAttribute('data-fresh', 'true');
    await expect(card.getByTestId('tv-score-team1')).toHaveText('6');
    await expect(card.getByTestId('tv-score-team2')).toHaveText('4');
    await expect(live.getByTestId('tv-ticker')).toContainText('6–4');
    await expect(live.getByTestId('tv-ticker')).toContainText('Resultado');
    // Court 2 of the slot is still playing, beside it.
    await expect(live.locator(`[data-testid="tv-match"][data-match-id="${court2!.id}"]`)).toHaveAttribute(
      'data-completed',
      'false',
    );
    await live.waitForTimeout(450);
    await expectItFits(live, 'super8 fresh score');
    await live.screenshot({ path: `${SCREENSHOT_DIR}tv-super8-fresh-1280.png` });
    // The highlight fades after a few seconds; the score stays.
    await expect(card).not.toHaveAttribute('data-fresh', 'true', { timeout: 12_000 });
    await expect(live.getByTestId('tv-ticker')).toHaveCount(0);
    await expect(card.getByTestId('tv-score-team1')).toHaveText('6');
    await live.context().close();
    await owner.context().close();
  });

  test('a Super 16: a screen per group, then the Super Final, every one fitting both TVs', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const owner = await browser.newPage({ locale: 'pt-BR' });
    await signedInOrganiser(owner, 2, 'tv16');
    const { id, publicToken } = await create(owner, '/api/tournaments/super-groups', {
      name: 'Super 16 da TV',
      playerCount: 16,
      groupAssignmentMethod: 'random',
      players: SUPER_16,
    });
    const body = (await publicBody(publicToken)) as unknown as SuperGroupsBody;
    const results = [
      ...groupResultsWhere(groupOf(body, 'A'), noQualifyingTie),
      ...groupResultsWhere(groupOf(body, 'B'), noQualifyingTie),
    ];
    // The group phase half played: each group's first slots.
    const firstSlots = new Set(body.matches.filter((m) => m.slot <= 3).map((m) => m.id));
    for (const [matchId, result] of results) if (firstSlots.has(matchId)) await score(owner, matchId, result);

    for (const size of TV_SIZES) {
      const tv = await openTv(browser, publicToken, size, 120);
      expect(await walkTheCycle(tv, 'super16-groups')).toEqual(['group-A', 'group-B', 'now', 'next', 'qr']);
      // The QR screen lists every player, each leading to their own page.
      await tv.getByTestId('tv-dots').getByRole('button', { name: 'Acompanhe ao vivo' }).click();
      await expect(tv.getByTestId('tv-qr-players').getByRole('link')).toHaveCount(16);
      await tv.context().close();
    }

    // The rest of the group phase, then the Super Final: its podiums join the cycle.
    for (const [matchId, result] of results)
      if (!firstSlots.has(matchId)) await score(owner, matchId, result);
    const generated = await owner.request.post(`/api/tournaments/${id}/generate-super-final`, {
      headers: { origin: BASE_URL },
    });
    expect(generated.ok(), await generated.text()).toBe(true);
    const finals = (await publicBody(publicToken)).matches.filter(
      (m) => !body.matches.some((group) => group.id === m.id),
    );
    expect(finals).toHaveLength(2);
    // The final and the third-place match: side by side, or one after the other.
    const upNext = new Set(finals.map((m) => m.slot)).size > 1 ? ['next'] : [];
    for (const size of TV_SIZES) {
      const tv = await openTv(browser, publicToken, size, 120);
      expect(await walkTheCycle(tv, 'super16-final')).toEqual([
        'group-A',
        'group-B',
        'podiums',
        'now',
        ...upNext,
        'qr',
      ]);
      await tv.context().close();
    }

    // Played to the end: the podiums lead.
    for (const match of finals) await score(owner, match.id, [6, 2]);
    for (const size of TV_SIZES) {
      const tv = await openTv(browser, publicToken, size, 120);
      expect(await walkTheCycle(tv, 'super16-finished')).toEqual(['podiums', 'group-A', 'group-B', 'qr']);
      await expect(tv.getByTestId('tv-podium-team')).toHaveCount(4);
      await tv.context().close();
    }
    await owner.context().close();
  });

  test('an Americano of 13 on 3 courts: the ranking counts matches played, every card heading is whole, both TVs', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const owner = await browser.newPage({ locale: 'pt-BR' });
    await signedInOrganiser(owner, 2, 'tv-americano');
    const { publicToken } = await create(owner, '/api/tournaments', {
      name: 'Americano da TV',
      courts: 3,
      tournamentType: 'americano',
      players: [...SUPER_16.slice(0, 12), 'Quitéria Albuquerque'],
      rounds: 3,
    });
    const body = await publicBody(publicToken);
    // Round 1 played: one of the thirteen rested, the others have a match.
    for (const match of body.matches.filter((m) => m.round === 1)) await score(owner, match.id, [6, 3]);
    const played = new Map(body.players.map((p) => [p.id, 0]));
    for (const m of body.matches.filter((m) => m.round === 1))
      for (const id of [m.player1Id, m.player2Id, m.player3Id, m.player4Id])
        played.set(id!, played.get(id!)! + 1);

    for (const size of TV_SIZES) {
      const tv = await openTv(browser, publicToken, size, 120);
      expect(await walkTheCycle(tv, 'americano')).toEqual(['ranking', 'now', 'next', 'qr']);
      // The ranking: a column of matches played, as on the public page.
      await expect(tv.getByTestId('tv-ranking-header').first().getByTitle('Jogos disputados')).toHaveText(
        'J',
      );
      const rows = tv.getByTestId('tv-ranking-row');
      await expect(rows).toHaveCount(12);
      for (const row of await rows.all()) {
        const id = (await row.getAttribute('data-player-id'))!;
        await expect(row.getByTestId('tv-ranking-matches')).toHaveText(String(played.get(id)));
      }
      await expect(tv.getByTestId('tv-ranking-more')).toContainText('1');
      // Three courts side by side: each card's heading (court and round) is shown whole.
      await tv.getByTestId('tv-dots').getByRole('button', { name: 'Em quadra agora' }).click();
      const places = tv.getByTestId('tv-now').getByTestId('tv-match-place');
      await expect(places).toHaveCount(3);
      await expect(places.first()).toHaveText(/^Quadra \d+ · Rodada 2$/);
      const cut = await places.evaluateAll(
        (nodes) => nodes.filter((n) => n.scrollWidth > n.clientWidth).length,
      );
      expect(cut, `card headings cut off at ${size.width}`).toBe(0);
      await tv.context().close();
    }
    await owner.context().close();
  });
});

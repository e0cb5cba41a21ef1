import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { BASE_URL, toast } from '../support/accounts';
import { liveSocketThroughTest } from '../support/liveSocket';
import { clubTournament, newClub, tabletPage } from '../support/tablets';
import {
  type PublicBody,
  publicBody,
  type ScheduledMatch,
  signedInOrganiser,
  spectator,
} from '../support/tournaments';
import { saveScreenshot } from './screenshots';

// Two cores shared with the server: a live board may take a moment.
const expect = baseExpect.configure({ timeout: 15_000 });

const PHONE = { width: 390, height: 844 } as const;

/** The public GET's fields the change journeys read beyond the schedule. */
interface ChangedBody extends PublicBody {
  readonly players: readonly (PublicBody['players'][number] & { readonly leftAtSlot: number | null })[];
  readonly matches: readonly (ScheduledMatch & {
    readonly walkover: 'team1' | 'team2' | null;
    readonly void: boolean;
  })[];
}
type ChangedMatch = ChangedBody['matches'][number];

const changedBody = (token: string) => publicBody(token) as Promise<ChangedBody>;

/** The side a player plays on in a match, if they play in it. */
const sideOf = (match: ScheduledMatch, playerId: string): 'team1' | 'team2' | null =>
  match.player1Id === playerId || match.player2Id === playerId
    ? 'team1'
    : match.player3Id === playerId || match.player4Id === playerId
      ? 'team2'
      : null;

/**
 * Every walked-over match a page shows, by id: the side whose score box reads "W.O." (the other
 * one reading "–"), or what the boxes read when it is anything else.
 */
function walkoversShown(page: Page): Promise<Record<string, string>> {
  return page.getByTestId('match-card').evaluateAll((cards) => {
    const shown: Record<string, string> = {};
    for (const card of cards) {
      if (!card.querySelector('[data-testid="match-walkover"]')) continue;
      const box = (side: number) =>
        card.querySelector(`[data-testid="score-team${side}"]`)?.textContent?.trim() ?? '';
      const [one, two] = [box(1), box(2)];
      shown[card.getAttribute('data-match-id') ?? ''] =
        one === 'W.O.' && two === '–' ? 'team1' : two === 'W.O.' && one === '–' ? 'team2' : `${one} ${two}`;
    }
    return shown;
  });
}

/** A change through the owner's API (what the screens send), on the tournament's current revision. */
async function applyChange(owner: Page, tournamentId: string, body: object): Promise<void> {
  const { revision } = (await (await owner.request.get(`/api/tournaments/${tournamentId}`)).json()) as {
    revision: number;
  };
  const answer = await owner.request.post(`/api/tournaments/${tournamentId}/changes`, {
    data: { ...body, basedOnRevision: revision },
    headers: { origin: BASE_URL, 'idempotency-key': crypto.randomUUID() },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** A club TV (1280 × 720), signed out, slow enough that it only moves when told to. */
async function openTv(browser: Browser, publicToken: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 720 } });
  const tv = await context.newPage();
  await tv.goto(`/public/tournament/${publicToken}/tv?every=120`);
  await expect(tv.getByTestId('tv-board')).toBeVisible();
  return tv;
}

/** Puts the TV on one screen by its dot ("Ranking", "Em quadra agora"). */
async function showOnTv(tv: Page, dot: string, screen: string): Promise<void> {
  await tv.getByTestId('tv-dots').getByRole('button', { name: dot, exact: true }).click();
  await expect(tv.getByTestId('tv-board')).toHaveAttribute('data-screen', screen);
}

/** Portuguese left on a screen in another language, or an i18n key shown raw. */
const PORTUGUESE = /[ãõç]|histórico|jogador|adicionar|rodada|quadra|confira|desfazer|alteraç/i;
const RAW_KEY = /\b(changes|history|match|leaving|actor|players|sections)\.[a-zA-Z]/;

async function expectTranslated(page: Page, testId: string): Promise<void> {
  const text = ((await page.getByTestId(testId).first().textContent()) ?? '').trim();
  expect(text.length, testId).toBeGreaterThan(0);
  expect(text, `${testId}: Portuguese left`).not.toMatch(PORTUGUESE);
  expect(text, `${testId}: raw i18n key`).not.toMatch(RAW_KEY);
}

test.describe('change journeys', () => {
  test.use({ locale: 'pt-BR' });

  test('on a phone, a Super 12 whose two players never show up is handled by W.O.: every one of their matches reads W.O. for the opponents on the owner page, the board and the TV, which also follows a void withdrawal and a substitute live', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(PHONE);
    await signedInOrganiser(page, 1, 'super12-noshow');
    const players = [
      'Ana',
      'Bruno',
      'Carla',
      'Davi',
      'Eva',
      'Fábio',
      'Gabi',
      'Hugo',
      'Iara',
      'Jonas',
      'Kátia',
      'Lucas',
    ];
    const created = await page.request.post('/api/tournaments', {
      data: { name: 'Super 12 de sexta', courts: 2, players, tournamentType: 'super_12' },
      headers: { origin: BASE_URL },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/tournament/${id}`);
    const publicToken = ((await page.getByTestId('public-link').textContent()) ?? '').split('/').pop()!;
    const body = await changedBody(publicToken);
    const nameOf = new Map(body.players.map((p) => [p.id, p.name]));
    // The no-show pair: the partners of the first match on court 1.
    const [first, second] = body.matches.filter((m) => m.slot === 1).sort((a, b) => a.court - b.court);
    const absent = [first!.player1Id, first!.player2Id!];
    const board = await spectator(browser, publicToken);
    const tv = await openTv(browser, publicToken);
    await showOnTv(tv, 'Em quadra agora', 'now');

    // "Substituir ou retirar" → "Retirar" → "W.O." for each of the two, previewed and confirmed.
    const panel = page.getByTestId('players-panel');
    const dialog = page.getByTestId('change-dialog');
    for (const [i, playerId] of absent.entries()) {
      const row = panel.locator(`[data-testid="player-row"][data-player-id="${playerId}"]`);
      await row.getByTestId('player-change-action').click();
      await page.getByTestId('player-change-withdraw').click();
      await page.getByTestId('withdraw-choice').getByTestId('withdraw-walkover').click();
      // The first walks over all 11 of their matches; the second the 8 not already walked over.
      await expect(dialog.getByTestId('change-matches').getByTestId('match-walkover')).toHaveCount(
        i === 0 ? 11 : 8,
      );
      if (i === 1) await saveScreenshot(page, 'noshow-second-preview-390');
      await dialog.getByTestId('change-confirm').click();
      await expect(toast(page)).toContainText('Alteração registrada');
      await expect(dialog).toBeHidden();
      await expect(row.getByTestId('player-change-action')).toHaveCount(0);
    }

    // Each of their 19 matches is a W.O. won by the other side (a match between the two: by the
    // second one's side, as the first withdrawal left it), on the owner page and the live board.
    const expected: Record<string, string> = {};
    for (const match of body.matches) {
      const side = sideOf(match, absent[0]!) ?? sideOf(match, absent[1]!);
      if (side) expected[match.id] = side === 'team1' ? 'team2' : 'team1';
    }
    expect(Object.keys(expected)).toHaveLength(19);
    await expect.poll(() => walkoversShown(page)).toEqual(expected);
    await expect.poll(() => walkoversShown(board)).toEqual(expected);
    await page.getByTestId('match-walkover').first().scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'noshow-owner-390');
    await board.getByTestId('match-walkover').first().scrollIntoViewIfNeeded();
    await saveScreenshot(board, 'noshow-board-390');
    // Each is marked from the first game their own withdrawal walked over: the second one's game 1
    // was already the first one's W.O.
    const withdrawn = await changedBody(publicToken);
    const leftAtOf = new Map(withdrawn.players.map((p) => [p.id, p.leftAtSlot]));
    expect(leftAtOf.get(absent[0]!)).toBe(1);
    expect(leftAtOf.get(absent[1]!)).toBe(
      Math.min(
        ...body.matches.filter((m) => sideOf(m, absent[1]!) && !sideOf(m, absent[0]!)).map((m) => m.slot),
      ),
    );
    await expect(page.getByTestId('history-entry')).toHaveCount(2);
    for (const playerId of absent)
      await expect(
        page.getByTestId('history-entry').filter({
          hasText: `${nameOf.get(playerId)} saiu (W.O.) a partir do jogo ${leftAtOf.get(playerId)}`,
        }),
      ).toHaveCount(1);

    // The TV, without a reload: court 1 of the first game reads W.O. for the side that came.
    const tvFirst = tv.locator(`[data-testid="tv-match"][data-match-id="${first!.id}"]`);
    await expect(tvFirst.getByTestId('tv-score-team2')).toHaveText('W.O.');
    await expect(tvFirst.getByTestId('tv-score-team1')).toHaveText('–');
    await expect(tv.locator(`[data-testid="tv-match"][data-match-id="${second!.id}"]`)).toHaveAttribute(
      'data-completed',
      'false',
    );
    await saveScreenshot(tv, 'noshow-tv-now-1280');
    await showOnTv(tv, 'Ranking', 'ranking');
    for (const playerId of absent)
      await expect(
        tv
          .locator(`[data-testid="tv-ranking-row"][data-player-id="${playerId}"]`)
          .getByTestId('tv-ranking-leaving'),
      ).toHaveText(`saiu no jogo ${leftAtOf.get(playerId)}`);
    await saveScreenshot(tv, 'noshow-tv-ranking-1280');

    // A player withdrawn with "Anular" whose match is in the game on court now: the TV leaves that
    // match out (nobody plays it) beside the one still played, and marks the player on its ranking.
    // The games before the first one with no W.O. on either court are played first.
    const walkedOver = new Set(Object.keys(expected));
    const slotNow = Math.min(
      ...body.matches
        .filter(
          (m) =>
            m.slot > 1 && body.matches.filter((o) => o.slot === m.slot && !walkedOver.has(o.id)).length === 2,
        )
        .map((m) => m.slot),
    );
    for (const match of body.matches.filter((m) => m.slot < slotNow && !walkedOver.has(m.id))) {
      const scored = await page.request.patch(`/api/matches/${match.id}`, {
        data: { team1Score: 6, team2Score: 3, completed: true, basedOnVersion: 0 },
        headers: { origin: BASE_URL },
      });
      expect(scored.ok(), await scored.text()).toBe(true);
    }
    const [keptOnCourt, voidedMatch] = body.matches
      .filter((m) => m.slot === slotNow)
      .sort((a, b) => a.court - b.court);
    const voided = voidedMatch!.player1Id;
    await showOnTv(tv, 'Em quadra agora', 'now');
    await applyChange(page, id, { kind: 'withdraw', playerId: voided, mode: 'void' });
    const afterVoid = await changedBody(publicToken);
    await expect
      .poll(() =>
        tv.getByTestId('tv-match').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-match-id'))),
      )
      .toEqual([keptOnCourt!.id]);
    const voidCount = afterVoid.matches.filter((m) => m.void).length;
    await expect(board.getByTestId('match-void')).toHaveCount(voidCount);
    await expect(page.getByTestId('match-void')).toHaveCount(voidCount);
    await saveScreenshot(tv, 'void-tv-now-1280');
    const leftAt = afterVoid.players.find((p) => p.id === voided)!.leftAtSlot;
    await showOnTv(tv, 'Ranking', 'ranking');
    await expect(
      tv
        .locator(`[data-testid="tv-ranking-row"][data-player-id="${voided}"]`)
        .getByTestId('tv-ranking-leaving'),
    ).toHaveText(`saiu no jogo ${leftAt}`);

    // A substitute (ranked) for a player still playing, from the first game they may be replaced:
    // "substituto" on the TV's ranking, live; "saiu no jogo N" and "substituto" on the board.
    const fromSlotOf = (playerId: string) => {
      const theirs = afterVoid.matches.filter((m) => sideOf(m, playerId) !== null);
      const done = (m: ChangedMatch) => m.completed || m.walkover !== null || m.void;
      const last = Math.max(0, ...theirs.filter(done).map((m) => m.slot));
      return Math.min(...theirs.filter((m) => !done(m) && m.slot > last).map((m) => m.slot));
    };
    const replaced = afterVoid.players
      .filter((p) => p.leftAtSlot === null && Number.isFinite(fromSlotOf(p.id)))
      .sort((a, b) => fromSlotOf(a.id) - fromSlotOf(b.id))[0]!;
    const fromSlot = fromSlotOf(replaced.id);
    await applyChange(page, id, {
      kind: 'substitute',
      playerId: replaced.id,
      name: 'Zeca',
      fromSlot,
      ranked: true,
    });
    await expect(
      tv.getByTestId('tv-ranking-row').filter({ hasText: 'Zeca' }).getByTestId('tv-ranking-leaving'),
    ).toHaveText('substituto');
    await saveScreenshot(tv, 'substitute-tv-ranking-1280');
    const boardRow = (name: string) =>
      board.getByTestId('public-board').getByTestId('ranking-row').filter({ hasText: name });
    await expect(boardRow('Zeca').getByTestId('ranking-leaving')).toHaveText('substituto');
    await expect(boardRow(replaced.name).getByTestId('ranking-leaving')).toHaveText(
      `saiu no jogo ${fromSlot}`,
    );
    await tv.context().close();
    await board.context().close();
  });

  test('a Mexicano on a court tablet in Spanish: "Jugadores" → "Añadir jugador", previewed and confirmed; the late player is drawn into the round not yet played, on the tablet and the board', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const club = await newClub(1);
    const names = ['Ana', 'Bruno', 'Carla', 'Davi', 'Eva', 'Fábio', 'Gabi', 'Hugo'];
    const { code, id, publicToken, matchIds } = await clubTournament(
      club,
      'Mexicano de la cancha',
      names,
      'mexicano',
    );
    expect(matchIds).toHaveLength(2);
    // Round 1 is played from the tablet; round 2 is drawn from the standings.
    for (const matchId of matchIds) {
      const scored = await club.api.patch(`/api/tablet/matches/${matchId}`, {
        data: { team1Score: 6, team2Score: 3 },
        headers: { 'x-tablet-code': code.code },
      });
      expect(scored.ok(), await scored.text()).toBe(true);
    }
    await expect.poll(async () => (await publicBody(publicToken)).matches.length).toBe(4);
    const board = await spectator(browser, publicToken);
    const tablet = await tabletPage(browser, { width: 1280, height: 800 }, 'es');
    await tablet.goto(`/tablet/tournament/${id}?code=${code.code}`);
    await expect(tablet.getByTestId('tablet-match')).toHaveCount(4);

    const players = tablet.getByTestId('tablet-players');
    await expect(players).toContainText('Jugadores');
    await players.getByTestId('add-player-action').click();
    const form = tablet.getByTestId('add-player-form');
    await expect(form).toContainText('participa en los próximos sorteos');
    await form.getByTestId('add-player-name').fill('Zeca');
    await expectTranslated(tablet, 'add-player-form');
    await tablet.setViewportSize(PHONE);
    await saveScreenshot(tablet, 'add-player-form-es-390');
    await form.getByTestId('add-player-next').click();

    const dialog = tablet.getByTestId('change-dialog');
    await expect(dialog.getByTestId('change-summary')).toHaveText(
      'Zeca entra al torneo desde la próxima ronda.',
    );
    await expect(
      dialog.getByTestId('change-matches').getByTestId('match-card').filter({ hasText: 'Zeca' }),
    ).toHaveCount(1);
    await expect(dialog).toContainText('Revisa antes de confirmar');
    await expectTranslated(tablet, 'change-dialog');
    await saveScreenshot(tablet, 'add-player-preview-es-390');
    await dialog.getByTestId('change-confirm').click();
    await expect(toast(tablet)).toContainText('Cambio registrado');
    await expect(dialog).toBeHidden();

    // Round 2 had no result: it is drawn again with Zeca, on the tablet and the board (live).
    const after = await publicBody(publicToken);
    const zeca = after.players.find((p) => p.name === 'Zeca')!;
    const his = after.matches.filter((m) => sideOf(m, zeca.id) !== null);
    expect(his.map((m) => m.round)).toEqual([2]);
    await expect(tablet.locator(`[data-testid="tablet-match"][data-match-id="${his[0]!.id}"]`)).toContainText(
      'Zeca',
    );
    await expect(
      board.locator(`[data-testid="match-card"][data-match-id="${his[0]!.id}"]`).first(),
    ).toContainText('Zeca');
    await expect(players.getByTestId('player-row')).toHaveCount(9);
    const history = tablet.getByTestId('history-panel');
    await expect(history.getByTestId('history-entry')).toContainText('Zeca entró al torneo');
    await expectTranslated(tablet, 'history-panel');
    await expectTranslated(tablet, 'tablet-players');
    await history.scrollIntoViewIfNeeded();
    await saveScreenshot(tablet, 'history-es-390');
    await board.context().close();
    await tablet.context().close();
    await club.api.dispose();
  });

  test('in English on a phone: a result arrives while the W.O. preview is open and the live push is lost; "Confirm" says the tournament changed and shows the fresh preview, and the next "Confirm" applies it', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ locale: 'en', viewport: PHONE });
    const page = await context.newPage();
    // The live socket, through the test: `muted` drops what the server pushes (not its pings), as a
    // phone whose connection hiccups would miss it.
    let muted = false;
    const socket = await liveSocketThroughTest(
      page,
      (frame) => muted && typeof frame === 'string' && frame.startsWith('42'),
    );
    await signedInOrganiser(page, 1, 'stale-en');
    const players = ['Ana', 'Bruno', 'Carla', 'Davi', 'Eva', 'Fábio', 'Gabi', 'Hugo'];
    const created = await page.request.post('/api/tournaments', {
      data: { name: 'Saturday Super 8', courts: 2, players, tournamentType: 'super8' },
      headers: { origin: BASE_URL },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const detail = async () =>
      (await (await page.request.get(`/api/tournaments/${id}`)).json()) as {
        revision: number;
        matches: ScheduledMatch[];
      };
    const { matches } = await detail();
    await page.goto(`/tournament/${id}`);
    await expect.poll(() => socket.upgraded).toBe(true);

    const [absentMatch, elsewhere] = matches;
    const card = page
      .getByTestId('matches-panel')
      .locator(`[data-testid="match-card"][data-match-id="${absentMatch!.id}"]`);
    await card.getByTestId('match-walkover-action').click();
    await expect(page.getByTestId('walkover-picker')).toContainText('Walkover: who showed up?');
    await page.getByTestId('walkover-pick-team1').click();
    const dialog = page.getByTestId('change-dialog');
    const before = (await detail()).revision;
    await expect(dialog).toHaveAttribute('data-revision', String(before));
    await expect(dialog).toContainText('Check before you confirm');

    // Another device enters a result; this phone hears nothing of it.
    muted = true;
    const scored = await page.request.patch(`/api/matches/${elsewhere!.id}`, {
      data: { team1Score: 6, team2Score: 2, completed: true, basedOnVersion: 0 },
      headers: { origin: BASE_URL },
    });
    expect(scored.ok(), await scored.text()).toBe(true);
    const after = (await detail()).revision;
    expect(after).toBeGreaterThan(before);
    await dialog.getByTestId('change-confirm').click();
    await expect(dialog.getByTestId('change-stale')).toHaveText(
      'The tournament changed while you were checking (a result or another change came in). This is the updated preview: check it again and confirm.',
    );
    await expect(dialog).toHaveAttribute('data-revision', String(after));
    await expect(dialog.getByTestId('change-matches').getByTestId('match-walkover')).toHaveText('W.O.');
    await expect(card.getByTestId('match-walkover')).toHaveCount(0);
    await expectTranslated(page, 'change-dialog');
    await saveScreenshot(page, 'change-stale-en-390');
    muted = false;
    await dialog.getByTestId('change-confirm').click();
    await expect(toast(page)).toContainText('Change recorded');
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId('match-walkover')).toHaveText('W.O.');
    expect((await detail()).revision).toBeGreaterThan(after);

    const history = page.getByTestId('history-panel');
    await expect(history).toContainText('History');
    await expect(history.getByTestId('history-entry')).toHaveCount(1);
    await expect(history.getByTestId('history-entry')).toContainText('won by walkover');
    await expect(history.getByTestId('history-entry')).toContainText('by organiser');
    await expect(history.getByTestId('history-undo')).toHaveText('Undo');
    await expectTranslated(page, 'history-panel');
    await history.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'history-en-390');
    await context.close();
  });
});

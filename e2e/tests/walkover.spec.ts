import { expect as baseExpect, test } from '@playwright/test';
import { BASE_URL } from '../support/accounts';
import {
  expectedRanking,
  publicBody,
  readRanking,
  signedInOrganiser,
  spectator,
} from '../support/tournaments';
import { saveScreenshots } from './screenshots';

test.use({ locale: 'pt-BR' });

// Two cores shared with the server: a live board may take a moment.
const expect = baseExpect.configure({ timeout: 15_000 });

const PLAYERS = ['Ana', 'Bruno', 'Carla', 'Davi', 'Eva', 'Fábio', 'Gabi', 'Hugo'];

test('a walkover through the changes API: previewed without a trace, then "W.O." on the owner page and a live board, ranked 6-0, and undone', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signedInOrganiser(page, 1, 'walkover');
  const origin = { origin: BASE_URL };
  const created = await page.request.post('/api/tournaments', {
    data: { name: 'Super 8 do W.O.', courts: 2, players: PLAYERS, tournamentType: 'super8' },
    headers: origin,
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const detail = async () =>
    (await (await page.request.get(`/api/tournaments/${id}`)).json()) as {
      publicToken: string;
      revision: number;
      matches: { id: string }[];
    };
  const before = await detail();
  const board = await spectator(browser, before.publicToken);
  const first = before.matches[0]!.id;
  const change = (extra: object) =>
    page.request.post(`/api/tournaments/${id}/changes`, {
      data: { kind: 'walkover', matchId: first, winner: 'team1', basedOnRevision: before.revision, ...extra },
      headers: { ...origin, 'idempotency-key': crypto.randomUUID() },
    });

  // The preview shows the ranking as it would be and writes nothing.
  const preview = await change({ preview: true });
  expect(preview.status()).toBe(200);
  expect(((await preview.json()) as { preview: boolean }).preview).toBe(true);
  expect((await detail()).revision).toBe(before.revision);
  await expect(board.getByTestId('match-walkover')).toHaveCount(0);

  const applied = await change({});
  expect(applied.status()).toBe(201);
  const { id: changeId } = (await applied.json()) as { id: string };

  // The spectator's board follows live: the match reads "W.O.", never digits, and ranks as 6-0.
  await expect(board.getByTestId('match-walkover')).toHaveCount(1);
  await expect(board.getByTestId('match-walkover')).toHaveText('W.O.');
  const body = await publicBody(before.publicToken);
  const expected = expectedRanking(body, new Map([[first, [6, 0] as const]]));
  await expect.poll(() => readRanking(board, 'public-ranking')).toEqual(expected);
  await saveScreenshots(board, 'walkover-board');

  // The owner's page shows it too, with no score form on that match.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/tournament/${id}`);
  const walkedOver = page.getByTestId('match-card').filter({ has: page.getByTestId('match-walkover') });
  await expect(walkedOver).toHaveCount(1);
  await expect(walkedOver.locator('input')).toHaveCount(0);
  await saveScreenshots(page, 'walkover-owner');

  // A change based on the revision before the walkover is refused.
  const stale = await change({});
  expect(stale.status()).toBe(409);
  expect(((await stale.json()) as { code: string }).code).toBe('change.staleRevision');

  // Undo: the match is unplayed again everywhere, and nobody has a point.
  const undone = await page.request.post(`/api/tournaments/${id}/changes/${changeId}/undo`, {
    data: {},
    headers: { ...origin, 'idempotency-key': crypto.randomUUID() },
  });
  expect(undone.status()).toBeLessThan(300);
  await expect(board.getByTestId('match-walkover')).toHaveCount(0);
  await expect
    .poll(async () => (await readRanking(board, 'public-ranking')).every((r) => r.points === 0))
    .toBe(true);
  await expect(page.getByTestId('match-walkover')).toHaveCount(0);
  await board.context().close();
});

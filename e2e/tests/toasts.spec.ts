import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN, apiContext, BASE_URL, signedInApi, toast, uniqueEmail } from '../support/accounts';
import { publicBody, signedInOrganiser } from '../support/tournaments';
import { WIDTHS } from './screenshots';

test.use({ locale: 'pt-BR' });

const PLAYERS = ['Ana', 'Bruno', 'Carla', 'Davi', 'Eva', 'Fábio', 'Gabi', 'Hugo'];

/** Where the screenshots go: e2e/screenshots/ (git-ignored), beside the other journeys'. */
const shot = (name: string) => fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url));

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${locator} has no box`).not.toBeNull();
  return box!;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast on screen covers none of `controls` (compared by their boxes on the screen). */
async function expectToastClearOf(page: Page, controls: Record<string, Locator>) {
  const shown = await boxOf(toast(page));
  for (const [name, control] of Object.entries(controls))
    expect(overlap(shown, await boxOf(control)), `the toast covers ${name}`).toBe(false);
}

/** A club account (Quadra) with one unused Super 8 code, arranged through the API. */
async function clubCode(): Promise<string> {
  return (await club(0)).code;
}

/** A club with `credits`, its Super 8 code, and the API signed in as the club. */
async function club(credits: number) {
  const admin = await signedInApi(ADMIN.email, ADMIN.password);
  const club = await apiContext();
  const email = uniqueEmail('quadra-toast');
  const registered = await club.post('/api/register', {
    data: { name: 'Clube do Aviso', email, password: 'quadra-senha-1', terms: true },
  });
  expect(registered.status()).toBe(201);
  const { id } = (await registered.json()) as { id: string };
  expect((await admin.put(`/api/admin/users/${id}/type`, { data: { userType: 'Quadra' } })).ok()).toBe(true);
  if (credits > 0)
    expect(
      (await admin.post(`/api/admin/users/${id}/credits`, { data: { credits, reason: 'bonus' } })).ok(),
    ).toBe(true);
  const created = await club.post('/api/tournament-codes', { data: { tournamentType: 'super8' } });
  expect(created.status()).toBe(201);
  const { code, id: codeId } = (await created.json()) as { code: string; id: string };
  await admin.dispose();
  return { api: club, code, codeId };
}

for (const width of WIDTHS) {
  const viewport = { width, height: width < 600 ? 844 : 800 };

  test(`${width} px: a wrong tablet code's toast goes once the right code is in, and never covers the header`, async ({
    page,
  }) => {
    const code = await clubCode();
    await page.setViewportSize(viewport);
    await page.goto('/tablet');
    await page.getByTestId('tablet-code-input').fill('ZZZZZZ');
    await page.getByTestId('tablet-code-submit').click();
    await expect(toast(page)).toContainText('Código Inválido');
    await expectToastClearOf(page, { 'the language menu': page.getByTestId('language-switcher') });
    await page.screenshot({ path: shot(`toast-tablet-wrong-code-${width}`) });

    // The right code: the wrong one's message is over, on this screen and on the next.
    await page.getByTestId('tablet-code-input').fill(code);
    await page.getByTestId('tablet-code-submit').click();
    await expect(page.getByTestId('tablet-code-valid')).toBeVisible();
    await expect(toast(page)).toHaveCount(0, { timeout: 1000 });
    await page.getByTestId('tablet-code-continue').click();
    await expect(page).toHaveURL(/\/tablet\/create\?/);
    const chip = page.getByTestId('tablet-create-form').getByText(code, { exact: true });
    await expect(chip).toBeVisible();
    await expect(toast(page)).toHaveCount(0);
    await page.screenshot({ path: shot(`toast-tablet-create-${width}`) });
  });

  test(`${width} px: an organiser's toast leaves the credits, the language and the user menu clear, and goes with its page`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signedInOrganiser(page, 1, 'toast');
    const created = await page.request.post('/api/tournaments', {
      data: { name: 'Super 8 dos Avisos', courts: 2, players: PLAYERS, tournamentType: 'super8' },
      headers: { origin: BASE_URL },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const { publicToken } = (await (await page.request.get(`/api/tournaments/${id}`)).json()) as {
      publicToken: string;
    };
    const [first] = (await publicBody(publicToken)).matches;
    await page.goto(`/tournament/${id}`);
    const card = page.locator(`[data-testid="match-card"][data-match-id="${first!.id}"]`);
    await card.getByTestId('score-team1').fill('6');
    await card.getByTestId('score-team2').fill('3');
    await card.getByTestId('save-score').click();
    await expect(toast(page)).toContainText('Resultado atualizado');
    await expectToastClearOf(page, {
      'the credits': page.getByTestId('credit-badge'),
      'the language menu': page.getByTestId('language-switcher'),
      'the user menu': page.getByTestId('user-menu'),
      'the menu button or the date': page
        .getByTestId('drawer-trigger')
        .or(page.getByTestId('today'))
        .filter({ visible: true }),
    });
    await page.screenshot({ path: shot(`toast-organiser-${width}`) });

    // Another page: the toast was about the score on this one, so it goes at once.
    await page.getByTestId('credit-badge').click();
    await expect(page).toHaveURL(/\/buy-credits$/);
    await expect(toast(page)).toHaveCount(0, { timeout: 1000 });
  });
}

for (const width of WIDTHS) {
  test(`${width} px: a court tablet's score toast covers neither its header nor the card just scored`, async ({
    page,
  }) => {
    const { api, code, codeId } = await club(1);
    const created = await api.post('/api/tablet/tournaments', {
      data: { name: 'Super 8 da Quadra', courts: 2, players: PLAYERS, tournamentType: 'super8', codeId },
      headers: { 'x-tablet-code': code, 'idempotency-key': crypto.randomUUID() },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await api.dispose();
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.goto(`/tablet/tournament/${id}?code=${code}`);
    const card = page.getByTestId('tablet-match').first();
    await card.getByTestId('score-team1').fill('6');
    await card.getByTestId('score-team2').fill('2');
    await card.getByTestId('save-score').click();
    await expect(toast(page)).toContainText('Resultado atualizado');
    await expectToastClearOf(page, {
      'the network state': page.getByTestId('network-state'),
      'the tournament name': page.getByTestId('tablet-tournament-name'),
      'the first score field': card.getByTestId('score-team1'),
      'the second score field': card.getByTestId('score-team2'),
    });
    await page.screenshot({ path: shot(`toast-tablet-play-${width}`) });
  });
}

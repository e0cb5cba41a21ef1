import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { freshPage, newClub, signInAsClub, tabletTournament } from '../support/clubs';
import { publicBody, SCORES } from '../support/tournaments';
import { saveScreenshots } from './screenshots';

test.use({ locale: 'pt-BR' });

// Two cores shared with the server: a tablet screen of 33 matches may take a moment.
const expect = baseExpect.configure({ timeout: 15_000 });

const PLAYERS_8 = ['Ana', 'Bruno', 'Carla', 'Davi', 'Eva', 'Fábio', 'Gabi', 'Hugo'];
const PLAYERS_12 = [...PLAYERS_8, 'Iara', 'João', 'Kátia', 'Lucas'];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const TABLET = { width: 800, height: 1280 };

/** Scores `count` matches from the club's tablet code, in playing order. */
async function scoreFromTablet(page: Page, code: string, token: string, count: number) {
  const body = await publicBody(token);
  for (const [i, match] of body.matches.slice(0, count).entries()) {
    const [team1Score, team2Score] = SCORES[i % SCORES.length]!;
    const answer = await page.request.patch(`/api/tablet/matches/${match.id}`, {
      data: { team1Score, team2Score, completed: true, basedOnVersion: match.version },
      headers: { 'x-tablet-code': code, 'idempotency-key': crypto.randomUUID() },
    });
    expect(answer.ok()).toBe(true);
  }
}

/** Nothing on the screen says a match is being or about to be played, and nothing takes a score. */
async function expectNothingToPlay(page: Page) {
  await expect(page.getByTestId('up-next')).toHaveCount(0);
  await expect(page.locator('[data-mark]')).toHaveCount(0);
  await expect(page.locator('input[data-testid^="score-team"]')).toHaveCount(0);
  await expect(page.getByTestId('save-score')).toHaveCount(0);
  await expect(page.getByText('Em quadra agora', { exact: true })).toHaveCount(0);
  await expect(page.getByText('A seguir', { exact: true })).toHaveCount(0);
}

/** A box's text fits on one line inside it. */
async function fitsOnOneLine(box: Locator) {
  return box.evaluate((element) => {
    const style = getComputedStyle(element);
    const lineHeight = Number.parseFloat(style.lineHeight);
    return {
      overflows: element.scrollWidth > element.clientWidth + 1,
      wraps: element.getBoundingClientRect().height > lineHeight * 1.5,
    };
  });
}

test.describe('tournament screens', () => {
  test('a tournament ended from the tablet reads as finished everywhere: no on-court or next panels, no score entry', async ({
    browser,
    page,
  }) => {
    test.setTimeout(180_000);
    const club = await newClub(1);
    const played = await tabletTournament(club, {
      name: 'Super 8 Encerrado',
      tournamentType: 'super8',
      courts: 2,
      players: PLAYERS_8,
    });
    await scoreFromTablet(page, played.code, played.publicToken, 3);
    const ended = await page.request.post(`/api/tablet/tournaments/${played.id}/end`, {
      headers: { 'x-tablet-code': played.code, 'idempotency-key': crypto.randomUUID() },
    });
    expect(ended.ok()).toBe(true);

    // The owner's view, on a phone and a laptop: final, and nothing to save.
    await signInAsClub(page, club);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(`/tournament/${played.id}`);
      await expect(page.getByTestId('tournament-detail')).toBeVisible();
      await expect(page.getByTestId('status-badge')).toHaveText('Concluído');
      await expectNothingToPlay(page);
      await expect(page.getByTestId('ended-notice')).toBeVisible();
      // Ended early: the final places, with no champion crowned.
      await expect(page.getByTestId('champions')).toContainText('Encerrado antes do fim');
      await expect(page.getByTestId('champions')).not.toContainText('Campeão');
    }
    await saveScreenshots(page, 'ended-owner');

    // The public board says so too, and keeps its results.
    const board = await freshPage(browser, 'pt-BR', PHONE);
    for (const viewport of [PHONE, DESKTOP]) {
      await board.setViewportSize(viewport);
      await board.goto(`/public/tournament/${played.publicToken}`);
      await expect(board.getByTestId('public-board')).toBeVisible();
      await expect(board.locator('[data-testid="match-card"][data-completed="true"]')).toHaveCount(3);
      await expect(board.getByTestId('match-state').filter({ hasText: 'Não disputado' })).toHaveCount(11);
      await expectNothingToPlay(board);
      await expect(board.getByTestId('ended-notice')).toBeVisible();
      await expect(board.getByTestId('champions').getByTestId('champions-place').first()).toContainText(
        '1º lugar',
      );
    }
    await saveScreenshots(board, 'ended-board');

    // A player's page: no next match to wait for.
    const body = await publicBody(played.publicToken);
    const hugo = body.players.find((p) => p.name === 'Hugo')!;
    await board.goto(`/public/tournament/${played.publicToken}/player/${hugo.id}`);
    await expect(board.getByTestId('player-next')).toHaveAttribute('data-state', 'ended');
    await expect(board.getByTestId('player-next')).toContainText('O torneio foi encerrado');
    await expect(board.getByTestId('player-upcoming')).toHaveCount(0);
    await saveScreenshots(board, 'ended-player');

    // The club TV: the final ranking and the QR code only.
    await board.setViewportSize(DESKTOP);
    await board.goto(`/public/tournament/${played.publicToken}/tv`);
    await expect(board.getByTestId('tv-board')).toBeVisible();
    await expect(board.getByTestId('tv-dots').getByRole('button')).toHaveCount(2);
    await expect(board.getByTestId('tv-dots').getByRole('button', { name: 'Em quadra agora' })).toHaveCount(
      0,
    );

    // The tablet that ended it can no longer enter a score.
    const tablet = await freshPage(browser, 'pt-BR', TABLET);
    await tablet.goto(`/tablet/tournament/${played.id}?code=${played.code}`);
    await expect(tablet.locator('main')).toBeVisible();
    await expectNothingToPlay(tablet);
    await board.context().close();
    await tablet.context().close();
    await club.api.dispose();
  });

  test('a score box holds one digit: a second one is refused with "Placar inválido", on the phone and on the tablet', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    const club = await newClub(1);
    const tournament = await tabletTournament(club, {
      name: 'Super 8 Um Dígito',
      tournamentType: 'super8',
      courts: 2,
      players: PLAYERS_8,
    });
    const [first] = (await publicBody(tournament.publicToken)).matches;

    // The owner's phone.
    await signInAsClub(page, club);
    await page.setViewportSize(PHONE);
    await page.goto(`/tournament/${tournament.id}`);
    const card = page.locator(`[data-testid="match-card"][data-match-id="${first!.id}"]`);
    await card.getByTestId('score-team1').click();
    await card.getByTestId('score-team1').pressSequentially('12');
    await expect(card.getByTestId('score-team1')).toHaveValue('1');
    await expect(card.getByTestId('score-team2')).toHaveValue('');
    await expect(card.getByRole('alert')).toHaveText('Placar inválido: O placar não pode ser maior que 9.');
    // Typing a digit again takes the refusal away.
    await card.getByTestId('score-team1').fill('7');
    await expect(card.getByTestId('score-team1')).toHaveValue('7');
    await expect(card.getByRole('alert')).toHaveCount(0);
    await saveScreenshots(page, 'one-digit-phone');

    // The court tablet.
    const tablet = await freshPage(browser, 'pt-BR', TABLET);
    await tablet.goto(`/tablet/tournament/${tournament.id}?code=${tournament.code}`);
    const tabletCard = tablet.locator(`[data-testid="tablet-match"][data-match-id="${first!.id}"]`);
    await tabletCard.getByTestId('score-team1').click();
    await tabletCard.getByTestId('score-team1').pressSequentially('12');
    await expect(tabletCard.getByTestId('score-team1')).toHaveValue('1');
    await expect(tabletCard.getByRole('alert')).toHaveText(
      'Placar inválido: O placar não pode ser maior que 9.',
    );
    await tabletCard.getByTestId('score-team1').fill('3');
    await expect(tabletCard.getByRole('alert')).toHaveCount(0);
    await tablet.context().close();
    await club.api.dispose();
  });

  test('tablet, Super 12 on 2 courts at 800×1280, in Spanish: two columns for two courts, buttons with room', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const club = await newClub(1);
    const tournament = await tabletTournament(club, {
      name: 'Super 12 · Quinta no Clube',
      tournamentType: 'super_12',
      courts: 2,
      players: PLAYERS_12,
    });
    const tablet = await freshPage(browser, 'es', TABLET);
    await scoreFromTablet(tablet, tournament.code, tournament.publicToken, 1);
    await tablet.goto(`/tablet/tournament/${tournament.id}?code=${tournament.code}`);
    await expect(tablet.getByTestId('tablet-match')).toHaveCount(33);

    // Each slot's cards share the row between the two courts.
    const slot = tablet.getByTestId('tablet-slot').first();
    const slotBox = (await slot.boundingBox())!;
    const cards = slot.getByTestId('tablet-match');
    await expect(cards).toHaveCount(2);
    for (const card of await cards.all()) {
      expect((await card.boundingBox())!.width).toBeGreaterThan(slotBox.width * 0.45);
    }
    // "Actualizar resultado" keeps a margin inside its button.
    const update = cards.first().getByTestId('save-score');
    await expect(update).toHaveText('Actualizar resultado');
    const room = await update.evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      return button.getBoundingClientRect().width - range.getBoundingClientRect().width;
    });
    expect(room).toBeGreaterThanOrEqual(32);
    await saveScreenshots(tablet, 'tablet-super12-es');
    await tablet.context().close();
    await club.api.dispose();
  });

  test('Spanish says "cancha" on the tablet and the board; the player page says the format once', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const club = await newClub(1);
    const tournament = await tabletTournament(club, {
      name: 'Super 12 · Quinta no Clube',
      tournamentType: 'super_12',
      courts: 2,
      players: PLAYERS_12,
    });
    const tablet = await freshPage(browser, 'es', TABLET);
    await tablet.goto(`/tablet/tournament/${tournament.id}?code=${tournament.code}`);
    await expect(tablet.getByTestId('tablet-match')).toHaveCount(33);
    await expect(tablet.locator('body')).not.toContainText(/pista/i);
    await expect(tablet.getByTestId('tablet-slot').first().getByRole('heading', { level: 2 })).toHaveText(
      'Turno 1',
    );

    // The board and the player page in Spanish: "cancha" too, and the format said once.
    await tablet.goto(`/public/tournament/${tournament.publicToken}`);
    await expect(tablet.getByTestId('public-board')).toBeVisible();
    await expect(tablet.locator('body')).not.toContainText(/pista/i);
    const body = await publicBody(tournament.publicToken);
    const ana = body.players.find((p) => p.name === 'Ana')!;
    await tablet.goto(`/public/tournament/${tournament.publicToken}/player/${ana.id}`);
    await expect(tablet.getByTestId('player-heading')).toHaveText('Super 12 · Quinta no Clube');
    await tablet.context().close();
    await club.api.dispose();
  });

  test('slots are "Horário", matches "Jogo"; the fairness panel says when back-to-back cannot be avoided', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const club = await newClub(1);
    const tournament = await tabletTournament(club, {
      name: 'Super 8 das Palavras',
      tournamentType: 'super8',
      courts: 2,
      players: PLAYERS_8,
    });
    const board = await freshPage(browser, 'pt-BR', DESKTOP);
    await scoreFromTablet(board, tournament.code, tournament.publicToken, 2);
    await board.goto(`/public/tournament/${tournament.publicToken}`);
    await expect(board.getByTestId('public-board')).toBeVisible();
    const body = await publicBody(tournament.publicToken);
    const now = body.matches.find((m) => !m.completed)!;

    // Everyone plays every slot of a Super 8 on 2 courts: the panel says it cannot be avoided.
    await expect(board.getByTestId('fairness-back-to-back')).toHaveText(
      'Todos jogam em todos os 7 horários: com 8 jogadores em 2 quadras, ninguém descansa, e jogar horários seguidos não pode ser evitado.',
    );
    await expect(board.getByTestId('slot').first().getByRole('heading', { level: 3 })).toHaveText(
      'Horário 1',
    );
    await expect(board.getByTestId('on-court-now')).toContainText(
      `Horário ${now.slot} · Quadra ${now.court} · Rodada ${now.round}`,
    );
    await expect(board.getByTestId('rules-panel')).not.toContainText('Jogo 1');
    await expect(board.getByTestId('rules-panel')).toContainText('Horário 1, Horário 2');
    await board.context().close();
    await club.api.dispose();
  });

  test('the public summary cards fit their values on one line at 1280, in the three languages', async ({
    browser,
  }) => {
    const club = await newClub(1);
    const tournament = await tabletTournament(club, {
      name: 'Super 8 do Resumo',
      tournamentType: 'super8',
      courts: 2,
      players: PLAYERS_8,
    });
    for (const locale of ['pt-BR', 'en', 'es']) {
      const page = await freshPage(browser, locale, DESKTOP);
      await page.goto(`/public/tournament/${tournament.publicToken}`);
      await expect(page.getByTestId('tournament-summary')).toBeVisible();
      for (const value of await page.getByTestId('tournament-summary').locator('dd').all()) {
        expect(await fitsOnOneLine(value), `${locale}: ${await value.textContent()}`).toEqual({
          overflows: false,
          wraps: false,
        });
      }
      await page.context().close();
    }
    await club.api.dispose();
  });
});

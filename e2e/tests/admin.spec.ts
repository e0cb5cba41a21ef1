import { readFileSync } from 'node:fs';
import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { ADMIN, BASE_URL, signedInApi, toast, uniqueEmail } from '../support/accounts';
import {
  expectedRanking,
  groupOf,
  groupResultsWhere,
  levelClusters,
  noQualifyingTie,
  publicBody,
  type SuperGroupsBody,
  signedInOrganiser,
  tieAcrossTheLine,
} from '../support/tournaments';
import { saveScreenshots } from './screenshots';

test.use({ locale: 'pt-BR' });

// Two cores shared with the server: a page of users or a chart may take a moment.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Money as the pt-BR screens write it, with the plain space Playwright's text matching sees. */
const brl = (reais: string) => new RegExp(`R\\$\\s${reais.replace('.', '\\.')}`);

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`admin page error: ${error.message}`));
  const login = await page.request.post('/api/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { origin: BASE_URL },
  });
  expect(login.ok()).toBe(true);
  return page;
}

/** A new account signed in inside its own browser context. */
async function userPage(browser: Browser, name: string) {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const email = uniqueEmail('admin-journey');
  const response = await page.request.post('/api/register', {
    data: { name, email, password: 'gestor-teste-1', terms: true },
    headers: { origin: BASE_URL },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { page, email, id };
}

/** The users tab narrowed to one person by the search box; returns their row. */
async function findUser(admin: Page, email: string) {
  await admin.getByTestId('users-search').fill(email);
  const row = admin.getByTestId('user-row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

/** Saves the screenshots, and checks that nothing is wider than a phone at 390 px. */
async function screenshots(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const width = await page.evaluate('document.documentElement.scrollWidth');
  expect(width, `${name} is wider than a phone`).toBeLessThanOrEqual(390);
  if (original) await page.setViewportSize(original);
  await saveScreenshots(page, name);
}

test.describe('Área do Gestor', () => {
  test('users: an administrator grants credits, turns a user into a Quadra and blocks another, who is signed out at once', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const club = await userPage(browser, 'Clube Areia Branca');
    const rogue = await userPage(browser, 'Conta Suspeita');
    await rogue.page.goto('/my-tournaments');
    await expect(rogue.page.getByTestId('credit-badge')).toBeVisible();

    const admin = await adminPage(browser);
    await admin.goto('/admin');
    await expect(admin.getByRole('heading', { level: 1, name: 'Área do Gestor' })).toBeVisible();
    await expect(admin.getByRole('tab', { name: 'Usuários' })).toHaveAttribute('data-state', 'active');

    // Credits: the dialog from the row's actions, the balance in the table and on the user's screen.
    const clubRow = await findUser(admin, club.email);
    // What the person accepted when registering, and when (LGPD).
    const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    await expect(clubRow.getByTestId('user-consent')).toHaveText(
      `Aceitou os Termos v1.0 e a Privacidade v1.0 em ${today}`,
    );
    await clubRow.getByTestId('user-actions').click();
    await admin.getByTestId('action-credits').click();
    const dialog = admin.getByRole('dialog', { name: 'Adicionar créditos' });
    await dialog.getByLabel('Quantidade').fill('7');
    await dialog.getByLabel('Motivo').selectOption('promotional');
    await dialog.getByRole('button', { name: 'Adicionar Créditos' }).click();
    await expect(toast(admin)).toContainText('Créditos adicionados');
    await expect(clubRow).toContainText('7');
    await club.page.goto('/my-tournaments');
    await expect(club.page.getByTestId('credit-badge')).toHaveText(/7 créditos/);

    // Type: Quadra, seen by the user's own session.
    await clubRow.getByTestId('user-type').selectOption('Quadra');
    await expect(toast(admin)).toContainText('Tipo atualizado');
    await expect
      .poll(
        async () =>
          ((await (await club.page.request.get('/api/user')).json()) as { userType: string }).userType,
      )
      .toBe('Quadra');
    await screenshots(admin, 'admin-users');

    // Block: the spec's confirmation, the badge, and the blocked user's open screen is signed out.
    const rogueRow = await findUser(admin, rogue.email);
    await rogueRow.getByTestId('user-actions').click();
    await admin.getByTestId('action-block').click();
    await expect(admin.getByTestId('confirm-dialog')).toContainText(
      'Tem certeza que deseja bloquear este usuário?',
    );
    await admin.getByTestId('confirm-dialog').getByRole('button', { name: 'Bloquear' }).click();
    await expect(toast(admin)).toContainText('Usuário bloqueado');
    await expect(rogueRow).toContainText('Bloqueado');
    await rogueRow.getByTestId('user-actions').click();
    await expect(admin.getByTestId('action-block')).toHaveCount(0);
    await admin.keyboard.press('Escape');
    expect((await rogue.page.request.get('/api/user')).status()).toBe(401);
    await rogue.page.reload();
    await expect(rogue.page).toHaveURL(/\/auth/);

    // 'Adicionar Gestor': found by e-mail, confirmed, and they see the back office on their next page.
    const deputy = await userPage(browser, 'Vice Gestora');
    await admin.getByTestId('users-search').fill('');
    await admin.getByRole('button', { name: 'Adicionar Gestor' }).click();
    const managerDialog = admin.getByRole('dialog', { name: 'Adicionar Gestor' });
    await managerDialog.getByRole('searchbox').fill(deputy.email);
    await managerDialog.getByRole('button', { name: new RegExp(deputy.email) }).click();
    await expect(managerDialog).toContainText('Tem certeza que deseja tornar este usuário um administrador?');
    await managerDialog.getByRole('button', { name: 'Tornar gestor' }).click();
    await expect(toast(admin)).toContainText('Permissão concedida');
    await deputy.page.goto('/admin');
    await expect(deputy.page.getByRole('heading', { level: 1, name: 'Área do Gestor' })).toBeVisible();

    // Delete: the spec's warning names the user; they are gone from the list and cannot sign in.
    const deputyRow = await findUser(admin, deputy.email);
    await expect(deputyRow).toContainText('Admin');
    await deputyRow.getByTestId('user-actions').click();
    await admin.getByTestId('action-delete').click();
    await expect(admin.getByTestId('confirm-dialog')).toContainText(
      'Tem certeza que deseja remover permanentemente o usuário "Vice Gestora"?',
    );
    await admin.getByTestId('confirm-dialog').getByRole('button', { name: 'Remover' }).click();
    await expect(toast(admin)).toContainText('Usuário removido');
    await expect(admin.getByTestId('user-row').filter({ hasText: deputy.email })).toHaveCount(0);
    await deputy.page.reload();
    await expect(deputy.page).toHaveURL(/\/auth/);
    await deputy.page.context().close();

    // Nobody else: the club (now a Quadra, not an admin) never sees the back office.
    await club.page.goto('/admin');
    await expect(club.page).toHaveURL(`${BASE_URL}/`);
    await club.page.goto('/admin/credit-reports');
    await expect(club.page).toHaveURL(`${BASE_URL}/`);
    await expect(club.page.getByRole('link', { name: 'Área do Gestor' })).toHaveCount(0);
    expect((await club.page.request.get('/api/admin/users')).status()).toBe(403);
    expect((await club.page.request.get('/api/admin/stats')).status()).toBe(403);
    await Promise.all([club.page.context().close(), rogue.page.context().close()]);
    await admin.context().close();
  });

  test('money: the admin confirms a PIX request and edits the price the buy screen shows; stats and finances follow', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const buyer = await userPage(browser, 'Compradora Pix');
    const pix = await buyer.page.request.post('/api/pix-requests', {
      data: { credits: 3 },
      headers: { origin: BASE_URL },
    });
    expect(pix.status()).toBe(201);

    const admin = await adminPage(browser);
    await admin.goto('/admin?tab=financial');
    const request = admin.getByTestId('pix-request').filter({ hasText: 'Compradora Pix' });
    await expect(request).toContainText(brl('60,00'));
    await screenshots(admin, 'admin-financial');
    await request.getByRole('button', { name: 'Confirmar' }).click();
    await expect(admin.getByTestId('confirm-dialog')).toContainText('3 créditos serão adicionados');
    await admin.getByTestId('confirm-dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(toast(admin)).toContainText('PIX confirmado');
    await expect(request).toHaveCount(0);
    await buyer.page.goto('/buy-credits');
    await expect(buyer.page.getByTestId('balance')).toHaveText('3 créditos');

    // The purchase counts in this week's revenue, and the CSV of the period has it.
    await admin.goto('/admin?tab=stats');
    await admin.getByTestId('stats-period').selectOption('week');
    await expect(admin.getByTestId('figure-revenue').getByTestId('figure-value')).not.toHaveText(brl('0,00'));
    await expect(admin.getByTestId('chart-revenue')).toBeVisible();
    await screenshots(admin, 'admin-stats');
    await admin.goto('/admin?tab=financial');
    await admin.getByTestId('financial-period').selectOption('week');
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByTestId('export-csv').click(),
    ]);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain(buyer.email);
    expect(csv.split('\r\n')[0]).toContain(';');

    // The price: saved from the credits tab, shown on the buy screen; then put back for other journeys.
    try {
      await admin.goto('/admin?tab=credits');
      const price = admin.getByTestId('price-manager');
      await price.getByLabel('Preço por crédito (R$)').fill('25,50');
      await price.getByRole('button', { name: 'Atualizar Preço' }).click();
      await expect(toast(admin)).toContainText('Preço atualizado');
      await expect(admin.getByTestId('promo-packages')).toContainText(brl('114,75'));
      await buyer.page.reload();
      await expect(buyer.page.getByTestId('base-price')).toHaveText(brl('25,50'));
      await screenshots(admin, 'admin-credits');
    } finally {
      const api = await signedInApi(ADMIN.email, ADMIN.password);
      const restore = await api.put('/api/admin/currency-prices/BRL', {
        data: { code: 'BRL', symbol: 'R$', name: 'Real brasileiro', price: 2000, enabled: true },
      });
      expect(restore.ok()).toBe(true);
      await api.dispose();
    }
    await buyer.page.context().close();
    await admin.context().close();
  });

  test('credit report: chosen user, generated on demand, exported as PDF and CSV', async ({ browser }) => {
    test.setTimeout(120_000);
    const owner = await browser.newPage({ locale: 'pt-BR' });
    const { email } = await signedInOrganiser(owner, 3, 'report');
    const created = await owner.request.post('/api/tournaments', {
      data: {
        name: 'Torneio do Relatório',
        courts: 2,
        tournamentType: 'super8',
        players: ['Ana', 'Bia', 'Caio', 'Duda', 'Enzo', 'Fê', 'Gui', 'Hugo'],
      },
      headers: { origin: BASE_URL },
    });
    expect(created.status()).toBe(201);

    const admin = await adminPage(browser);
    await admin.goto('/admin?tab=reports');
    await admin.getByTestId('credit-reports-link').click();
    await expect(admin).toHaveURL(/\/admin\/credit-reports$/);
    const generate = admin.getByRole('button', { name: 'Gerar Relatório' });
    await expect(generate).toBeDisabled();
    await admin.getByTestId('report-user').getByRole('searchbox').fill(email);
    await admin
      .getByTestId('report-user')
      .getByRole('button', { name: new RegExp(email) })
      .click();
    await expect(generate).toBeEnabled();
    await generate.click();
    await expect(admin.getByTestId('report-added')).toContainText('3');
    await expect(admin.getByTestId('report-consumed')).toContainText('1');
    await expect(admin.getByTestId('report-table')).toContainText('Torneio do Relatório');
    await screenshots(admin, 'admin-credit-report');

    // PDF in a new tab: a real PDF document.
    const pdfHref = (await admin.getByTestId('export-pdf').getAttribute('href')) ?? '';
    expect(pdfHref).toContain('format=pdf');
    const pdf = await admin.request.get(pdfHref);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await admin.getByTestId('export-pdf').getAttribute('target')).toBe('_blank');

    // CSV: a spreadsheet download with the tournament's charge.
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: 'Baixar CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('Torneio do Relatório');

    // A period with nothing in it shows the empty state.
    await admin.getByLabel('Data inicial').fill('2023-01-01');
    await admin.getByLabel('Data final').fill('2023-01-31');
    await generate.click();
    await expect(admin.getByText('Nenhuma transação encontrada no período selecionado.')).toBeVisible();
    await owner.context().close();
    await admin.context().close();
  });

  test('ties queue: a tied Super 16 waits in Relatórios and the administrator resolves it from there', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const owner = await browser.newPage({ locale: 'pt-BR' });
    await signedInOrganiser(owner, 2, 'ties');
    const name = `Super 16 Empatado ${Date.now().toString(36)}`;
    const created = await owner.request.post('/api/tournaments/super-groups', {
      data: {
        name,
        playerCount: 16,
        groupAssignmentMethod: 'random',
        players: Array.from({ length: 16 }, (_, i) => `Atleta ${String(i + 1).padStart(2, '0')}`),
      },
      headers: { origin: BASE_URL },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const detail = (await (await owner.request.get(`/api/tournaments/${id}`)).json()) as {
      publicToken: string;
    };
    const body = (await publicBody(detail.publicToken)) as unknown as SuperGroupsBody;
    const groupA = groupOf(body, 'A');
    const resultsA = groupResultsWhere(groupA, tieAcrossTheLine);
    const resultsB = groupResultsWhere(groupOf(body, 'B'), noQualifyingTie);
    for (const [matchId, [team1Score, team2Score]] of [...resultsA, ...resultsB]) {
      const scored = await owner.request.patch(`/api/matches/${matchId}`, {
        data: { team1Score, team2Score, completed: true },
        headers: { origin: BASE_URL },
      });
      expect(scored.ok()).toBe(true);
    }
    const tie = levelClusters(expectedRanking(groupA, resultsA)).find((c) => c.from <= 4)!;

    const admin = await adminPage(browser);
    // A waiting tie shows beyond Relatórios: beside 'Área do Gestor' in the menu and on the dashboard.
    await admin.goto('/');
    const badge = admin.getByTestId('nav-ties-badge');
    await expect(badge).toBeVisible();
    const waiting = Number(await badge.locator('[aria-hidden="true"]').textContent());
    expect(waiting).toBeGreaterThan(0);
    await expect(badge).toContainText(waiting === 1 ? '1 empate aguardando decisão' : `${waiting} empates`);
    const notice = admin.getByTestId('admin-ties-notice');
    await expect(notice).toContainText(
      waiting === 1 ? '1 empate aguardando sua decisão' : `${waiting} empates`,
    );
    await screenshots(admin, 'admin-dashboard-ties');
    await notice.getByRole('link', { name: 'Resolver empates' }).click();
    await expect(admin).toHaveURL(/\/admin\?tab=reports$/);
    await expect(admin.getByTestId('tie-issue')).toHaveCount(waiting);
    const issue = admin.getByTestId('tie-issue').filter({ hasText: name });
    await expect(issue).toContainText('Grupo A');
    for (const player of tie.names) await expect(issue).toContainText(player);
    await screenshots(admin, 'admin-reports');
    await issue.getByRole('link', { name: 'Resolver' }).click();
    await expect(admin).toHaveURL(new RegExp(`/tournament/${id}/resolve-tiebreaks$`));
    const chosen = [...tie.names].slice(0, 4 - tie.from + 1);
    for (const [k, player] of chosen.entries()) {
      await admin.getByLabel(`Posição final de ${player}`).selectOption(String(tie.from + k));
    }
    await admin.getByLabel('Motivo (opcional)').fill('Sorteio na quadra');
    await admin.getByTestId('confirm-resolutions').click();
    await expect(toast(admin)).toContainText('Empates resolvidos!');

    // The queue is empty of it, and the tournament keeps the resolution as a note (who and why).
    await admin.goto('/admin?tab=reports');
    await expect(admin.getByTestId('ties-queue')).toBeVisible();
    await expect(admin.getByTestId('tie-issue').filter({ hasText: name })).toHaveCount(0);
    await admin.goto('/');
    await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
    if (waiting === 1) {
      await expect(admin.getByTestId('nav-ties-badge')).toHaveCount(0);
      await expect(admin.getByTestId('admin-ties-notice')).toHaveCount(0);
    } else {
      await expect(admin.getByTestId('nav-ties-badge')).toContainText(`${waiting - 1}`);
    }
    await owner.goto(`/tournament/${id}`);
    await expect(owner.getByText('Sorteio na quadra')).toBeVisible();
    await owner.context().close();
    await admin.context().close();
  });
});

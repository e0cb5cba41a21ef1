import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { ADMIN, BASE_URL, signedInApi, uniqueEmail } from '../support/accounts';
import { WIDTHS } from './screenshots';

// Two cores shared with the server: a push or a page may take a moment.
const expect = baseExpect.configure({ timeout: 15_000 });

const SHOTS = process.env.SHOTS_DIR;

/** A new account signed in inside its own browser context, at `width`, in `locale`. */
async function signedInTab(browser: Browser, width: number, locale = 'pt-BR') {
  const context = await browser.newContext({
    locale,
    viewport: { width, height: width < 600 ? 844 : 800 },
  });
  const page = await context.newPage();
  const email = uniqueEmail('session-end');
  const response = await page.request.post('/api/register', {
    data: { name: 'Conta Aberta', email, password: 'senha-aberta-1', terms: true },
    headers: { origin: BASE_URL },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { page, id };
}

/** Opens the dashboard and waits until its live socket is connected (the server then knows the tab). */
async function openDashboard(page: Page) {
  const socket = page.waitForEvent('websocket', { timeout: 5_000 }).catch(() => null);
  await page.goto('/');
  await expect(page.getByTestId('credit-badge')).toBeVisible();
  // Socket.IO upgrades to a WebSocket once its handshake is done; the server then has the socket
  // in its user's room (joined right after the handshake). A tab without a socket goes on: what
  // it shows is what the test checks.
  await socket;
  await page.waitForTimeout(500);
}

for (const width of WIDTHS) {
  test.describe(`a session that ends on the server, at ${width} px`, () => {
    test('a blocked user’s open tab lands on /auth, saying the account is blocked, without a click', async ({
      browser,
    }) => {
      const { page, id } = await signedInTab(browser, width);
      await openDashboard(page);
      const admin = await signedInApi(ADMIN.email, ADMIN.password);
      expect((await admin.post(`/api/admin/users/${id}/block`)).status()).toBe(200);
      await admin.dispose();

      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByTestId('session-ended')).toHaveText(
        'Esta conta está bloqueada. Fale com o suporte.',
      );
      await expect(page.getByTestId('credit-badge')).toHaveCount(0);
      await expect(page.getByTestId('user-menu')).toHaveCount(0);
      await expect(page.getByRole('form', { name: 'Bem-vindo de volta' })).toBeVisible();
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/session-ended-blocked-pt-BR-${width}.png`, fullPage: true });
    });

    test('a call answered 401 signs the tab out at once and says the session ended', async ({ browser }) => {
      const { page } = await signedInTab(browser, width);
      await openDashboard(page);
      // The session ends behind the tab's back (signed out elsewhere with the same cookie: no push).
      expect((await page.request.post('/api/logout', { headers: { origin: BASE_URL } })).ok()).toBe(true);
      await expect(page.getByTestId('credit-badge')).toBeVisible();

      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: 'Meus Relatórios' }).click();
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByTestId('session-ended')).toHaveText(
        'Sua sessão terminou. Entre de novo para continuar.',
      );
      await expect(page.getByTestId('credit-badge')).toHaveCount(0);
      await expect(page.getByText('Faça login para continuar.')).toHaveCount(0);
    });
  });
}

test('the blocked message in English and Spanish', async ({ browser }) => {
  for (const [locale, text] of [
    ['en', 'This account is blocked. Please contact support.'],
    ['es', 'Esta cuenta está bloqueada. Contacta con soporte.'],
  ] as const) {
    const { page, id } = await signedInTab(browser, 1280, locale);
    await openDashboard(page);
    const admin = await signedInApi(ADMIN.email, ADMIN.password);
    expect((await admin.post(`/api/admin/users/${id}/block`)).status()).toBe(200);
    await admin.dispose();
    await expect(page.getByTestId('session-ended')).toHaveText(text);
    if (SHOTS)
      for (const shotWidth of WIDTHS) {
        await page.setViewportSize({ width: shotWidth, height: shotWidth < 600 ? 844 : 800 });
        await page.screenshot({
          path: `${SHOTS}/session-ended-blocked-${locale}-${shotWidth}.png`,
          fullPage: true,
        });
      }
  }
});

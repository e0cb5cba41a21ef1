import { expect, test } from '@playwright/test';
import { ADMIN, loginThroughForm, registerByApi, uniqueEmail } from '../support/accounts';
import { saveScreenshots } from './screenshots';

test.use({ locale: 'pt-BR' });

test.describe('guards', () => {
  for (const path of ['/', '/dashboard', '/admin', '/admin/credit-reports', '/tournament-codes']) {
    test(`an anonymous visitor of ${path} is sent to /auth`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible();
    });
  }

  test('an organiser is sent home from the manager area and from tablet codes', async ({ page }) => {
    const email = uniqueEmail('helena');
    await registerByApi('Helena Organiza', email, 'organiza1');
    await loginThroughForm(page, email, 'organiza1');
    await expect(page).toHaveURL(/\/$/);

    for (const path of ['/admin', '/admin/credit-reports', '/tournament-codes']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Olá, Helena!' })).toBeVisible();
    }
    // An unknown path stays inside the shell for a signed-in user.
    await page.goto('/no-such-screen');
    await expect(page.getByRole('heading', { level: 1, name: /Página não encontrada/ })).toBeVisible();
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });

  test('an administrator sees the manager section and tablet codes and passes both guards', async ({
    page,
  }) => {
    await loginThroughForm(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/$/);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByText('Administração')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Área do Gestor' })).toHaveAttribute('href', '/admin');
    await expect(sidebar.getByRole('link', { name: 'Códigos Tablet' })).toHaveAttribute(
      'href',
      '/tournament-codes',
    );
    await expect(page.getByRole('link', { name: /Códigos tablet/ })).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/tournament-codes');
    await expect(page).toHaveURL(/\/tournament-codes$/);
  });
});

test.describe('shell', () => {
  test('the sidebar lists the organiser’s items and folds, remembering the choice', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const email = uniqueEmail('igor');
    await registerByApi('Igor', email, 'dobrado1');
    await loginThroughForm(page, email, 'dobrado1');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByRole('link')).toHaveText([
      'Rodada',
      'Dashboard',
      'Meus Torneios',
      'Criar Torneio',
      'Jogadores',
      'Circuitos',
      'Comprar Créditos',
    ]);
    await expect(page.getByTestId('drawer-trigger')).toBeHidden();
    await expect(page.getByTestId('avatar-initials')).toHaveText('I');
    // Today's date in the active language on Brasília's wall clock, e.g. "segunda-feira, 23 de
    // novembro de 2026" (between 00:00 and 03:00 UTC it is still yesterday there).
    const today = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date());
    await expect(page.getByTestId('today')).toHaveText(today);

    await sidebar.getByRole('button', { name: 'Recolher menu' }).click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    await expect(sidebar.getByRole('link', { name: 'Meus Torneios' })).toBeVisible();
    await saveScreenshots(page, 'shell-sidebar-collapsed');
    await page.reload();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
    await page.getByTestId('sidebar').getByRole('button', { name: 'Expandir menu' }).click();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
  });

  test('at phone width the menu button opens a drawer whose links work', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const email = uniqueEmail('julia');
    await registerByApi('Júlia Celular', email, 'celular1');
    await loginThroughForm(page, email, 'celular1');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('sidebar')).toBeHidden();

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link')).toHaveText([
      'Dashboard',
      'Meus Torneios',
      'Criar Torneio',
      'Jogadores',
      'Circuitos',
      'Comprar Créditos',
    ]);
    await page.screenshot({
      path: new URL('../screenshots/shell-drawer-open-390.png', import.meta.url).pathname,
    });

    await drawer.getByRole('link', { name: 'Meus Torneios' }).click();
    await expect(page).toHaveURL(/\/my-tournaments$/);
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Olá, Júlia!' })).toBeVisible();

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('button', { name: 'Fechar menu' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await saveScreenshots(page, 'dashboard-phone-header');
  });
});

import { expect, test } from '@playwright/test';
import { loginThroughForm, registerByApi, toast, uniqueEmail } from '../support/accounts';
import { saveScreenshots } from './screenshots';

test.use({ locale: 'pt-BR' });

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

test.describe('registration', () => {
  test('a newcomer registers and lands on the dashboard, then logs out', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Bem-vindo de volta' })).toBeVisible();
    await saveScreenshots(page, 'auth-login');

    await page.getByRole('tab', { name: 'Cadastrar' }).click();
    const form = page.getByRole('form', { name: 'Crie sua conta' });
    await expect(form.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('target', '_blank');
    await expect(form.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    await expect(form.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(form.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'rel',
      'noopener',
    );
    await saveScreenshots(page, 'auth-register');

    // Every rule of spec section 5, shown under its field before anything is sent.
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expect(form.getByText('Nome é obrigatório')).toBeVisible();
    await expect(form.getByText('Email inválido')).toBeVisible();
    await expect(form.getByText('Senha deve ter pelo menos 6 caracteres')).toBeVisible();
    await expect(form.getByText('Confirme sua senha')).toBeVisible();
    await expect(form.getByText('Você deve concordar com os termos')).toBeVisible();
    await saveScreenshots(page, 'auth-register-errors');

    const email = uniqueEmail('ana');
    await form.getByLabel('Nome completo').fill('Ana Beatriz Souza');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Senha', { exact: true }).fill('quadra123');
    await form.getByLabel('Confirmar senha').fill('quadra124');
    await form.getByRole('checkbox', { name: /Li e concordo/ }).check();
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expect(form.getByText('As senhas não coincidem')).toBeVisible();

    await form.getByLabel('Confirmar senha').fill('quadra123');
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page)).toContainText('Registro realizado com sucesso');
    await expect(page.getByRole('heading', { level: 1, name: 'Olá, Ana!' })).toBeVisible();
    await expect(page.getByTestId('credit-badge')).toHaveText('0 créditos');
    await expect(page.getByTestId('credit-badge')).toHaveAttribute('data-empty', 'true');
    await expect(page.getByTestId('avatar-initials')).toHaveText('AB');
    await expect(page.getByTestId('dashboard-empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Criar primeiro torneio' })).toHaveAttribute(
      'href',
      '/create-tournament',
    );
    await expect(page.getByTestId('tournament-count')).toHaveText('0');
    // An organiser sees no tablet codes and no manager area.
    await expect(page.getByRole('link', { name: /Códigos Tablet|Códigos tablet/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Área do Gestor' })).toHaveCount(0);
    await expect(page.getByTestId('beta-notice').getByRole('link')).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d{10,15}$/,
    );
    await saveScreenshots(page, 'dashboard-empty');

    // A second account with the same e-mail is refused with the server's message.
    const other = await page.context().browser()!.newContext({ locale: 'pt-BR' });
    const otherPage = await other.newPage();
    await otherPage.goto('/auth');
    await otherPage.getByRole('tab', { name: 'Cadastrar' }).click();
    const again = otherPage.getByRole('form', { name: 'Crie sua conta' });
    await again.getByLabel('Nome completo').fill('Outra Ana');
    await again.getByLabel('E-mail').fill(email);
    await again.getByLabel('Senha', { exact: true }).fill('quadra123');
    await again.getByLabel('Confirmar senha').fill('quadra123');
    await again.getByRole('checkbox', { name: /Li e concordo/ }).check();
    await again.getByRole('button', { name: 'Criar conta' }).click();
    await expect(toast(otherPage)).toContainText('Falha no registro');
    await expect(toast(otherPage)).toContainText('Já existe uma conta com este e-mail.');
    await expect(again.getByText('Já existe uma conta com este e-mail.')).toBeVisible();
    await other.close();

    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'Dashboard',
      'Meus Torneios',
      'Meus Relatórios',
      'Sair',
    ]);
    await expect(page.getByRole('menuitem', { name: 'Meus Relatórios' })).toHaveAttribute(
      'href',
      '/user-reports',
    );
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toast(page)).toContainText('Sessão encerrada');
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a referral link opens registration with the friend’s code filled in', async ({ page }) => {
    const referrer = await registerByApi('Carla Indica', uniqueEmail('carla'), 'indica123');
    expect(referrer.referralCode).not.toBe('');

    await page.goto(`/auth?ref=${referrer.referralCode}`);
    await expect(page.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute('aria-selected', 'true');
    const form = page.getByRole('form', { name: 'Crie sua conta' });
    await expect(form.getByLabel('Código de indicação (opcional)')).toHaveValue(referrer.referralCode);
    await expect(form.getByText('Código do convite aplicado.')).toBeVisible();

    await form.getByLabel('Nome completo').fill('Bruno Convidado');
    await form.getByLabel('E-mail').fill(uniqueEmail('bruno'));
    await form.getByLabel('Senha', { exact: true }).fill('convite123');
    await form.getByLabel('Confirmar senha').fill('convite123');
    await form.getByRole('checkbox', { name: /Li e concordo/ }).check();
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Olá, Bruno!' })).toBeVisible();
  });

  test('an unknown referral code is refused under its field', async ({ page }) => {
    await page.goto('/auth?ref=NAOEXISTE');
    const form = page.getByRole('form', { name: 'Crie sua conta' });
    await form.getByLabel('Nome completo').fill('Davi');
    await form.getByLabel('E-mail').fill(uniqueEmail('davi'));
    await form.getByLabel('Senha', { exact: true }).fill('davi1234');
    await form.getByLabel('Confirmar senha').fill('davi1234');
    await form.getByRole('checkbox', { name: /Li e concordo/ }).check();
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expect(toast(page)).toContainText('Falha no registro');
    await expect(form.getByText(/Código de indicação não encontrado/)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?ref=NAOEXISTE$/);
  });
});

test.describe('login', () => {
  test('without remember me the session cookie ends with the browser; with it, it lasts 30 days', async ({
    page,
  }) => {
    const email = uniqueEmail('elisa');
    await registerByApi('Elisa Lembra', email, 'lembra123');

    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Bem-vindo de volta' });
    await form.getByRole('button', { name: 'Entrar' }).click();
    await expect(form.getByText('Email inválido')).toBeVisible();
    await expect(form.getByText('Senha deve ter pelo menos 6 caracteres')).toBeVisible();

    await loginThroughForm(page, email, 'errada123');
    await expect(toast(page)).toContainText('Falha no login');
    await expect(toast(page)).toContainText('E-mail ou senha incorretos.');

    await loginThroughForm(page, email, 'lembra123');
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page)).toContainText('Login realizado com sucesso');
    await expect(toast(page)).toContainText('Bem-vindo de volta, Elisa Lembra!');
    const sessionCookie = (await page.context().cookies()).find((c) => c.name === 'rodada_session');
    expect(sessionCookie?.expires).toBe(-1);
    expect(sessionCookie?.httpOnly).toBe(true);

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect((await page.context().cookies()).find((c) => c.name === 'rodada_session')).toBeUndefined();

    await loginThroughForm(page, email, 'lembra123', { rememberMe: true });
    await expect(page).toHaveURL(/\/$/);
    const remembered = (await page.context().cookies()).find((c) => c.name === 'rodada_session');
    const lifetime = (remembered?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(THIRTY_DAYS_S - 120);
    expect(lifetime).toBeLessThanOrEqual(THIRTY_DAYS_S + 5);
  });

  test('signing in returns to the page the guard came from', async ({ page }) => {
    const email = uniqueEmail('fabio');
    await registerByApi('Fábio Volta', email, 'volta1234');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    await loginThroughForm(page, email, 'volta1234');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Olá, Fábio!' })).toBeVisible();
    // A signed-in user who opens /auth goes home.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
  });
});

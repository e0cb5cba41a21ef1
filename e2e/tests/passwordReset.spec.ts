import { expect, test } from '@playwright/test';
import { BASE_URL, loginThroughForm, registerByApi, toast, uniqueEmail } from '../support/accounts';
import { mailsTo } from '../support/mailbox';
import { saveScreenshots } from './screenshots';

test.use({ locale: 'pt-BR' });

/** The reset link of the latest mail to `email`, as received by the SMTP server. */
async function resetLinkFor(email: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = mailsTo(email).at(-1);
        link = mail ? /https?:\/\/\S+\/reset-password\?token=[^\s"<>]+/.exec(mail.text)?.[0] : undefined;
        return link;
      },
      { timeout: 15_000, message: `a reset mail to ${email}` },
    )
    .toBeTruthy();
  return new URL(link!);
}

test('forgot password → the mail → a new password → sign in with it', async ({ page }) => {
  const email = uniqueEmail('gabi');
  await registerByApi('Gabriela Esquece', email, 'antiga123');

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Esqueceu sua senha?' })).toBeVisible();
  await saveScreenshots(page, 'forgot-password');

  await page.getByLabel('E-mail').fill('nao-e-email');
  await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
  await expect(page.getByText('E-mail inválido')).toBeVisible();

  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
  await expect(page.getByRole('heading', { name: 'Verifique seu e-mail' })).toBeVisible();
  await expect(toast(page)).toContainText('E-mail enviado');
  await expect(page.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/auth');
  await saveScreenshots(page, 'forgot-password-sent');

  const first = await resetLinkFor(email);
  expect(first.origin).toBe(BASE_URL);
  // "Send again" sends a second mail with a new link.
  await page.getByRole('button', { name: 'Enviar novamente' }).click();
  await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(2);
  const link = await resetLinkFor(email);
  expect(link.href).not.toBe(first.href);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Crie uma nova senha' })).toBeVisible();
  await saveScreenshots(page, 'reset-password');

  await page.getByLabel('Nova senha', { exact: true }).fill('123');
  await page.getByLabel('Confirmar nova senha').fill('123');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha deve ter pelo menos 6 caracteres', { exact: true })).toBeVisible();
  await expect(page.getByText('Confirmação de senha deve ter pelo menos 6 caracteres')).toBeVisible();

  await page.getByLabel('Nova senha', { exact: true }).fill('nova12345');
  await page.getByLabel('Confirmar nova senha').fill('nova12346');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senhas não coincidem')).toBeVisible();

  await page.getByLabel('Confirmar nova senha').fill('nova12345');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByRole('heading', { name: 'Senha alterada!' })).toBeVisible();
  await expect(toast(page)).toContainText('Senha alterada');
  const changedAt = Date.now();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 5000 });
  expect(Date.now() - changedAt).toBeGreaterThan(1500);

  await loginThroughForm(page, email, 'antiga123');
  await expect(toast(page)).toContainText('E-mail ou senha incorretos.');
  await loginThroughForm(page, email, 'nova12345');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Gabriela!' })).toBeVisible();

  // The link is single-use: opening it again ends in the invalid-token state.
  await page.context().clearCookies();
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('Nova senha', { exact: true }).fill('outra12345');
  await page.getByLabel('Confirmar nova senha').fill('outra12345');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(toast(page)).toContainText('Erro');
  await expect(toast(page)).toContainText('O link de recuperação é inválido, expirou ou já foi usado.');
  await expect(page.getByRole('heading', { name: 'Token Inválido' })).toBeVisible();
  await page.getByRole('link', { name: 'Solicitar nova recuperação' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('an unknown e-mail gets the same neutral answer and no mail', async ({ page }) => {
  const email = uniqueEmail('ninguem');
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
  await expect(page.getByRole('heading', { name: 'Verifique seu e-mail' })).toBeVisible();
  await expect(toast(page)).toContainText('E-mail enviado');
  await page.waitForTimeout(500);
  expect(mailsTo(email)).toHaveLength(0);
});

test('without a token the reset page says the token is invalid', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Token Inválido' })).toBeVisible();
  await expect(
    page.getByText('O token de recuperação de senha é inválido ou não foi fornecido.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Solicitar nova recuperação' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await saveScreenshots(page, 'reset-password-invalid');
});

import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { WIDTHS } from './screenshots';

interface Texts {
  readonly tab: string;
  readonly form: string;
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly confirm: string;
  readonly submit: string;
  readonly mismatch: string;
  readonly terms: string;
}

const TEXTS = {
  'pt-BR': {
    tab: 'Cadastrar',
    form: 'Crie sua conta',
    name: 'Nome completo',
    email: 'E-mail',
    password: 'Senha',
    confirm: 'Confirmar senha',
    submit: 'Criar conta',
    mismatch: 'As senhas não coincidem',
    terms: 'Você deve concordar com os termos',
  },
  en: {
    tab: 'Sign up',
    form: 'Create your account',
    name: 'Full name',
    email: 'E-mail',
    password: 'Password',
    confirm: 'Confirm password',
    submit: 'Create account',
    mismatch: 'Passwords do not match',
    terms: 'You must agree to the terms',
  },
  es: {
    tab: 'Registrarse',
    form: 'Crea tu cuenta',
    name: 'Nombre completo',
    email: 'Correo electrónico',
    password: 'Contraseña',
    confirm: 'Confirmar contraseña',
    submit: 'Crear cuenta',
    mismatch: 'Las contraseñas no coinciden',
    terms: 'Debes aceptar los términos',
  },
} as const satisfies Record<string, Texts>;

/** Where the screenshots go: e2e/screenshots/ (git-ignored), beside the other journeys'. */
const shot = (name: string) => fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url));

for (const [locale, text] of Object.entries(TEXTS)) {
  test.describe(`registration in ${locale}`, () => {
    test.use({ locale });

    test('one submit shows the password mismatch and the unticked terms together, each under its field', async ({
      page,
    }) => {
      const registrations: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/register') registrations.push(request.method());
      });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
        await page.goto('/auth');
        await page.getByRole('tab', { name: text.tab }).click();
        const form = page.getByRole('form', { name: text.form });
        await form.getByLabel(text.name).fill('Ana Beatriz Souza');
        await form.getByLabel(text.email).fill(uniqueEmail('ana'));
        await form.getByLabel(text.password, { exact: true }).fill('quadra123');
        await form.getByLabel(text.confirm).fill('quadra124');
        await form.getByRole('button', { name: text.submit }).click();

        await expect(form.getByLabel(text.confirm)).toHaveAccessibleDescription(text.mismatch);
        await expect(form.getByText(text.mismatch)).toBeVisible();
        await expect(form.getByText(text.terms)).toBeVisible();
        // The other fields are right and say so.
        await expect(form.getByLabel(text.name)).not.toHaveAttribute('aria-invalid', 'true');
        await expect(form.getByLabel(text.password, { exact: true })).not.toHaveAttribute(
          'aria-invalid',
          'true',
        );
        await page.screenshot({ path: shot(`register-errors-${locale}-${width}`), fullPage: true });
      }
      expect(registrations).toEqual([]);
    });
  });
}

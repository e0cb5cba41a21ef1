import { expect, type Page, test } from '@playwright/test';
import { BASE_URL } from '../support/accounts';
import { signedInOrganiser } from '../support/tournaments';
import { saveScreenshots } from './screenshots';

interface Texts {
  readonly label: 'PT' | 'EN' | 'ES';
  readonly name: string;
  readonly marketingTitle: string;
  readonly loginHeading: string;
  readonly tabs: readonly [string, string];
  readonly emailInvalid: string;
  readonly submit: string;
  readonly notFoundHeading: RegExp;
  readonly notFoundMessage: string;
  readonly backHome: string;
}

const TEXTS = {
  'pt-BR': {
    label: 'PT',
    name: 'Português',
    marketingTitle: 'Do sorteio à final, tudo no Rodada',
    loginHeading: 'Bem-vindo de volta',
    tabs: ['Entrar', 'Cadastrar'],
    emailInvalid: 'Email inválido',
    submit: 'Entrar',
    notFoundHeading: /Erro\s*404\s*—\s*Página não encontrada/,
    notFoundMessage: 'A página que você procura não existe ou foi movida.',
    backHome: 'Voltar para o início',
  },
  en: {
    label: 'EN',
    name: 'English',
    marketingTitle: 'From the draw to the final, all in Rodada',
    loginHeading: 'Welcome back',
    tabs: ['Sign in', 'Sign up'],
    emailInvalid: 'Invalid e-mail',
    submit: 'Sign in',
    notFoundHeading: /Error\s*404\s*—\s*Page not found/,
    notFoundMessage: 'The page you are looking for does not exist or has moved.',
    backHome: 'Back to home',
  },
  es: {
    label: 'ES',
    name: 'Español',
    marketingTitle: 'Del sorteo a la final, todo en Rodada',
    loginHeading: 'Bienvenido de nuevo',
    tabs: ['Entrar', 'Registrarse'],
    emailInvalid: 'Correo inválido',
    submit: 'Entrar',
    notFoundHeading: /Error\s*404\s*—\s*Página no encontrada/,
    notFoundMessage: 'La página que buscas no existe o fue movida.',
    backHome: 'Volver al inicio',
  },
} as const satisfies Record<string, Texts>;

type Language = keyof typeof TEXTS;

/** /auth, where an anonymous visitor of / lands: tabs, the login form and the marketing panel. */
async function expectHome(page: Page, language: Language) {
  const texts = TEXTS[language];
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: texts.marketingTitle })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: texts.loginHeading })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([...texts.tabs]);
  await expect(page.getByTestId('language-label')).toHaveText(texts.label);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

async function expectNotFound(page: Page, language: Language) {
  const texts = TEXTS[language];
  await expect(page.getByRole('heading', { level: 1, name: texts.notFoundHeading })).toBeVisible();
  await expect(page.getByText(texts.notFoundMessage)).toBeVisible();
  await expect(page.getByTestId('language-label')).toHaveText(texts.label);
  await expect(page.getByRole('link', { name: texts.backHome })).toHaveAttribute('href', '/');
}

/** The shared schemas' messages are translated in the page's language. */
async function expectFieldMessagesIn(page: Page, language: Language) {
  const texts = TEXTS[language];
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: texts.submit, exact: true }).click();
  await expect(panel.getByText(texts.emailInvalid, { exact: true })).toBeVisible();
}

/** The language the detector cached in local storage. */
async function storedLanguage(page: Page): Promise<string | undefined> {
  const { origins } = await page.context().storageState();
  const entries = origins.flatMap((origin) => origin.localStorage);
  return entries.find((entry) => entry.name === 'i18nextLng')?.value;
}

/** Picks a language in the switcher; the page reloads, so wait for that navigation. */
async function switchTo(page: Page, language: Language) {
  await page.getByTestId('language-switcher').click();
  const item = page.getByRole('menuitemradio', { name: TEXTS[language].name });
  await expect(item).toBeVisible();
  await Promise.all([page.waitForEvent('load'), item.click()]);
  expect(await storedLanguage(page)).toBe(language);
}

test.describe('languages', () => {
  test.use({ locale: 'pt-BR' });

  test('/auth and the not-found page in Portuguese, English and Spanish', async ({ page }) => {
    // Five page loads and six full-page screenshots at two widths: more than the default 30 s on a
    // busy 2-core machine.
    test.setTimeout(90_000);
    await page.goto('/');
    await expectHome(page, 'pt-BR');
    await saveScreenshots(page, 'home-pt-BR');

    await page.getByTestId('language-switcher').click();
    const items = page.getByRole('menuitemradio');
    await expect(items).toHaveText(['Português', 'English', 'Español']);
    await expect(page.getByRole('menuitemradio', { name: 'Português' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await saveScreenshots(page, 'language-menu-pt-BR');
    await page.keyboard.press('Escape');

    await switchTo(page, 'en');
    await expectHome(page, 'en');
    await expectFieldMessagesIn(page, 'en');
    await saveScreenshots(page, 'auth-login-en');
    await switchTo(page, 'es');
    await expectHome(page, 'es');
    await expectFieldMessagesIn(page, 'es');
    await page.getByRole('tab', { name: TEXTS.es.tabs[1] }).click();
    await saveScreenshots(page, 'auth-register-es');

    // The choice is remembered: the unknown page opens in Spanish straight away.
    await page.goto('/no-such-page');
    await expectNotFound(page, 'es');
    await saveScreenshots(page, 'not-found-es');

    await switchTo(page, 'en');
    await expect(page).toHaveURL(/\/no-such-page$/);
    await expectNotFound(page, 'en');

    await switchTo(page, 'pt-BR');
    await expectNotFound(page, 'pt-BR');
    await saveScreenshots(page, 'not-found-pt-BR');

    await page.getByRole('link', { name: TEXTS['pt-BR'].backHome }).click();
    await expectHome(page, 'pt-BR');
    await expectFieldMessagesIn(page, 'pt-BR');
  });

  test('a deep unknown path is answered by the app, not the server', async ({ page }) => {
    const response = await page.goto('/some/deep/unknown/path?x=1');
    expect(response?.status()).toBe(200);
    await expectNotFound(page, 'pt-BR');
  });
});

test.describe('language detection from the browser', () => {
  const cases: ReadonlyArray<readonly [string, Language]> = [
    ['en-US', 'en'],
    ['es-AR', 'es'],
    ['pt-PT', 'pt-BR'],
    ['fr-FR', 'pt-BR'],
  ];
  for (const [locale, expected] of cases) {
    test(`a ${locale} browser with empty storage gets ${expected}`, async ({ browser }) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto('/');
      await expectHome(page, expected);
      expect(await storedLanguage(page)).toBe(expected);
      await context.close();
    });
  }
});

test.describe('ranking in each language', () => {
  const columns = {
    'pt-BR': { short: ['V', 'D', 'E', 'P', 'SG'], legend: 'D: derrotas', intro: 'e calcula o ranking.' },
    en: { short: ['W', 'L', 'D', 'Pts', 'GD'], legend: 'L: losses', intro: 'and ranks the players.' },
    es: { short: ['G', 'P', 'E', 'Pts', 'DG'], legend: 'P: perdidos', intro: 'y calcula el ranking.' },
  } as const;

  test("a Super 8's public page: each language's own column letters with their legend, and only its own format's rules", async ({
    page,
    browser,
  }) => {
    // A sign-up, a creation and three fresh browser contexts: more than 30 s on a busy 2-core machine.
    test.setTimeout(90_000);
    await signedInOrganiser(page, 1, 'letters');
    const created = await page.request.post('/api/tournaments', {
      data: {
        name: 'Super 8 das Letras',
        courts: 2,
        players: ['Ana', 'Bia', 'Caio', 'Duda', 'Enzo', 'Fê', 'Gui', 'Hugo'],
        tournamentType: 'super8',
      },
      headers: { origin: BASE_URL },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const { publicToken } = (await (await page.request.get(`/api/tournaments/${id}`)).json()) as {
      publicToken: string;
    };

    for (const [language, expected] of Object.entries(columns)) {
      const context = await browser.newContext({ locale: language });
      const board = await context.newPage();
      await board.goto(`/public/tournament/${publicToken}`);
      const ranking = board.getByTestId('public-ranking');
      const headers = ranking.getByTestId('ranking-table').locator('thead th');
      await expect(headers).toHaveCount(7);
      expect((await headers.allTextContents()).slice(2).map((text) => text.trim())).toEqual(expected.short);
      await expect(ranking.getByTestId('ranking-legend')).toContainText(expected.legend);
      const rules = board.getByTestId('rules-panel');
      await expect(rules).toContainText(expected.intro);
      await rules.locator('summary').click();
      await expect(rules).toContainText('Super 8');
      await expect(rules).not.toContainText('Super Final');
      await context.close();
    }
  });
});

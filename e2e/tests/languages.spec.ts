import { expect, type Page, test } from '@playwright/test';
import { saveScreenshots } from './screenshots';

interface Texts {
  readonly label: 'PT' | 'EN' | 'ES';
  readonly name: string;
  readonly tagline: string;
  readonly notFoundHeading: RegExp;
  readonly notFoundMessage: string;
  readonly backHome: string;
}

const TEXTS = {
  'pt-BR': {
    label: 'PT',
    name: 'Português',
    tagline: 'Organize torneios Super 8 com ranking ao vivo, do sorteio à final.',
    notFoundHeading: /Erro\s*404\s*—\s*Página não encontrada/,
    notFoundMessage: 'A página que você procura não existe ou foi movida.',
    backHome: 'Voltar para o início',
  },
  en: {
    label: 'EN',
    name: 'English',
    tagline: 'Run Super 8 tournaments with a live ranking, from the draw to the final.',
    notFoundHeading: /Error\s*404\s*—\s*Page not found/,
    notFoundMessage: 'The page you are looking for does not exist or has moved.',
    backHome: 'Back to home',
  },
  es: {
    label: 'ES',
    name: 'Español',
    tagline: 'Organiza torneos Super 8 con ranking en vivo, del sorteo a la final.',
    notFoundHeading: /Error\s*404\s*—\s*Página no encontrada/,
    notFoundMessage: 'La página que buscas no existe o fue movida.',
    backHome: 'Volver al inicio',
  },
} as const satisfies Record<string, Texts>;

type Language = keyof typeof TEXTS;

async function expectHome(page: Page, language: Language) {
  const texts = TEXTS[language];
  await expect(page.getByRole('heading', { level: 1, name: 'Rodada' })).toBeVisible();
  await expect(page.getByText(texts.tagline)).toBeVisible();
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

  test('home and not-found page in Portuguese, English and Spanish', async ({ page }) => {
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
    await switchTo(page, 'es');
    await expectHome(page, 'es');

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
    await expect(page).toHaveURL(/\/$/);
    await expectHome(page, 'pt-BR');
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

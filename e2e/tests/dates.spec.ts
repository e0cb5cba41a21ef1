import { expect as baseExpect, type Page, test } from '@playwright/test';
import { ADMIN, apiContext, BASE_URL, signedInApi, uniqueEmail } from '../support/accounts';

const expect = baseExpect.configure({ timeout: 15_000 });

const LANGUAGES = ['pt-BR', 'en', 'es'] as const;
const WIDTHS = [390, 1280] as const;

/** An instant as Brasília's wall clock writes it: "25/11/2026" and "15:46". */
function brasilia(instant: number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.day}/${parts.month}/${parts.year}`, time: `${parts.hour}:${parts.minute}` };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** "dd/MM/yyyy HH:mm" for any of the instants (the grant happened between two of them). */
function dateTimeOf(instants: readonly number[]): RegExp {
  const options = [...new Set(instants.map((i) => `${brasilia(i).date}\\s+${brasilia(i).time}`))];
  return new RegExp(`(${options.map((o) => o.replace(/\//g, '\\/')).join('|')})`);
}

/** A browser in Tokyo, in English as its locale says, switched to `language` as a visitor would. */
async function tokyoPage(page: Page, language: string, email: string, password: string) {
  await page.context().addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
  const login = await page.request.post('/api/login', {
    data: { email, password },
    headers: { origin: BASE_URL },
  });
  expect(login.ok()).toBe(true);
}

test.use({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });

test('a browser in Tokyo reads Brasília’s dates and times, day first with four-digit years, in pt-BR, en and es; the CSV agrees', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A grant made now: Tokyo is 12 hours ahead of Brasília, so a browser-zone clock would show another time.
  const email = uniqueEmail('tokyo');
  const password = 'tokyo-senha-1';
  const api = await apiContext();
  const registered = await api.post('/api/register', {
    data: { name: 'Kenji Tanaka', email, password, terms: true },
  });
  expect(registered.status()).toBe(201);
  const { id } = (await registered.json()) as { id: string };
  await api.dispose();
  const admin = await signedInApi(ADMIN.email, ADMIN.password);
  const before = Date.now();
  expect(
    (await admin.post(`/api/admin/users/${id}/credits`, { data: { credits: 5, reason: 'bonus' } })).ok(),
  ).toBe(true);
  const after = Date.now();
  const stamp = dateTimeOf([before, after]);
  const day = new RegExp([...new Set([before, after].map((i) => escapeRegExp(brasilia(i).date)))].join('|'));

  // The CSV the administrator downloads writes the same Brasília time.
  const csv = await (await admin.get('/api/admin/transactions/export')).text();
  const line = csv.split('\r\n').find((l) => l.includes(email));
  expect(line).toMatch(stamp);
  await admin.dispose();

  for (const language of LANGUAGES) {
    const context = await browser.newContext({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });
    const page = await context.newPage();
    await tokyoPage(page, language, email, password);
    const adminContext = await browser.newContext({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });
    const adminPage = await adminContext.newPage();
    await tokyoPage(adminPage, language, ADMIN.email, ADMIN.password);
    for (const width of WIDTHS) {
      const viewport = { width, height: width < 600 ? 844 : 800 };
      await page.setViewportSize(viewport);
      await adminPage.setViewportSize(viewport);

      await page.goto('/user-reports');
      await expect(page.getByTestId('report-table')).toContainText(stamp);

      await page.goto('/buy-credits');
      await expect(page.getByTestId('transaction').first()).toContainText(day);

      await adminPage.goto('/admin?tab=financial');
      const row = adminPage.getByTestId('latest-transaction').filter({ hasText: email });
      await expect(row).toContainText(stamp);
    }
    await context.close();
    await adminContext.close();
  }
});

import { expect as baseExpect, type Page, test } from '@playwright/test';
import { loginThroughForm, registerByApi, uniqueEmail } from '../support/accounts';
import { saveScreenshots } from './screenshots';

test.use({ locale: 'pt-BR' });

// The first paint waits for three translation files, and the landing page's full-page screenshots are tall:
// on a busy machine (two cores, parallel runs) the defaults of 5 s per check and 30 s per test are too tight.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

interface SupportContact {
  readonly phone: string;
  readonly email: string;
}
interface CostRow {
  readonly format: string;
  readonly playerCount: number;
  readonly credits: number;
}

/** What the server is configured with: the pages must show exactly this. */
async function supportContact(page: Page): Promise<SupportContact> {
  const answer = await page.request.get('/api/support-contact');
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as SupportContact;
}

const TERMS_SECTIONS = [
  'Aceitação destes termos',
  'O serviço',
  'Cadastro e conta',
  'Créditos e pagamentos',
  'Uso aceitável',
  'Torneios, resultados e links públicos',
  'Propriedade intelectual',
  'Limitação de responsabilidade',
  'Suspensão e encerramento',
  'Alterações, lei aplicável e contato',
];

const PRIVACY_SECTIONS = [
  'Quem somos',
  'Dados que coletamos',
  'Para que usamos os dados',
  'Bases legais',
  'Compartilhamento',
  'Armazenamento e segurança',
  'Por quanto tempo guardamos',
  'Seus direitos',
  'Cookies e armazenamento local',
  'Crianças e adolescentes',
  'Alterações e contato',
];

/** Numbered section headings, in order, as a reader sees them. */
async function expectSections(page: Page, titles: readonly string[]) {
  const sections = page.getByTestId('legal-section');
  await expect(sections).toHaveCount(titles.length);
  await expect(sections.getByRole('heading', { level: 2 })).toHaveText(
    titles.map((title, index) => new RegExp(`^${index + 1}\\.\\s*${title}$`)),
  );
}

test.describe('legal pages', () => {
  test('the terms of service open signed out: v1.0 of 16 June 2025, ten sections, recreational use only', async ({
    page,
  }) => {
    const contact = await supportContact(page);
    await page.goto('/terms-of-service');
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
    await expect(page.getByTestId('legal-version')).toHaveText('Versão 1.0');
    await expect(page.getByTestId('legal-updated')).toHaveText('Atualizado em 16 de junho de 2025');
    await expectSections(page, TERMS_SECTIONS);

    const service = page.getByRole('region', { name: '2. O serviço' });
    await expect(service).toContainText('exclusivamente a torneios recreativos e amistosos');
    await expect(service).toContainText('não deve ser usado em torneios oficiais');
    const credits = page.getByRole('region', { name: '4. Créditos e pagamentos' });
    await expect(credits).toContainText('são pessoais e intransferíveis');
    await expect(credits).toContainText('não expiram');
    // The configured support e-mail, as a link.
    await expect(credits.getByRole('link', { name: contact.email })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
    await saveScreenshots(page, 'terms-of-service');

    // The table of contents jumps to a section; the related document is one click away.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page
      .getByRole('navigation', { name: 'Nesta página' })
      .getByRole('link', { name: /Uso aceitável/ })
      .click();
    await expect(page).toHaveURL(/#acceptableUse$/);
    await expect(page.getByRole('heading', { name: '5. Uso aceitável' })).toBeInViewport();
    await page.getByRole('main').getByRole('link', { name: 'Política de Privacidade' }).last().click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });

  test('the privacy policy follows the LGPD: v1.0, eleven sections, retention, Brazil, ages', async ({
    page,
  }) => {
    const contact = await supportContact(page);
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
    await expect(page.getByTestId('legal-version')).toHaveText('Versão 1.0');
    await expect(page.getByTestId('legal-updated')).toHaveText('Atualizado em 16 de junho de 2025');
    await expect(page.getByText(/Lei Geral de Proteção de Dados Pessoais \(LGPD\)/).first()).toBeVisible();
    await expectSections(page, PRIVACY_SECTIONS);

    const retention = page.getByRole('region', { name: '7. Por quanto tempo guardamos' });
    await expect(retention).toContainText('registros de acesso: até 12 meses');
    await expect(retention).toContainText('dados de atendimento do suporte: até 24 meses');
    await expect(page.getByRole('region', { name: '6. Armazenamento e segurança' })).toContainText(
      'servidores localizados no Brasil',
    );
    const children = page.getByRole('region', { name: '10. Crianças e adolescentes' });
    await expect(children).toContainText('destinado a maiores de 18 anos');
    await expect(children).toContainText('entre 13 e 18 anos só podem usá-lo com o consentimento');
    await expect(
      page.getByRole('region', { name: '8. Seus direitos' }).getByRole('link', { name: contact.email }),
    ).toBeVisible();
    await saveScreenshots(page, 'privacy-policy');
  });

  test('the register form opens the terms and the privacy policy in a new tab', async ({ page, context }) => {
    await page.goto('/auth?tab=register');
    const form = page.getByRole('form', { name: 'Crie sua conta' });

    const [terms] = await Promise.all([
      context.waitForEvent('page'),
      form.getByRole('link', { name: 'Termos de Uso' }).click(),
    ]);
    await expect(terms).toHaveURL(/\/terms-of-service$/);
    await expect(terms.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
    await terms.close();

    const [privacy] = await Promise.all([
      context.waitForEvent('page'),
      form.getByRole('link', { name: 'Política de Privacidade' }).click(),
    ]);
    await expect(privacy).toHaveURL(/\/privacy-policy$/);
    await expect(privacy.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
    // The form the user was filling in is still there.
    await expect(page).toHaveURL(/\/auth/);
    await expect(form).toBeVisible();
  });
});

test.describe('support', () => {
  test('an anonymous visitor of /support is sent to /auth', async ({ page }) => {
    await page.goto('/support');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a signed-in organiser reaches /support from the dashboard and sees the configured contact', async ({
    page,
  }) => {
    const contact = await supportContact(page);
    const email = uniqueEmail('suporte');
    await registerByApi('Sofia Suporte', email, 'ajuda123');
    await loginThroughForm(page, email, 'ajuda123');
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: /^Suporte/ }).click();
    await expect(page).toHaveURL(/\/support$/);

    await expect(page.getByRole('heading', { level: 1, name: 'Suporte' })).toBeVisible();
    await expect(page.getByTestId('support-beta')).toContainText('O Rodada está em fase beta');
    await expect(page.getByTestId('user-menu')).toBeVisible();

    const mail = page.getByTestId('support-email');
    await expect(mail).toContainText(contact.email);
    await expect(mail).toContainText('Respondemos em até 1 dia útil.');
    await expect(mail.getByRole('link', { name: 'Enviar e-mail' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${contact.email.replace(/[.+]/g, '\\$&')}\\?subject=`),
    );
    const chat = page.getByTestId('support-whatsapp');
    await expect(chat).toContainText(contact.phone);
    await expect(chat).toContainText('dias úteis, das 9h às 18h');
    await expect(chat).toContainText('só por mensagem de texto e áudio');
    const chatLink = chat.getByRole('link', { name: 'Abrir conversa' });
    await expect(chatLink).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${contact.phone.replace(/\D/g, '')}\\?text=`),
    );
    await expect(chatLink).toHaveAttribute('target', '_blank');

    await expect(
      page.getByRole('region', { name: 'Como relatar um problema' }).getByRole('listitem'),
    ).toHaveCount(6);
    await expect(
      page.getByRole('region', { name: 'Mande suas sugestões' }).getByRole('listitem'),
    ).toHaveCount(4);

    // The FAQ answers one question at a time.
    const faq = page.getByRole('region', { name: 'Perguntas frequentes' });
    await faq.getByRole('button', { name: 'Posso usar o Rodada em torneios oficiais?' }).click();
    await expect(faq.getByText('foi feito para torneios recreativos e amistosos')).toBeVisible();
    await faq.getByRole('button', { name: 'Meus dados estão seguros?' }).click();
    await expect(faq.getByText('foi feito para torneios recreativos e amistosos')).toBeHidden();
    await expect(faq.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await saveScreenshots(page, 'support');
  });
});

test.describe('clubs landing page', () => {
  test('/quadras presents every block and prices formats exactly as the server’s cost table', async ({
    page,
  }) => {
    const answer = await page.request.get('/api/tournament-costs');
    expect(answer.ok()).toBe(true);
    const costs = (await answer.json()) as CostRow[];
    expect(costs.length).toBeGreaterThan(0);

    await page.goto('/quadras');
    await expect(page).toHaveURL(/\/quadras$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Torneios Super 8 na sua quadra, sem planilha e sem papel',
    );
    await expect(page.getByTestId('language-switcher')).toBeVisible();
    for (const heading of [
      'Como funciona',
      'Bom para quem joga, melhor para quem organiza',
      'Como funciona o Super 8',
      'Papel e planilha × Rodada',
      'Quem organiza, recomenda',
      'Pague só pelos torneios que fizer',
      'Perguntas frequentes',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole('region', { name: 'Como funciona', exact: true }).getByRole('listitem'),
    ).toHaveCount(3);
    await expect(
      page.getByRole('region', { name: 'Quem organiza, recomenda' }).locator('blockquote'),
    ).toHaveCount(2);
    const format = page.getByRole('region', { name: 'Como funciona o Super 8' });
    await expect(format).toContainText('Vitória3 pontos');
    await expect(format.getByText(/^Rodada \d$/)).toHaveText(['Rodada 1', 'Rodada 2', 'Rodada 3']);

    // Pricing: one card per row of the server's table, with the same credits.
    const pricing = page.getByRole('region', { name: 'Pague só pelos torneios que fizer' });
    await expect(pricing.locator('[data-testid^="cost-"]:not([data-testid="cost-credits"])')).toHaveCount(
      costs.length,
    );
    for (const row of costs) {
      const card = page.getByTestId(`cost-${row.format}-${row.playerCount}`);
      await expect(card.getByTestId('cost-credits')).toHaveText(
        row.credits === 1 ? '1 crédito' : `${row.credits} créditos`,
      );
    }
    await expect(page.getByTestId('cost-super_groups-32')).toContainText('Super 32');

    // FAQ: four questions in an accordion.
    const faq = page.getByRole('region', { name: 'Perguntas frequentes' });
    await expect(faq.getByTestId('faq-item')).toHaveCount(4);
    await faq.getByRole('button', { name: 'Os créditos expiram?' }).click();
    await expect(faq.getByText('Os créditos ficam na sua conta até você usar')).toBeVisible();

    // The footer links to the legal pages; the calls to action open registration.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    await expect(footer.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await saveScreenshots(page, 'quadras');

    await page.getByRole('link', { name: 'Criar conta grátis' }).first().click();
    await expect(page).toHaveURL(/\/auth\?tab=register$/);
    await expect(page.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a signed-in visitor of /quadras is shown the way to the dashboard, not "Entrar / Criar conta"', async ({
    page,
  }) => {
    const email = uniqueEmail('quadras');
    await registerByApi('Quésia Quadras', email, 'quadras1');
    await loginThroughForm(page, email, 'quadras1');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/quadras');
    const header = page.locator('header').first();
    await expect(header.getByTestId('landing-dashboard')).toHaveText('Ir para o painel');
    await expect(header.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Criar conta' })).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Ir para o painel' })).toHaveAttribute('href', '/');
    await expect(footer.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
    await header.getByTestId('landing-dashboard').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('credits-value')).toBeVisible();
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('the landing page and the terms speak English', async ({ page }) => {
    const costs = (await (await page.request.get('/api/tournament-costs')).json()) as CostRow[];
    await page.goto('/quadras');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Super 8 tournaments at your club, without spreadsheets or paper',
    );
    await expect(
      page.getByRole('heading', { level: 2, name: 'Pay only for the tournaments you run' }),
    ).toBeVisible();
    for (const row of costs) {
      await expect(
        page.getByTestId(`cost-${row.format}-${row.playerCount}`).getByTestId('cost-credits'),
      ).toHaveText(row.credits === 1 ? '1 credit' : `${row.credits} credits`);
    }
    await saveScreenshots(page, 'quadras-en');

    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByTestId('legal-version')).toHaveText('Version 1.0');
    await expect(page.getByTestId('legal-updated')).toHaveText('Updated on June 16, 2025');
    await expect(page.getByTestId('legal-section')).toHaveCount(10);
  });
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-AR' });

  test('the privacy policy speaks Spanish', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidad' })).toBeVisible();
    await expect(page.getByTestId('legal-version')).toHaveText('Versión 1.0');
    await expect(page.getByTestId('legal-updated')).toHaveText('Actualizada el 16 de junio de 2025');
    await expect(page.getByTestId('legal-section')).toHaveCount(11);
    await expect(page.getByRole('region', { name: '7. Cuánto tiempo los conservamos' })).toContainText(
      '12 meses',
    );
    await saveScreenshots(page, 'privacy-policy-es');
  });
});

import { type Browser, expect, type Page, test } from '@playwright/test';
import { BASE_URL, toast, uniqueEmail } from '../support/accounts';
import { saveScreenshots } from './screenshots';

test.use({ locale: 'pt-BR' });

const PLAYERS = ['Ana', 'Bia', 'Caio', 'Duda', 'Enzo', 'Fê', 'Gui', 'Hugo'];

/** Money as the pt-BR screens write it, with the plain space Playwright's text matching sees. */
const brl = (reais: string) => new RegExp(`R\\$\\s${reais.replace('.', '\\.')}`);

/** Registers a new organiser in the page's own context, so the page is signed in. */
async function newOrganiser(page: Page, name: string, referralCode?: string) {
  const email = uniqueEmail('credits');
  const response = await page.request.post('/api/register', {
    data: { name, email, password: 'creditos1', ...(referralCode ? { referralCode } : {}), terms: true },
    headers: { origin: BASE_URL },
  });
  expect(response.status()).toBe(201);
  return { email, ...((await response.json()) as { id: string; referralCode: string; credits: number }) };
}

/** Fills the sandbox card form ("modo de teste") and pays. */
async function payWithTestCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Efetuar Pagamento' });
  await form.getByLabel('Número do cartão').fill(number);
  await form.getByLabel('Validade (MM/AA)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByTestId('pay-button').click();
}

/** The top-level fields of an EMV payload (the PIX BR Code): two-digit id, two-digit length, value. */
function emvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** CRC16-CCITT (poly 0x1021, initial 0xFFFF), as the BR Code's field 63 carries it. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

async function signedInPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

test.describe('credits and payments', () => {
  test.beforeEach(({ page }) => {
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  });

  test('a new organiser buys 10 credits by sandbox card (declined first), lands on /payment-success and creates a tournament', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await newOrganiser(page, 'Rita Compradora');

    // Every "Comprar créditos" link leads to the purchase screen.
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Comprar créditos' }).click();
    await expect(page).toHaveURL(/\/buy-credits$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Comprar Créditos' })).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText('0 créditos');
    await expect(page.getByTestId('base-price')).toHaveText(brl('20,00'));
    await expect(page.getByTestId('test-mode').first()).toHaveText(/Modo de teste/i);

    // The stepper reads what is typed as the spec says and stops at its limits.
    const quantity = page.getByTestId('credit-quantity');
    await expect(page.getByTestId('quantity-decrease')).toBeDisabled();
    await quantity.fill('5000');
    await expect(quantity).toHaveValue('999');
    await expect(page.getByTestId('quantity-increase')).toBeDisabled();
    await expect(page.getByTestId('total')).toHaveText(brl('9.990,00'));
    await quantity.fill('0');
    await quantity.blur();
    await expect(quantity).toHaveValue('1');
    await expect(page.getByTestId('total')).toHaveText(brl('20,00'));
    // Below 1 is 1, a minus sign included: "-5" is not 5.
    await quantity.fill('5');
    await quantity.fill('-5');
    await quantity.blur();
    await expect(quantity).toHaveValue('1');
    await expect(page.getByTestId('total')).toHaveText(brl('20,00'));
    await expect(page.getByTestId('next-tier')).toHaveText('Faltam 9 créditos para 40% de desconto.');
    await page.getByTestId('quantity-increase').click();
    await expect(quantity).toHaveValue('2');

    // Tiers over the whole quantity: 10 credits at R$ 12,00 each, R$ 80,00 saved.
    await quantity.fill('10');
    await expect(page.getByTestId('total')).toHaveText(brl('120,00'));
    await expect(page.getByTestId('savings-banner')).toContainText('R$ 80,00');
    await expect(page.locator('[data-testid="price-tier"][data-current="true"]')).toContainText(
      '10 a 19 créditos',
    );
    await saveScreenshots(page, 'credits-buy');

    await page.getByText('Cartão de crédito', { exact: true }).click();
    await page.getByTestId('pay-with-card').click();
    const panel = page.getByTestId('card-payment');
    await expect(panel.getByRole('heading', { name: 'Efetuar Pagamento' })).toBeVisible();
    await expect(panel.getByTestId('card-payment-summary')).toHaveText(/10 créditos · R\$\s120,00/);
    await expect(panel.getByTestId('pay-button')).toHaveText(/Pagar R\$\s120,00/);

    // Nothing typed: 'Dados incompletos'.
    await panel.getByTestId('pay-button').click();
    await expect(toast(page)).toContainText('Dados incompletos');

    // 'Voltar' returns to the purchase panel with the quantity kept.
    await panel.getByRole('button', { name: 'Voltar' }).click();
    await expect(quantity).toHaveValue('10');
    await page.getByTestId('pay-with-card').click();

    await payWithTestCard(page, '4000 0000 0000 0002');
    await expect(toast(page)).toContainText('Pagamento não processado');
    await expect(toast(page)).toContainText(
      'Seu cartão foi recusado. Verifique os dados ou tente outro cartão.',
    );
    await expect(page.getByTestId('credit-badge')).toHaveText('0 créditos');
    await saveScreenshots(page, 'credits-card-declined');

    await payWithTestCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(
      /\/payment-success\?payment_intent=[^&]+&payment_intent_client_secret=[^&]+/,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento Confirmado' })).toBeVisible();
    await expect(page.getByTestId('credits-added')).toHaveText('10 créditos adicionados');
    await expect(page.getByTestId('success-balance')).toHaveText('10 créditos');
    await expect(page.getByTestId('credit-badge')).toHaveText('10 créditos');
    await saveScreenshots(page, 'credits-payment-success');

    // The history shows the purchase, the report counts it.
    await page.goto('/buy-credits');
    const purchase = page.getByTestId('transaction').first();
    await expect(purchase).toContainText('Compra');
    await expect(purchase).toContainText('+10');
    await expect(purchase).toContainText('Concluído');

    // And the credits are spent.
    await page.goto('/create-tournament?type=super8');
    await page.getByLabel('Nome do torneio').fill('Super 8 Pago no Cartão');
    await page.getByText('1 quadra', { exact: true }).click();
    for (const [i, name] of PLAYERS.entries()) {
      await page.getByLabel(`Jogador ${i + 1}`, { exact: true }).fill(name);
    }
    await page.getByTestId('create-submit').click();
    await expect(page).toHaveURL(/\/tournament\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('credit-badge')).toHaveText('9 créditos');

    await page.goto('/user-reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Meus Relatórios de Créditos' })).toBeVisible();
    await expect(page.getByTestId('report-received')).toHaveText('10');
    await expect(page.getByTestId('report-used')).toHaveText('1');
    await expect(page.getByTestId('report-balance')).toHaveText('9');
    await expect(page.getByTestId('report-count')).toHaveText('2');
    await expect(page.getByTestId('report-table')).toContainText('+10');
    await expect(page.getByTestId('report-table')).toContainText('-1');
    await saveScreenshots(page, 'credits-user-reports');
  });

  test('/payment-success: without both parameters it goes to /; back from the provider it reports the payment', async ({
    page,
  }) => {
    await newOrganiser(page, 'Caio Curioso');
    await page.goto('/payment-success?payment_intent=pi_only');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/buy-credits/stripe');
    await expect(page.getByRole('heading', { level: 1, name: 'Comprar Créditos' })).toBeVisible();

    // A payment confirmed away from the page (Stripe's return URL): the page reports it and shows it.
    const headers = { origin: BASE_URL };
    const intent = await (
      await page.request.post('/api/create-payment-intent', { data: { credits: 3 }, headers })
    ).json();
    const paid = await page.request.post(`/api/sandbox-payments/${intent.paymentIntentId}/confirm`, {
      data: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
      headers,
    });
    expect(paid.ok()).toBe(true);
    const query = new URLSearchParams({
      credits: '3',
      payment_intent: intent.paymentIntentId,
      payment_intent_client_secret: intent.clientSecret,
      redirect_status: 'succeeded',
    });
    await page.goto(`/payment-success?${query}`);
    await expect(page.getByTestId('credits-added')).toHaveText('3 créditos adicionados');
    await expect(page.getByTestId('success-balance')).toHaveText('3 créditos');
  });

  test('/payment-success asks the server and says what happened: unknown, pending, refused or confirmed, in three languages', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const TEXTS = {
      'pt-BR': [
        'Pagamento não encontrado',
        'Pagamento em processamento',
        'Pagamento não aprovado',
        'Pagamento Confirmado',
      ],
      'en-US': ['Payment not found', 'Payment processing', 'Payment not approved', 'Payment Confirmed'],
      'es-ES': ['Pago no encontrado', 'Pago en proceso', 'Pago no aprobado', 'Pago Confirmado'],
    } as const;
    for (const [locale, [unknown, pending, refused, confirmed]] of Object.entries(TEXTS)) {
      const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await newOrganiser(page, 'Paula Pagante');
      const headers = { origin: BASE_URL };
      const successOf = (id: string) =>
        `/payment-success?${new URLSearchParams({ payment_intent: id, payment_intent_client_secret: `${id}_secret_x` })}`;
      const heading = page.getByRole('heading', { level: 1 });

      // A made-up payment: nothing was added, and the page says so.
      await page.goto(successOf('pi_fake_3PzT9'));
      await expect(heading).toHaveText(unknown);
      await expect(page.getByTestId('payment-success')).toHaveCount(0);
      await expect(page.getByTestId('credit-badge')).toContainText('0');
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
        expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
      }

      // Started and not paid yet: pending; then refused; then paid: confirmed, with the credits.
      const intent = await (
        await page.request.post('/api/create-payment-intent', { data: { credits: 2 }, headers })
      ).json();
      await page.goto(successOf(intent.paymentIntentId));
      await expect(heading).toHaveText(pending);
      const pay = (number: string) =>
        page.request.post(`/api/sandbox-payments/${intent.paymentIntentId}/confirm`, {
          data: { number, expMonth: 12, expYear: 2034, cvc: '123' },
          headers,
        });
      await pay('4000000000000002');
      await page.reload();
      await expect(heading).toHaveText(refused);
      await pay('4242424242424242');
      await page.reload();
      await expect(heading).toHaveText(confirmed);
      await expect(page.getByTestId('credits-added')).toContainText('2');
      await context.close();
    }
  });

  test('each sandbox test card answers with its message from the payments catalogue', async ({ page }) => {
    await newOrganiser(page, 'Sara Testes');
    await page.goto('/buy-credits');
    await page.getByText('Cartão de crédito', { exact: true }).click();
    await page.getByTestId('pay-with-card').click();
    const outcomes = [
      ['4000 0000 0000 9995', 'Saldo insuficiente no cartão.'],
      ['4000 0000 0000 0069', 'Cartão expirado. Verifique a data de validade.'],
      ['4000 0000 0000 0127', 'Código de segurança (CVC) incorreto.'],
      ['1234 5678 9012 3456', 'Número do cartão inválido.'],
    ] as const;
    for (const [number, message] of outcomes) {
      await payWithTestCard(page, number);
      await expect(toast(page)).toContainText('Pagamento não processado');
      await expect(toast(page)).toContainText(message);
    }
    await expect(page.getByTestId('credit-badge')).toHaveText('0 créditos');
  });

  test('a PIX request shows a BR Code carrying the amount, and waits in the history', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await newOrganiser(page, 'Pedro Pix');
    await page.goto('/buy-credits');
    await page.getByTestId('credit-quantity').fill('20');
    await expect(page.getByTestId('total')).toHaveText(brl('200,00'));
    await page.getByTestId('pix-generate').click();

    const instructions = page.getByTestId('pix-instructions');
    await expect(instructions.getByTestId('pix-amount')).toHaveText(brl('200,00'));
    await expect(instructions.getByTestId('pix-key')).not.toBeEmpty();
    await expect(instructions.getByTestId('pix-payee')).not.toBeEmpty();
    await expect(instructions.getByTestId('pix-qr')).toBeVisible();
    await expect(instructions.getByRole('link', { name: 'Abrir conversa' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );

    const brCode = await instructions.getByTestId('pix-br-code').inputValue();
    const fields = emvFields(brCode);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('200.00');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('26')).toMatch(/^0014br\.gov\.bcb\.pix/i);
    expect(fields.get('63')).toBe(crc16(brCode.slice(0, -4)));

    const pending = page.getByTestId('transaction').first();
    await expect(pending).toContainText('+20');
    await expect(pending).toContainText('Aguardando');
    await expect(page.getByTestId('credit-badge')).toHaveText('0 créditos');
    await saveScreenshots(page, 'credits-pix');
  });

  test('a referred friend’s first purchase credits the referrer, and /refer-friend shows it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const referrer = await newOrganiser(page, 'Lara Indica');
    await page.goto('/refer-friend');
    await expect(page.getByRole('heading', { level: 1, name: 'Indique um Amigo' })).toBeVisible();
    await expect(page.getByTestId('referral-code')).toHaveText(referrer.referralCode);
    const link = await page.getByTestId('referral-link').inputValue();
    expect(link).toBe(`${BASE_URL}/auth?ref=${referrer.referralCode}`);
    await expect(page.getByTestId('referral-friends')).toHaveText('0');
    await expect(page.getByTestId('referral-credits')).toHaveText('0');

    // The friend opens the link, signs up with the code and buys 5 credits by card.
    const friend = await signedInPage(browser);
    await friend.goto(link);
    const form = friend.getByRole('form', { name: 'Crie sua conta' });
    await expect(form.getByLabel('Código de indicação (opcional)')).toHaveValue(referrer.referralCode);
    await form.getByLabel('Nome completo').fill('Téo Indicado');
    await form.getByLabel('E-mail').fill(uniqueEmail('teo'));
    await form.getByLabel('Senha', { exact: true }).fill('indicado1');
    await form.getByLabel('Confirmar senha').fill('indicado1');
    await form.getByRole('checkbox', { name: /Li e concordo/ }).check();
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expect(friend).toHaveURL(/\/$/);
    await friend.goto('/buy-credits');
    await friend.getByTestId('credit-quantity').fill('5');
    await friend.getByText('Cartão de crédito', { exact: true }).click();
    await friend.getByTestId('pay-with-card').click();
    await payWithTestCard(friend, '4242424242424242');
    await expect(friend).toHaveURL(/\/payment-success\?/);
    await expect(friend.getByTestId('success-balance')).toHaveText('5 créditos');
    await friend.context().close();

    // The referrer gets as many credits as the friend's first purchase, once.
    // The reward is a reactor's work, and the balance and the referral figures are two read
    // models: a reload shows both once both have caught up.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('referral-credits')).toHaveText('5', { timeout: 1000 });
      await expect(page.getByTestId('credit-badge')).toHaveText('5 créditos', { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId('referral-friends')).toHaveText('1');
    await saveScreenshots(page, 'credits-refer-friend');

    await page.goto('/buy-credits');
    const reward = page.getByTestId('transaction').first();
    await expect(reward).toContainText('Indicação');
    await expect(reward).toContainText('+5');
  });

  test('the landing page lists the credit prices in R$ from the server', async ({ page }) => {
    await page.goto('/quadras');
    const packages = page.getByTestId('credit-package');
    await expect(packages).toHaveCount(3);
    await expect(packages.nth(0)).toContainText('1 a 9 créditos');
    await expect(packages.nth(0)).toContainText(brl('20,00'));
    await expect(packages.nth(1)).toContainText(brl('12,00'));
    await expect(packages.nth(1)).toContainText(/10 créditos por R\$\s120,00/);
    await expect(packages.nth(2)).toContainText(brl('10,00'));
    await expect(packages.nth(2)).toContainText(/20 créditos por R\$\s200,00/);
  });
});

import { type APIRequestContext, expect, type Page, request } from '@playwright/test';

export const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
export const ADMIN = { email: 'admin@rodada.test', password: 'admin-e2e-password' } as const;

let counter = 0;

/** An e-mail no other test (or earlier run on the same data) has used. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@rodada.test`;
}

export interface AccountAnswer {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly credits: number;
  readonly referralCode: string;
}

/** A cookie jar of its own, sending the app's Origin as a browser would. */
export async function apiContext(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { origin: BASE_URL } });
}

/** Registers an account through the API (not the screens under test) and returns it. */
export async function registerByApi(name: string, email: string, password: string): Promise<AccountAnswer> {
  const api = await apiContext();
  const response = await api.post('/api/register', { data: { name, email, password, terms: true } });
  expect(response.status()).toBe(201);
  const user = (await response.json()) as AccountAnswer;
  await api.dispose();
  return user;
}

/** Signs in through the API; returns the user as the server sees them. */
export async function loginByApi(email: string, password: string): Promise<AccountAnswer> {
  const api = await apiContext();
  const response = await api.post('/api/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
  const user = (await response.json()) as AccountAnswer;
  await api.dispose();
  return user;
}

/** Signs in through the login tab of /auth (in Portuguese). */
export async function loginThroughForm(
  page: Page,
  email: string,
  password: string,
  options: { rememberMe?: boolean } = {},
): Promise<void> {
  if (!page.url().includes('/auth')) await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Bem-vindo de volta' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Senha', { exact: true }).fill(password);
  if (options.rememberMe) await form.getByRole('checkbox', { name: 'Lembrar de mim' }).check();
  await form.getByRole('button', { name: 'Entrar' }).click();
}

/** The toast on screen (one at a time, spec section 9). */
export function toast(page: Page) {
  return page.locator('.toast-root[data-state="open"]');
}

/** An API client signed in as `email` (its own cookie jar), for arranging data through the real API. */
export async function signedInApi(email: string, password: string): Promise<APIRequestContext> {
  const api = await apiContext();
  const response = await api.post('/api/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return api;
}

/** The administrator grants `credits` to a user (reason: bonus). */
export async function grantCredits(userId: string, credits: number): Promise<void> {
  const admin = await signedInApi(ADMIN.email, ADMIN.password);
  const response = await admin.post(`/api/admin/users/${userId}/credits`, {
    data: { credits, reason: 'bonus' },
  });
  expect(response.ok()).toBe(true);
  await admin.dispose();
}

import { expect, test } from '@playwright/test';

// What a phone at the court downloads: the app once, compressed, then from its cache.
test('the page is revalidated on every visit; its hashed bundle is compressed and cached for good', async ({
  request,
}) => {
  const page = await request.get('/public/tournament/any-token', {
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(page.status()).toBe(200);
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  const script = html.match(/<script[^>]+src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();

  const bundle = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(bundle.status()).toBe(200);
  expect(bundle.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(bundle.headers()['content-encoding']).toBe('br');
  expect((await bundle.body()).length).toBeGreaterThan(10_000);
});

// A spectator's page names what its first screen waits on, so the browser fetches it while it is
// still parsing the app's entry: the tournament's read, the translations and the route's scripts.
test("a spectator's board preloads its read, its translations in the browser's language and its scripts", async ({
  request,
  browser,
}) => {
  const token = 'z074b2a0-9AM8O5zjaHkNw';
  const page = await request.get(`/public/tournament/${token}`, {
    headers: { 'accept-language': 'es-AR,es;q=0.9' },
  });
  const link = page.headers().link ?? '';
  expect(link).toContain(`</api/public/tournaments/${token}>; rel=preload; as=fetch; crossorigin`);
  expect(link).toContain('</locales/es/tournaments.json>; rel=preload; as=fetch; crossorigin');
  const scripts = [...link.matchAll(/<(\/assets\/[^>]+\.js)>; rel=modulepreload/g)].map((m) => m[1]!);
  expect(scripts.some((script) => script.includes('publicTournamentPage'))).toBe(true);
  for (const script of scripts) expect((await request.get(script)).status()).toBe(200);
  expect((await request.get('/my-tournaments')).headers().link).toBeUndefined();

  // In Chromium the page's own read and translations are answered by those preloads.
  const context = await browser.newContext({ locale: 'en-US' });
  const board = await context.newPage();
  await board.goto(`/public/tournament/${token}`);
  await expect(board.getByText('Tournament not found')).toBeVisible();
  const preloaded = await board.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'link')
      .map((entry) => new URL(entry.name).pathname),
  );
  expect(preloaded).toEqual(
    expect.arrayContaining([
      `/api/public/tournaments/${token}`,
      '/locales/en/common.json',
      '/locales/en/tournaments.json',
    ]),
  );
  await context.close();
});

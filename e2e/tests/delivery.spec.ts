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

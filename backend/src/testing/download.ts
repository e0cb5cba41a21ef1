import type { TestServer } from './testServer';

/**
 * A file as the browser downloads it, bytes untouched (`fetch().text()` would drop a CSV's BOM),
 * with the session `cookie` of an `apiClient`.
 */
export async function download(
  server: Pick<TestServer, 'url'>,
  cookie: string,
  path: string,
  language = 'pt-BR',
) {
  const answer = await fetch(`${server.url}${path}`, {
    headers: { 'accept-language': language, ...(cookie ? { cookie } : {}) },
  });
  const bytes = Buffer.from(await answer.arrayBuffer());
  return {
    status: answer.status,
    headers: answer.headers,
    bytes,
    /** The body as UTF-8, a BOM kept as '\ufeff'. */
    text: bytes.toString('utf8'),
  };
}

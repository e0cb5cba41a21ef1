import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PublicTokenSchema } from '@rodada/events';
import { z } from 'zod';
import type { Language } from '../i18n';

/**
 * What a spectator's page needs before it can paint, named in a `Link` header on its HTML so the
 * browser fetches it while it is still parsing the entry's scripts (issue 26): the route's scripts
 * (`rel=modulepreload`), its translations in the request's language and the tournament's public
 * read (`rel=preload; as=fetch; crossorigin`, the shape the page's own fetches take, so Chromium
 * hands them the preloaded answers). The build lists the scripts and namespaces per page in
 * `preloads.json` (frontend/vite.config.ts, from frontend/src/publicPages.ts).
 */
const PreloadsSchema = z.object({
  /** The public read's address before the token, as the page's fetch names it. */
  read: z.string().regex(/^\/api\/[\w/-]+\/$/),
  pages: z.array(
    z.object({
      path: z.string(),
      scripts: z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)),
      namespaces: z.array(z.string().regex(/^\w+$/)),
    }),
  ),
});

interface Page {
  readonly segments: readonly string[];
  readonly scripts: readonly string[];
  readonly namespaces: readonly string[];
}

/** The `Link` header for a page's address and language, or null for a page that preloads nothing. */
export type PagePreloads = (url: string, language: Language) => string | null;

/** Reads `preloads.json` from the built frontend; without one (no build), no page preloads anything. */
export function pagePreloadsFrom(distDir: string): PagePreloads {
  const file = join(distDir, 'preloads.json');
  if (!existsSync(file)) return () => null;
  const { read, pages } = PreloadsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return pagePreloads(
    read,
    pages.map(({ path, scripts, namespaces }) => ({ segments: path.split('/'), scripts, namespaces })),
  );
}

function pagePreloads(read: string, pages: readonly Page[]): PagePreloads {
  return (url, language) => {
    const segments = url.split('?')[0]!.split('/');
    for (const page of pages) {
      const token = tokenOf(page.segments, segments);
      if (token === undefined) continue;
      const links = [
        ...(token ? [`<${read}${token}>; rel=preload; as=fetch; crossorigin`] : []),
        ...page.namespaces.map(
          (namespace) => `</locales/${language}/${namespace}.json>; rel=preload; as=fetch; crossorigin`,
        ),
        ...page.scripts.map((script) => `<${script}>; rel=modulepreload`),
      ];
      return links.join(', ');
    }
    return null;
  };
}

/**
 * The public token if `segments` is this page's address (`null` when it is not a token at all: no
 * read is preloaded, the page shows not found), `undefined` when it is another page.
 */
function tokenOf(pattern: readonly string[], segments: readonly string[]): string | null | undefined {
  if (pattern.length !== segments.length) return undefined;
  let token: string | null = null;
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i]!;
    const actual = segments[i]!;
    if (expected.startsWith(':')) {
      if (actual === '') return undefined;
      if (expected === ':publicToken') token = PublicTokenSchema.safeParse(actual).success ? actual : null;
    } else if (expected !== actual) return undefined;
  }
  return token;
}

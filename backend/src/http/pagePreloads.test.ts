import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pagePreloadsFrom } from './pagePreloads';

const dist = mkdtempSync(join(tmpdir(), 'rodada-preloads-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const TOKEN = 'z074b2a0-9AM8O5zjaHkNw';

describe("a spectator page's Link header", () => {
  writeFileSync(
    join(dist, 'preloads.json'),
    JSON.stringify({
      read: '/api/public/tournaments/',
      pages: [
        {
          path: '/public/tournament/:publicToken',
          scripts: ['/assets/board-1.js', '/assets/socket-2.js'],
          namespaces: ['common', 'tournaments'],
        },
        {
          path: '/public/tournament/:publicToken/tv',
          scripts: ['/assets/tv-3.js'],
          namespaces: ['common', 'tv'],
        },
      ],
    }),
  );
  const preloads = pagePreloadsFrom(dist);

  it("names the board's read, its translations in the request's language and its scripts", () => {
    expect(preloads(`/public/tournament/${TOKEN}?lang=x`, 'en')).toBe(
      [
        `</api/public/tournaments/${TOKEN}>; rel=preload; as=fetch; crossorigin`,
        '</locales/en/common.json>; rel=preload; as=fetch; crossorigin',
        '</locales/en/tournaments.json>; rel=preload; as=fetch; crossorigin',
        '</assets/board-1.js>; rel=modulepreload',
        '</assets/socket-2.js>; rel=modulepreload',
      ].join(', '),
    );
    expect(preloads(`/public/tournament/${TOKEN}/tv`, 'es')).toContain('</locales/es/tv.json>');
    expect(preloads(`/public/tournament/${TOKEN}/tv`, 'es')).toContain('</assets/tv-3.js>');
  });

  it('preloads no read for an address that is not a token, and nothing on other pages', () => {
    const odd = preloads('/public/tournament/a%3E%3B,b', 'pt-BR');
    expect(odd).not.toContain('/api/');
    expect(odd).toContain('</locales/pt-BR/common.json>');
    expect(preloads('/public/tournament/', 'pt-BR')).toBeNull();
    expect(preloads(`/public/tournament/${TOKEN}/results`, 'pt-BR')).toBeNull();
    expect(preloads('/my-tournaments', 'pt-BR')).toBeNull();
  });

  it('preloads nothing without a build', () => {
    expect(pagePreloadsFrom(join(dist, 'missing'))(`/public/tournament/${TOKEN}`, 'en')).toBeNull();
  });
});

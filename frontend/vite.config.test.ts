import { build, type Plugin, type Rolldown } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import config from './vite.config';

const ENTRY = 'virtual:entry';

/** A one-line app that loads the live client later, as the public board does. */
function tinyApp(): Plugin {
  return {
    name: 'tiny-app',
    resolveId: (id) => (id === ENTRY ? ENTRY : null),
    load: (id) => (id === ENTRY ? "import('socket.io-client').then(({ io }) => io('/'));" : null),
  };
}

/** Everything the bundler printed (it writes its own warnings straight to the terminal). */
function printed(): string[] {
  const lines: string[] = [];
  const keep = (chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(keep);
  vi.spyOn(process.stderr, 'write').mockImplementation(keep);
  for (const method of ['log', 'info', 'warn', 'error'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => keep(args.join(' ')));
  return lines;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the build configuration', () => {
  it('prints no deprecation warning, and the live client still has a chunk of its own', async () => {
    const lines = printed();
    const output = await build({
      configFile: false,
      root: import.meta.dirname,
      logLevel: 'warn',
      plugins: [tinyApp()],
      build: {
        write: false,
        minify: false,
        rolldownOptions: { ...config.build?.rolldownOptions, input: ENTRY },
      },
    });
    vi.restoreAllMocks();

    expect(lines.join('\n')).not.toMatch(/deprecat/i);
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
      'output' in result ? result.output : [],
    ) as (Rolldown.OutputChunk | Rolldown.OutputAsset)[];
    const socket = chunks.find((chunk) => chunk.type === 'chunk' && chunk.name === 'socket');
    expect(socket?.type).toBe('chunk');
    const modules = Object.keys((socket as Rolldown.OutputChunk).modules);
    expect(modules.some((id) => /node_modules[\\/]socket\.io-client/.test(id))).toBe(true);
    expect(modules.some((id) => /node_modules[\\/]engine\.io-client/.test(id))).toBe(true);
  });
});

// The production server as compiled JavaScript: `backend/src/main.ts` and the workspace packages it
// imports (@rodada/events, @rodada/projections) in one ES module, `backend/dist/main.js`, that plain
// `node` runs with no TypeScript transpiler. Installed packages stay outside the bundle, loaded from
// node_modules as usual. The bundle sits two folders below the root, as `backend/src/paths.ts` does,
// so paths from the repository's root (locales, the built frontend) hold for both.
import { build } from 'esbuild';

const started = Date.now();
await build({
  entryPoints: { main: 'backend/src/main.ts' },
  outdir: 'backend/dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'installed-packages-stay-external',
      setup(pluginBuild) {
        // A bare import is an installed package, unless it is one of this repository's workspaces.
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@rodada/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.log(`server compiled to backend/dist/main.js in ${Date.now() - started} ms`);

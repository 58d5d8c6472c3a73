// Bundles the server into dist/ (one ESM file per entry). Workspace packages are TypeScript sources, so they are
// bundled in; every other package stays in node_modules and is imported at run time.
import { build } from 'esbuild';

const external = {
  name: 'external-node-modules',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@rentfolio/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: {
    main: 'src/main.ts',
    migrate: 'src/cli/migrate.ts',
    'market-load-worker': 'src/jobs/market-load-worker.ts',
    'bank-import-worker': 'src/workers/bank-import-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  plugins: [external],
  logLevel: 'warning',
});

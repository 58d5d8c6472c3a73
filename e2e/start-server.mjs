// The server the browser tests talk to: the production build on a fresh SQLite database in E2E_DATA_DIR (set by
// playwright.config.ts: /dev/shm where the machine has it), else e2e/.tmp/data.
import { existsSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
for (const built of [
  'apps/server/dist/main.js',
  join(process.env.WEB_DIST_DIR ?? 'apps/web/dist', 'index.html'),
]) {
  if (!existsSync(resolve(root, built))) {
    console.error(`${built} is missing: run \`npm run build\` first (npm run test:e2e does).`);
    process.exit(1);
  }
}
const dataDir =
  process.env.E2E_DATA_DIR ??
  join(here, '.tmp', process.env.PORT === '5199' ? 'data' : `data-${process.env.PORT}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
await import(pathToFileURL(join(root, 'apps/server/dist/main.js')).href);

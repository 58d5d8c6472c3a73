// npm start – build the web app and the server when their sources are newer than the build, then run the server,
// which applies pending migrations before it listens (PORT, default 5000). No settings are needed: see README.md.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// A supported Node.js first (README "Set up"): the embedded database's native module needs Node-API of Node 22.12+.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Rentfolio needs Node.js 22.12 or later (22 or 24 LTS); this is ${process.version}. README.md "Set up" says how to get one.`,
  );
  process.exit(1);
}

/** The newest modification time under `paths` (files or folders), ignoring node_modules and dist. */
function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const path of paths) visit(join(root, path));
  return newest;
}

const shared = ['packages/finance/src', 'packages/contracts/src', 'package-lock.json'];
const targets = [
  {
    name: '@rentfolio/web',
    output: 'apps/web/dist/index.html',
    sources: [...shared, 'apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts'],
  },
  {
    name: '@rentfolio/server',
    output: 'apps/server/dist/main.js',
    sources: [...shared, 'packages/db/src', 'apps/server/src', 'apps/server/build.mjs'],
  },
];

for (const target of targets) {
  const output = join(root, target.output);
  const isStale = !existsSync(output) || newestMtime(target.sources) > statSync(output).mtimeMs;
  if (!isStale) continue;
  console.info(`Building ${target.name}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', target.name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(join(root, 'apps/server/dist/main.js')).href);

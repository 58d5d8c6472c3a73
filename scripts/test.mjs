// npm test – every check of the project (docs/testing.md): lint, types, the unit and API tests, the build, the
// reliability suite's CI profile and the browser suite. The unit and API tests leave a core mostly idle while they wait
// on their databases, so the build, then the reliability suite (which mostly waits on kills and time-outs) beside lint
// and types, run beside them; the browser suite, CPU-bound on two cores, runs last and alone. The output of a
// step that runs beside others is printed whole when it ends; the browser suite's as it comes. Any failure fails the run.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;

/** Runs `npm run <script>` (or node with `args`); resolves to its exit code. */
function run(name, args, { live = false } = {}) {
  const since = performance.now();
  console.info(`== ${name}: started at ${seconds(started)}`);
  return new Promise((done) => {
    const child = spawn(args[0], args.slice(1), {
      cwd: root,
      env: process.env,
      stdio: live ? 'inherit' : 'pipe',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
      if (!live) process.stdout.write(`\n== ${name} ==\n${Buffer.concat(output).toString()}`);
      console.info(`== ${name}: ${status} in ${seconds(since)}`);
      done(code === 0 ? 0 : 1);
    });
  });
}

const npm = (script) => ['npm', 'run', '--silent', script];

/** Steps one after another; stops at the first failure. */
async function inOrder(steps) {
  for (const step of steps) if ((await step()) !== 0) return 1;
  return 0;
}

// The reliability suite needs only the build and then mostly waits: it starts as soon as the build is there, beside
// lint and types, instead of after them.
const build = run('build', npm('build'));
const beside = await Promise.all([
  run('unit and API tests', npm('test:unit')),
  build.then((code) =>
    code === 0 ? run('reliability (CI profile)', ['node', 'bench/src/reliability.mjs']) : 1,
  ),
  build.then((code) =>
    code === 0 ? inOrder([() => run('lint', npm('lint')), () => run('types', npm('typecheck'))]) : 1,
  ),
]);
const failed = beside.some((code) => code !== 0);
const browser = failed
  ? 1
  : await run('browser tests', ['npm', 'test', '-w', '@rentfolio/e2e'], { live: true });

console.info(`\n== npm test: ${failed || browser ? 'FAILED' : 'passed'} in ${seconds(started)}`);
process.exit(failed || browser ? 1 : 0);

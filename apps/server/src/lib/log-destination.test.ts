import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The lines before a crash (docs/operations.md "Logs"): the log is buffered in 4 KB batches for speed, so a process
// killed at once lost its last lines, the error that explained the crash among them. An error line is written at
// once, with what was buffered before it.

const here = dirname(fileURLToPath(import.meta.url));

describe('the log destination', () => {
  it('has written an error line, and the lines before it, when the process is killed right after it', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(here, 'fixtures/log-then-die.ts')], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.signal).toBe('SIGKILL');
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; level: number; i?: number });
    expect(lines.at(-1)).toMatchObject({ msg: 'the last words before the crash', level: 50 });
    expect(lines.filter((line) => line.msg === 'ordinary line').map((line) => line.i)).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    );
    // Each line once: the error line went to one stream only.
    expect(lines.filter((line) => line.level === 50)).toHaveLength(1);
  });
});

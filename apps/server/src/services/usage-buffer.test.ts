import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The usage buffer's write is scheduled for the next turn of the event loop (services/usage-buffer.ts). Scheduled by an
// unref'd immediate, it ran only when the loop next woke for something else (I/O, a timer): on a quiet server up to a
// second later (the next connection check), with the request waiting for it; with nothing else at all, never.

const here = dirname(fileURLToPath(import.meta.url));

describe('the usage buffer on an idle event loop', () => {
  it('stores a count added on an idle event loop: its write keeps the loop turning', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(here, 'fixtures/usage-buffer-idle.ts')],
      {
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(run.stderr).toBe('');
    // 13 is Node's exit code for a top-level await that never settled: the loop ended with the count unstored.
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout.trim())).toEqual({ stored: 1 });
  });
});

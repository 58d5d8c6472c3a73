import pino from 'pino';

/** pino's number for 'error': lines at this level or above are written at once. */
const ERROR_LEVEL = 50;

/**
 * Where the server's JSON log lines go (stdout, or `fd`). Lines below error are buffered and written in batches of
 * 4 KB (one write per request cost a tenth of a small request's time) and flushed at exit; an error or fatal line is
 * written at once, after what is buffered, so a crash right after it cannot lose it (docs/operations.md "Logs").
 */
export function createLogDestination(fd = 1) {
  const buffered = pino.destination({ dest: fd, sync: false, minLength: 4096 });
  const immediate = pino.destination({ dest: fd, sync: true });
  return pino.multistream(
    [
      { level: 'trace', stream: buffered },
      {
        level: 'error',
        stream: {
          write(line: string) {
            try {
              // What was logged before it goes first, so the lines stay in order.
              buffered.flushSync();
            } catch {
              // A write of the buffer is in flight: the error line must not wait for it.
            }
            immediate.write(line);
          },
        },
      },
    ],
    // Each line goes to the stream of the highest level it reaches, never to both.
    { dedupe: true, levels: { ...pino.levels.values, error: ERROR_LEVEL } },
  );
}

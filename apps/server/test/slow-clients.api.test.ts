import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeWithin } from '../src/lib/shutdown';
import { createTestApp, RELAXED_LIMITS, signUpAndIn, type TestApp } from './setup/test-app';
import { TEST_DIALECTS } from './setup/test-db';

// Slow and unfinished request bodies (docs/operations.md "Stopping and slow clients"): an anonymous upload is refused before its body
// is read, a body that never ends is cut after REQUEST_TIMEOUT_SECONDS, and a shutdown ends after its grace time even
// with an upload open. Before, requestTimeout was 0: one such connection pinned its body's memory and stopped SIGTERM
// from ever finishing.

/** Opens a raw connection to the app, sends `head` (and no more), and resolves what the server sends until it closes. */
function sendHead(port: number, head: string): { answer: Promise<string>; socket: net.Socket } {
  const socket = net.connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  let received = '';
  const answer = new Promise<string>((resolve) => {
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('close', () => resolve(received));
    socket.on('error', () => resolve(received));
  });
  socket.write(head);
  return { answer, socket };
}

function uploadHead(length: number, cookie?: string): string {
  return [
    'POST /api/properties/import HTTP/1.1',
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    `Content-Length: ${length}`,
    'x-rentfolio-client: test',
    ...(cookie ? [`Cookie: ${cookie}`] : []),
    '',
    '',
  ].join('\r\n');
}

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as net.AddressInfo).port;
}

describe.each(TEST_DIALECTS)('slow clients on %s', (dialect) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS, env: { REQUEST_TIMEOUT_SECONDS: '1' } });
    port = await listen(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an anonymous 18 MB upload with 401 before a byte of its body is sent', async () => {
    const { answer, socket } = sendHead(port, uploadHead(18_000_000));
    const first = await new Promise<string>((resolve) =>
      socket.once('data', (chunk) => resolve(String(chunk))),
    );
    expect(first).toMatch(/^HTTP\/1\.1 401 /);
    expect(first).toContain('"code":"UNAUTHENTICATED"');
    socket.destroy();
    await answer;
  });

  it('cuts a signed-in upload whose body never ends with 408 after the request timeout', async () => {
    const { cookie } = await signUpAndIn(t.app);
    const { answer, socket } = sendHead(port, `${uploadHead(5_000, cookie)}{"importKey":`);
    const received = await answer;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(socket.destroyed).toBe(true);
  });
});

describe.each(TEST_DIALECTS)('shutting down on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // The default request timeout (60 s): only the shutdown's own grace time can end the open upload.
    t = await createTestApp(dialect, { rateLimits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await t.db.drop();
  });

  it('ends after its grace time with an upload still open, cutting that connection', async () => {
    const { cookie } = await signUpAndIn(t.app);
    const port = await listen(t);
    const { answer, socket } = sendHead(port, `${uploadHead(5_000, cookie)}{"importKey":`);
    // The upload is under way: the server holds the connection, waiting for the rest of the body.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.destroyed).toBe(false);
    await closeWithin(t.app, 300);
    await answer;
    expect(socket.destroyed).toBe(true);
    expect(t.app.server.listening).toBe(false);
  });
});

// A real SMTP server for the browser tests of e-mail (tests/mail-delivery.spec.ts): it accepts every message on
// SMTP_PORT and lists what it received as JSON on HTTP_PORT (GET /messages), with GET /health for Playwright.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const SMTP_PORT = Number(process.env.SMTP_PORT);
const HTTP_PORT = Number(process.env.HTTP_PORT);
const received = [];

/** Quoted-printable (RFC 2045) as nodemailer writes the parts: soft breaks and =XX bytes. */
function decodeQuotedPrintable(text) {
  const joined = text.replace(/=\r\n/g, '');
  const bytes = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]));
  }
  return Buffer.from(bytes).toString('utf8');
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      const headers = {};
      for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
      }
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        subject: headers.subject ?? '',
        messageId: headers['message-id'] ?? '',
        body: decodeQuotedPrintable(rest.join('\r\n\r\n')),
      });
      callback();
    });
  },
});
smtp.listen(SMTP_PORT, '127.0.0.1');

createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  if (request.url === '/messages') response.end(JSON.stringify(received));
  else response.end('{"status":"ok"}');
}).listen(HTTP_PORT, '127.0.0.1');

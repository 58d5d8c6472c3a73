// A real SMTP server for the browser tests of e-mail (tests/mail-delivery.spec.ts): it accepts every message on
// SMTP_PORT and lists what it received as JSON on HTTP_PORT (GET /messages), with GET /health for Playwright.
// Each message is read by mailparser, as a mail client reads it: headers, transfer encodings and charsets decoded.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const SMTP_PORT = Number(process.env.SMTP_PORT);
const HTTP_PORT = Number(process.env.HTTP_PORT);
const received = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (mail) => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: mail.subject ?? '',
          messageId: mail.messageId ?? '',
          // The plain-text part, as a mail client shows it (links absolute), then the HTML part.
          body: [mail.text, typeof mail.html === 'string' ? mail.html : ''].filter(Boolean).join('\n'),
        });
        callback();
      },
      (error) => callback(error),
    );
  },
});
smtp.listen(SMTP_PORT, '127.0.0.1');

createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  if (request.url === '/messages') response.end(JSON.stringify(received));
  else response.end('{"status":"ok"}');
}).listen(HTTP_PORT, '127.0.0.1');

// The account's own e-mails, pure: the confirmation link of an address and the notice to a confirmed address that a
// new one was asked for (docs/product.md "E-mail address"). Same look as the reports (report-content.ts): tables,
// inline styles, no scripts, no remote images; every value from the user is escaped.

import type { MailFormat } from './mail-format';
import { COLORS, escapeHtml as e, type RenderedMail } from './report-content';

function shell(f: MailFormat, subject: string, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${f.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.panel};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.panel};"><tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border:1px solid ${COLORS.border};border-radius:8px;font-family:Arial,Helvetica,sans-serif;">
<tr><td style="padding:16px 24px;background:${COLORS.brand};border-radius:8px 8px 0 0;color:#ffffff;font-size:18px;font-weight:bold;">Rentfolio</td></tr>
<tr><td style="padding:20px 24px;"><h1 style="margin:0 0 12px 0;font-size:22px;line-height:28px;color:${COLORS.text};">${e(title)}</h1>${body}</td></tr>
</table></td></tr></table>
</body></html>
`;
}

const para = (content: string, color: string = COLORS.muted) =>
  `<p style="margin:0 0 12px 0;font-size:14px;line-height:20px;color:${color};">${content}</p>`;

/** The link that confirms `address`; it names the address, so the reader knows what they confirm. */
export function renderConfirmationMail(
  f: MailFormat,
  input: { name: string; address: string; link: string; validHours: number },
): RenderedMail {
  const t = f.texts.confirmEmail;
  const values = { name: input.name, address: input.address, hours: String(input.validHours) };
  const greeting = f.fill(t.greeting, values);
  const intro = f.fill(t.intro, values);
  const button = f.fill(t.button, values);
  const validity = f.fill(t.validity, values);
  const text = `${[greeting, '', intro, '', `${button}: ${input.link}`, '', validity, t.ignore].join('\n')}\n`;
  const html = shell(
    f,
    t.subject,
    t.title,
    [
      para(e(greeting), COLORS.text),
      para(e(intro)),
      `<p style="margin:16px 0;"><a href="${e(input.link)}" style="display:inline-block;padding:10px 18px;background:${COLORS.brand};color:#ffffff;text-decoration:none;border-radius:6px;font-size:14px;font-weight:bold;">${e(button)}</a></p>`,
      para(e(validity)),
      para(e(t.ignore)),
    ].join(''),
  );
  return { subject: t.subject, html, text };
}

/** To the confirmed address: a new one was asked for; this one stays in use until the new one is confirmed. */
export function renderChangeNotice(
  f: MailFormat,
  input: { name: string; newAddress: string; appUrl: string },
): RenderedMail {
  const t = f.texts.changeNotice;
  const greeting = f.fill(f.texts.confirmEmail.greeting, { name: input.name });
  const intro = f.fill(t.intro, { newAddress: input.newAddress });
  const text = `${[greeting, '', intro, t.keep, '', t.notYou, '', `${f.texts.footer.open}: ${input.appUrl}`].join('\n')}\n`;
  const html = shell(
    f,
    t.subject,
    t.title,
    [
      para(e(greeting), COLORS.text),
      para(e(intro), COLORS.text),
      para(e(t.keep)),
      para(`<strong style="color:${COLORS.negative};">${e(t.notYou)}</strong>`),
      `<p style="margin:16px 0 0 0;"><a href="${e(input.appUrl)}" style="color:${COLORS.brand};font-size:14px;">${e(f.texts.footer.open)}</a></p>`,
    ].join(''),
  );
  return { subject: t.subject, html, text };
}

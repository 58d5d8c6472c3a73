// The report e-mail, pure: figures in, subject, HTML and plain text out (docs/product.md "E-mail"). The HTML is for
// mail clients: tables, inline styles, no scripts, no remote images, and colours that read on light and dark
// backgrounds. Every value from the user is escaped.

import type { TGoalType, TInsightRule } from '@rentfolio/contracts';
import type { MailFormat } from './mail-format';

export type ReportKind = 'monthly' | 'update' | 'test';

export type PerformerFigures = { address: string; monthlyCashFlow: number; capRate: number | null };

export type ReportFigures = {
  name: string;
  /** YYYY-MM: the month the report is about. */
  period: string;
  /** When the figures were read. */
  asOf: number;
  totalValue: number;
  monthlyCashFlow: number;
  averageRoi: number;
  occupancyRate: number;
  totalProperties: number;
  /** Percentage change of the value against the snapshot a month old, or null without one. */
  valueChange: number | null;
  best: PerformerFigures | null;
  worst: PerformerFigures | null;
  /** The goals the user set, or null when they set none. */
  goals: { goalType: TGoalType; progress: number; target: number; isReached: boolean }[] | null;
  newAchievements: number;
  insights: {
    rule: TInsightRule;
    type: 'opportunity' | 'performance' | 'warning';
    address: string | null;
    /** A debt coverage below 1.0: the income does not cover the loan at all. */
    uncovered?: boolean;
  }[];
};

export type ReportLinks = { appUrl: string; unsubscribeUrl: string | null };

export type RenderedMail = { subject: string; html: string; text: string };

export const COLORS = {
  text: '#1f2937',
  muted: '#4b5563',
  border: '#d1d5db',
  panel: '#f3f4f6',
  brand: '#047857',
  negative: '#b91c1c',
  warningPanel: '#fef2f2',
  sample: '#92400e',
  samplePanel: '#fffbeb',
};

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function goalValue(goalType: TGoalType, value: number, f: MailFormat): string {
  if (goalType === 'roi') return f.percent(value);
  if (goalType === 'properties') return String(value);
  return f.compactMoney(value);
}

/** The report as subject, HTML and text, in the recipient's language and formats. */
export function renderReport(
  kind: ReportKind,
  figures: ReportFigures,
  links: ReportLinks,
  f: MailFormat,
  options: { sample?: boolean } = {},
): RenderedMail {
  const t = f.texts;
  const month = f.month(figures.period);
  const subject =
    kind === 'update'
      ? t.update.subject
      : kind === 'test'
        ? t.test.subject
        : f.fill(t.monthly.subject, { month });
  const title = kind === 'update' ? t.update.title : f.fill(t.monthly.title, { month });
  const intro =
    kind === 'update'
      ? f.fill(t.update.intro, { date: f.date(figures.asOf) })
      : f.fill(t.monthly.intro, { month, date: f.date(figures.asOf) });
  const preheader = kind === 'update' ? t.update.preheader : f.fill(t.monthly.preheader, { month });
  const banners: string[] = [];
  if (options.sample) banners.push(t.sample.banner);
  if (kind === 'test') banners.push(t.test.banner);
  const negative = figures.monthlyCashFlow < 0;
  const change =
    figures.valueChange === null
      ? t.figures.noChangeData
      : f.fill(t.figures.changeSinceLastMonth, { change: f.change(figures.valueChange) });

  const cards: [string, string, string | null, boolean][] = [
    [t.figures.portfolioValue, f.money(figures.totalValue), change, false],
    [t.figures.monthlyCashFlow, f.money(figures.monthlyCashFlow), null, negative],
    [t.figures.averageRoi, f.percent(figures.averageRoi), null, figures.averageRoi < 0],
    [t.figures.occupancy, f.percent(figures.occupancyRate), null, false],
    [t.figures.properties, String(figures.totalProperties), null, false],
  ];
  const performer = (label: string, p: PerformerFigures | null) =>
    p
      ? {
          label,
          address: p.address,
          line: f.fill(t.performers.line, {
            cashFlow: f.money(p.monthlyCashFlow),
            capRate: p.capRate === null ? '–' : f.percent(p.capRate),
          }),
          negative: p.monthlyCashFlow < 0,
        }
      : null;
  const performers = [
    performer(t.performers.best, figures.best),
    performer(t.performers.worst, figures.worst),
  ].filter((p) => p !== null);
  const goals = (figures.goals ?? []).map((goal) => ({
    name: t.goals.names[goal.goalType],
    line: goal.isReached
      ? t.goals.reached
      : f.fill(t.goals.line, {
          progress: f.percent(goal.progress),
          target: goalValue(goal.goalType, goal.target, f),
        }),
    width: Math.max(0, Math.min(100, goal.progress)),
    reached: goal.isReached,
  }));
  const insights = figures.insights.map((insight) => ({
    title: insight.uncovered ? t.insights.dscrBelowOne : t.insights.rules[insight.rule],
    address: insight.address,
    warning: insight.type === 'warning',
  }));
  const achievements =
    figures.newAchievements > 0
      ? f.fill(t.achievements.count, { count: String(figures.newAchievements) })
      : t.achievements.none;

  // Plain text.
  const lines: string[] = [
    ...banners.map((b) => `*** ${b} ***`),
    '',
    f.fill(t.monthly.greeting, { name: figures.name }),
    '',
    intro,
    '',
  ];
  for (const [label, value, note] of cards) lines.push(`${label}: ${value}${note ? ` (${note})` : ''}`);
  if (negative) lines.push('', t.figures.negativeCashFlow);
  lines.push('', `${t.performers.title}`);
  if (performers.length === 0) lines.push(t.performers.none);
  for (const p of performers) lines.push(`- ${p.label}: ${p.address}, ${p.line}`);
  lines.push('', t.goals.title);
  if (goals.length === 0) lines.push(t.goals.none);
  for (const goal of goals) lines.push(`- ${goal.name}: ${goal.line}`);
  lines.push('', t.achievements.title, achievements, '', t.insights.title);
  if (insights.length === 0) lines.push(t.insights.none);
  for (const insight of insights)
    lines.push(`- ${insight.title}${insight.address ? `: ${insight.address}` : ''}`);
  lines.push('', `${t.footer.open}: ${links.appUrl}`, '', t.footer.why);
  if (links.unsubscribeUrl) lines.push(`${t.footer.unsubscribe}: ${links.unsubscribeUrl}`);
  const text = `${lines.join('\n')}\n`;

  // HTML.
  const e = escapeHtml;
  const section = (heading: string, body: string) =>
    `<tr><td style="padding:20px 24px 0 24px;"><h2 style="margin:0 0 8px 0;font-size:16px;line-height:22px;color:${COLORS.text};">${e(heading)}</h2>${body}</td></tr>`;
  const para = (content: string, color = COLORS.muted) =>
    `<p style="margin:0 0 8px 0;font-size:14px;line-height:20px;color:${color};">${content}</p>`;
  const bannerHtml = banners
    .map(
      (b) =>
        `<tr><td style="padding:12px 24px;background:${COLORS.samplePanel};border-bottom:1px solid ${COLORS.border};color:${COLORS.sample};font-size:14px;line-height:20px;font-weight:bold;">${e(b)}</td></tr>`,
    )
    .join('');
  const cardHtml = cards
    .map(
      ([label, value, note, bad]) =>
        `<tr><td style="padding:8px 12px;border-bottom:1px solid ${COLORS.border};font-size:14px;color:${COLORS.muted};">${e(label)}</td><td style="padding:8px 12px;border-bottom:1px solid ${COLORS.border};font-size:16px;font-weight:bold;text-align:right;color:${bad ? COLORS.negative : COLORS.text};">${e(value)}${note ? `<br><span style="font-size:12px;font-weight:normal;color:${COLORS.muted};">${e(note)}</span>` : ''}</td></tr>`,
    )
    .join('');
  const warningHtml = negative
    ? `<tr><td style="padding:12px 24px 0 24px;"><p style="margin:0;padding:10px 12px;background:${COLORS.warningPanel};border-left:4px solid ${COLORS.negative};color:${COLORS.negative};font-size:14px;line-height:20px;">${e(t.figures.negativeCashFlow)}</p></td></tr>`
    : '';
  const performersHtml =
    performers.length === 0
      ? para(e(t.performers.none))
      : performers
          .map((p) =>
            para(
              `<strong style="color:${COLORS.text};">${e(p.label)}:</strong> ${e(p.address)}<br><span style="color:${p.negative ? COLORS.negative : COLORS.muted};">${e(p.line)}</span>`,
            ),
          )
          .join('');
  const goalsHtml =
    goals.length === 0
      ? para(e(t.goals.none))
      : goals
          .map(
            (goal) =>
              `${para(`<strong style="color:${COLORS.text};">${e(goal.name)}:</strong> ${e(goal.line)}`)}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 10px 0;"><tr><td style="background:${COLORS.panel};height:8px;border-radius:4px;"><table role="presentation" width="${goal.width}%" cellpadding="0" cellspacing="0"><tr><td style="background:${goal.reached ? COLORS.brand : COLORS.muted};height:8px;border-radius:4px;font-size:0;line-height:0;">&nbsp;</td></tr></table></td></tr></table>`,
          )
          .join('');
  const insightsHtml =
    insights.length === 0
      ? para(e(t.insights.none))
      : insights
          .map((insight) =>
            para(
              `<strong style="color:${insight.warning ? COLORS.negative : COLORS.text};">${e(insight.title)}</strong>${insight.address ? `: ${e(insight.address)}` : ''}`,
            ),
          )
          .join('');
  const html = `<!DOCTYPE html>
<html lang="${f.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.panel};">
<div style="display:none;max-height:0;overflow:hidden;">${e(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.panel};"><tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border:1px solid ${COLORS.border};border-radius:8px;font-family:Arial,Helvetica,sans-serif;">
<tr><td style="padding:16px 24px;background:${COLORS.brand};border-radius:8px 8px 0 0;color:#ffffff;font-size:18px;font-weight:bold;">Rentfolio</td></tr>
${bannerHtml}
<tr><td style="padding:20px 24px 0 24px;"><h1 style="margin:0 0 12px 0;font-size:22px;line-height:28px;color:${COLORS.text};">${e(title)}</h1>${para(e(f.fill(t.monthly.greeting, { name: figures.name })), COLORS.text)}${para(e(intro))}</td></tr>
<tr><td style="padding:8px 24px 0 24px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid ${COLORS.border};border-radius:6px;">${cardHtml}</table></td></tr>
${warningHtml}
${section(t.performers.title, performersHtml)}
${section(t.goals.title, goalsHtml)}
${section(t.achievements.title, para(e(achievements)))}
${section(t.insights.title, insightsHtml)}
<tr><td style="padding:24px;" align="left"><a href="${e(links.appUrl)}" style="display:inline-block;padding:10px 18px;background:${COLORS.brand};color:#ffffff;text-decoration:none;border-radius:6px;font-size:14px;font-weight:bold;">${e(t.footer.open)}</a></td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${COLORS.border};font-size:12px;line-height:18px;color:${COLORS.muted};">${e(t.footer.why)}${links.unsubscribeUrl ? ` <a href="${e(links.unsubscribeUrl)}" style="color:${COLORS.brand};">${e(t.footer.unsubscribe)}</a>` : ''}</td></tr>
</table></td></tr></table>
</body></html>
`;
  return { subject, html, text };
}

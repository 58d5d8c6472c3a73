import {
  REPORT_MESSAGES,
  ZApiError,
  ZReportResponse,
  ZReportStatus,
  ZSendAllResponse,
  ZUnsubscribeQuery,
  ZUpdateList,
} from '@rentfolio/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { forbidden } from '../lib/http-error';
import { requireUser } from '../plugins/session';
import {
  getReportStatus,
  previewReport,
  sendAllMonthlyReports,
  sendMonthlyReport,
  sendTestReport,
  unsubscribe,
  unsubscribePageTexts,
} from '../services/mail/mail.service';
import { unsubscribeOutcomePage, unsubscribeQuestionPage } from '../services/mail/unsubscribe-page';
import { listUpdates, markUpdatesRead } from '../services/updates.service';

/** The previews and the unsubscribe page are HTML with inline styles only: no script, no remote anything. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function sendPage(reply: FastifyReply, html: string, status = 200) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', PAGE_CSP)
    .send(html as never);
}

export async function reportsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const emptyBody = z.object({}).passthrough().optional();

  // POST /api/reports/send-monthly – this month's report to the signed-in user's own address
  r.post(
    '/api/reports/send-monthly',
    {
      schema: {
        tags: ['reports'],
        summary: 'E-mail me my monthly report',
        body: emptyBody,
        response: { 200: ZReportResponse, 401: ZApiError, 429: ZApiError },
      },
    },
    async (request) => sendMonthlyReport(ctx, requireUser(request)),
  );

  // POST /api/reports/send-test – a test report (the monthly report, marked as a test) to the user's own address
  r.post(
    '/api/reports/send-test',
    {
      schema: {
        tags: ['reports'],
        summary: 'E-mail me a test report',
        body: emptyBody,
        response: { 200: ZReportResponse, 401: ZApiError, 429: ZApiError },
      },
    },
    async (request) => sendTestReport(ctx, requireUser(request)),
  );

  // POST /api/reports/send-all-monthly – admin only: every opted-in user's report for this month, each once
  r.post(
    '/api/reports/send-all-monthly',
    {
      schema: {
        tags: ['reports'],
        summary: 'Queue every monthly report (admin)',
        body: emptyBody,
        response: { 200: ZSendAllResponse, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (user.role !== 'admin') throw forbidden(REPORT_MESSAGES.adminOnly);
      return sendAllMonthlyReports(ctx);
    },
  );

  // GET /api/reports/status – whether e-mail is set up, and the caller's last report from the outbox
  r.get(
    '/api/reports/status',
    {
      schema: {
        tags: ['reports'],
        summary: 'My last report',
        response: { 200: ZReportStatus, 401: ZApiError },
      },
    },
    async (request) => getReportStatus(ctx, requireUser(request)),
  );

  // GET /api/reports/preview and /preview-negative – the report as an HTML page (the second on a sample portfolio)
  for (const [path, sample] of [
    ['/api/reports/preview', false],
    ['/api/reports/preview-negative', true],
  ] as const) {
    r.get(
      path,
      {
        schema: {
          tags: ['reports'],
          summary: sample ? 'Preview the report on a sample portfolio that loses money' : 'Preview my report',
          response: { 401: ZApiError },
        },
      },
      async (request, reply) => sendPage(reply, await previewReport(ctx, requireUser(request), sample)),
    );
  }

  // GET /api/unsubscribe?token= – a page asking to confirm (mail scanners follow links; they do not post forms)
  r.get(
    '/api/unsubscribe',
    { schema: { tags: ['reports'], summary: 'Unsubscribe page', querystring: ZUnsubscribeQuery } },
    async (request, reply) => {
      const texts = await unsubscribePageTexts(ctx, request.query.token);
      return sendPage(reply, unsubscribeQuestionPage(texts, request.query.token));
    },
  );

  // POST /api/unsubscribe?token= – RFC 8058 one-click (List-Unsubscribe-Post) and the page's button; no session
  r.post(
    '/api/unsubscribe',
    { schema: { tags: ['reports'], summary: 'Unsubscribe (one click)', querystring: ZUnsubscribeQuery } },
    async (request, reply) => {
      const { outcome, texts } = await unsubscribe(ctx, request.query.token);
      const status = outcome === 'done' ? 200 : outcome === 'used' ? 410 : 400;
      return sendPage(reply, unsubscribeOutcomePage(texts, outcome), status);
    },
  );

  // GET /api/updates – the newest release notes, with isNew for this user; POST /api/updates/read-all
  r.get(
    '/api/updates',
    {
      schema: {
        tags: ['updates'],
        summary: 'Updates & Changes',
        response: { 200: ZUpdateList, 401: ZApiError },
      },
    },
    async (request) => listUpdates(ctx, requireUser(request)),
  );
  r.post(
    '/api/updates/read-all',
    {
      schema: {
        tags: ['updates'],
        summary: 'Mark every update read',
        body: emptyBody,
        response: { 200: ZUpdateList, 401: ZApiError },
      },
    },
    async (request) => markUpdatesRead(ctx, requireUser(request)),
  );
}

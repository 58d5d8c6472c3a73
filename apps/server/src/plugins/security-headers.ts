import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers, computed once. @fastify/helmet builds helmet's middleware (and re-parses the whole CSP) on every
 * request, which measured at 40% of bare Fastify's throughput here; the headers never vary per request in Rentfolio
 * (no CSP nonces), so helmet runs once against a recording response and each request gets the recorded headers.
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader(name: string) {
      return headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * helmet's options for JSON answers, after OWASP's REST Security Cheat Sheet: a CSP under which nothing may load, run
 * or frame the answer; HSTS; nosniff; X-Frame-Options; Referrer-Policy; Cross-Origin-Resource-Policy. The headers that
 * only concern documents (COOP, Origin-Agent-Cluster, DNS prefetching) or long-gone browsers (X-XSS-Protection for old
 * IE and Chrome, IE8's X-Download-Options, Flash's X-Permitted-Cross-Domain-Policies) are left to pages. Headers were
 * most of a small answer's bytes, and each one is parsed on both ends.
 */
export const API_HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** helmet's options for the app's pages: everything from our own origin, map tiles from the tile server. */
export function createHelmetOptions(tileOrigin: string): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  };
}

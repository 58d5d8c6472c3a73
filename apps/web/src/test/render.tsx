import '@/i18n';
import type { TUser } from '@rentfolio/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CurrentUserProvider } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';

export const TEST_USER: TUser = {
  id: 7,
  username: 'jane',
  email: 'jane@example.com',
  name: 'Jane Investor',
  profilePicture: null,
  plan: 'free',
  role: 'user',
  joinDate: '2026-01-15T10:00:00.000Z',
  twoFactorEnabled: false,
  emailConfirmed: true,
  pendingEmail: null,
  timeZone: null,
};

export type RenderWithAppOptions = {
  path?: string;
  user?: TUser;
};

/** Renders `ui` with a fresh query client, an in-memory router and, when given, a signed-in user. */
export function renderWithApp(ui: ReactElement, { path = '/', user }: RenderWithAppOptions = {}) {
  const queryClient = createQueryClient();
  const location = memoryLocation({ path, record: true });
  const content = user ? <CurrentUserProvider user={user}>{ui}</CurrentUserProvider> : ui;
  const result: RenderResult = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>{content}</Router>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, location };
}

/** A fetch stand-in that answers with `status` and a JSON body. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

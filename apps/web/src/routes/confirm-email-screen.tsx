import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { ConfirmEmailPanel } from '@/features/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { withReturnTarget } from './app-paths';
import { SIGNED_OUT_PATHS } from './signed-out-paths';

/** Signed out, Continue signs in and then opens the Account page, where a new link can be sent. */
const ACCOUNT_PATH = '/account';

/**
 * /confirm-email?token=…, the link of a confirmation e-mail, signed in or out (app.tsx shows it before either side,
 * in the sign-in panels' frame, AuthShell: the frame is in the landing page's code already, and importing it here
 * made the bundler split the landing page's code into more files, past its size budget). Loaded on demand with the panels' texts, so the landing page downloads none
 * of it.
 */
export function ConfirmEmailScreen({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation();
  const token = new URLSearchParams(useSearch()).get('token');
  useDocumentTitle(t('confirmEmail.title'));

  // The heading takes the focus, as after a page load, so that a screen reader starts at the outcome.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    if (document.activeElement === document.body || document.activeElement === null)
      document.querySelector<HTMLElement>('main h1')?.focus();
  }, []);

  const continueTo = isSignedIn
    ? { href: ACCOUNT_PATH, label: t('confirmEmail.toAccount') }
    : { href: withReturnTarget(SIGNED_OUT_PATHS.signIn, ACCOUNT_PATH), label: t('confirmEmail.toSignIn') };

  return <ConfirmEmailPanel token={token} continueTo={continueTo} />;
}

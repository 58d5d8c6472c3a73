import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { useDocumentTitle } from '@/lib/document-title';
import { findAppScreen, toReturnTarget, useExactLocation, withReturnTarget } from './app-paths';
import { NotFoundPage } from './not-found-page';
import { SIGNED_OUT_PATHS } from './signed-out-paths';

/**
 * Any other address, signed out. A signed-in screen's (a bookmark, a link in an e-mail, an expired session) goes to
 * the sign-in panel, which opens that very page, query and all, once the user is in (docs/product.md "Screens"); the
 * address is replaced, so Back does not return to it. Anything else is the 404 page. Loaded on demand, so the
 * landing page downloads none of it.
 */
export function SignedOutFallback() {
  const [location] = useLocation();
  return findAppScreen(location) ? <SignInToContinue /> : <SignedOutNotFound />;
}

function SignInToContinue() {
  const { path, search } = useExactLocation();
  const target = toReturnTarget(`${path}${search}`);
  return <Redirect to={withReturnTarget(SIGNED_OUT_PATHS.signIn, target)} replace />;
}

function SignedOutNotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return <NotFoundPage />;
}

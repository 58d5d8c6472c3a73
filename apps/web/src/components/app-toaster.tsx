import type { CSSProperties } from 'react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

/** The width from which the layout shows its sidebar (app-layout.tsx, Tailwind's md). */
const WIDE_SCREEN = '(min-width: 768px)';

/** The sidebar is w-64 (16rem): a toast keeps a 12 px margin inside it. */
const SIDEBAR_TOAST = { width: 'calc(16rem - 24px)', margin: '12px' } as const;

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia?.(WIDE_SCREEN);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

function useIsWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(WIDE_SCREEN).matches ?? true,
    () => true,
  );
}

/**
 * The app's toasts (spec: one visible at a time), themed with dark mode. Loaded only once a screen can toast.
 *
 * They never cover a screen's own controls (docs/product.md "States and behaviour"): a form's Save sits at its bottom right and a
 * header's actions at its top right, so a toast there hid the very button to press again, and the pointer resting on it
 * held the toast open. On wide screens they sit in the sidebar's column, at its foot, as wide as the sidebar; on narrow
 * ones at the top, over the bar with the brand and Log out. The close button is always shown.
 */
export function AppToaster({ darkMode }: { darkMode: boolean }) {
  const { t } = useTranslation();
  const isWide = useIsWideScreen();
  return (
    <Toaster
      theme={darkMode ? 'dark' : 'light'}
      position={isWide ? 'bottom-left' : 'top-center'}
      offset={isWide ? { left: SIDEBAR_TOAST.margin, bottom: SIDEBAR_TOAST.margin } : { top: '8px' }}
      mobileOffset={{ top: 'calc(8px + env(safe-area-inset-top))', left: '8px', right: '8px' }}
      style={isWide ? ({ '--width': SIDEBAR_TOAST.width } as CSSProperties) : undefined}
      visibleToasts={1}
      duration={5000}
      richColors
      closeButton
      containerAriaLabel={t('toast.region')}
      toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
    />
  );
}

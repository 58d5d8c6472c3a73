import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

/** The app's toasts (spec: one visible at a time), themed with dark mode. Loaded only once a screen can toast. */
export function AppToaster({ darkMode }: { darkMode: boolean }) {
  const { t } = useTranslation();
  return (
    <Toaster
      theme={darkMode ? 'dark' : 'light'}
      // Bottom right, where they hide no title; on a phone above the bottom bar (64 px and the home indicator).
      position="bottom-right"
      mobileOffset={{ bottom: 'calc(80px + env(safe-area-inset-bottom))' }}
      visibleToasts={1}
      duration={5000}
      richColors
      closeButton
      containerAriaLabel={t('toast.region')}
      toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
    />
  );
}

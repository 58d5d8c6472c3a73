import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

/** The app's toasts (spec: one visible at a time), themed with dark mode. Loaded only once a screen can toast. */
export function AppToaster({ darkMode }: { darkMode: boolean }) {
  const { t } = useTranslation();
  return (
    <Toaster
      theme={darkMode ? 'dark' : 'light'}
      position="top-center"
      visibleToasts={1}
      duration={5000}
      richColors
      closeButton
      containerAriaLabel={t('toast.region')}
      toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
    />
  );
}

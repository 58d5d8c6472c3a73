import '@/i18n';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getAppliedSettings, setAppliedSettings } from '@/features/settings';
import { App } from './app';

// Before the first render, so that a dark page never flashes white.
const settings = getAppliedSettings();
setAppliedSettings(settings, { persist: false });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render Rentfolio into.');

function render(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The first screen renders in the chosen language, or in English when its texts cannot be downloaded.
if (settings.language === 'en') render(container);
else
  void import('./i18n/languages')
    .then(({ changeLanguage }) => changeLanguage(settings.language))
    .catch(() => undefined)
    .finally(() => render(container));

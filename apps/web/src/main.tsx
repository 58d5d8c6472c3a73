import '@/i18n';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { getAppliedSettings, setAppliedSettings } from './features/settings/settings-store';

// Before the first render, so that a dark page never flashes white.
setAppliedSettings(getAppliedSettings(), { persist: false });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render Rentfolio into.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { enPanels } from './en-panels';
import { i18n } from './index';
import { needTexts } from './languages';

/** Adds the texts of the sign-in and admin panels; the panels (and the signed-in app) import this module. */
i18n.addResourceBundle('en', 'translation', enPanels, true, true);

/** The panels' texts in the active language: the panels wait for them before they render. */
export const panelTextsReady = needTexts('panels');

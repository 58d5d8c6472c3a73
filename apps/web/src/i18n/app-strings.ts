import { enApp } from './en-app';
import { i18n } from './index';
import { needTexts } from './languages';
import { panelTextsReady } from './panel-strings';

/**
 * Adds the texts of the signed-in screens. The signed-in app imports this module, so its texts arrive with its code
 * and the landing page downloads none of them; the active language's arrive beside it (./languages.ts).
 */
i18n.addResourceBundle('en', 'translation', enApp, true, true);

/** The signed-in app's texts in the active language: the app waits for them before it renders. */
export const appTextsReady = Promise.all([panelTextsReady, needTexts('app')]);

import { enPanels } from './en-panels';
import { i18n } from './index';

/** Adds the texts of the sign-in and admin panels; the panels (and the signed-in app) import this module. */
i18n.addResourceBundle('en', 'translation', enPanels, true, true);

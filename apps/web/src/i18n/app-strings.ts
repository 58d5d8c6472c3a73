import { enApp } from './en-app';
import './panel-strings';
import { i18n } from './index';

/**
 * Adds the texts of the signed-in screens. The signed-in app imports this module, so its texts arrive with its code
 * and the landing page downloads none of them.
 */
i18n.addResourceBundle('en', 'translation', enApp, true, true);

// Every web test sees all the texts, as the signed-in app does once loaded.
import '@/i18n';
import '@/i18n/app-strings';

/** German texts of the goals screens (see ../../en/goals.ts). */
import type { TGoalsTexts } from '../../types';

export const goals: TGoalsTexts = {
  loading: 'Wird geladen …',
  backToDashboard: 'Zurück zum Dashboard',
  settings: {
    title: 'Portfolio-Einstellungen',
    text: 'Legen Sie die Anlageziele fest, die Dashboard und Seitenleiste verfolgen.',
  },
  account: {
    title: 'Kontoeinstellungen',
    text: 'Verwalten Sie Ihr Konto und Ihre Anlageziele.',
    planLabel: 'Ihr Tarif',
    tabsLabel: 'Bereiche der Kontoeinstellungen',
    goalsTab: 'Anlageziele',
  },
  form: {
    title: 'Anlageziele',
    text: 'Die Ziele, an denen Ihr Fortschritt gemessen wird.',
    loading: 'Ihre Ziele werden geladen …',
    loadFailed: 'Ihre Ziele konnten nicht geladen werden.',
    suggested:
      'Dies sind vorgeschlagene Ziele. Passen Sie sie nach Belieben an und wählen Sie dann „Ziele speichern“, um sie zu übernehmen.',
    pastDateHint:
      'Dieses Datum liegt in der Vergangenheit. Wählen Sie ein neues Datum, damit Ihre Ziele aktuell bleiben.',
    targetValue: 'Angestrebter Portfoliowert',
    targetValueHint: 'Der Gesamtwert aller Ihrer Immobilien.',
    targetCashFlow: 'Angestrebter monatlicher Cashflow',
    targetCashFlowHint: 'Der gemeinsame monatliche Cashflow aller Ihrer Immobilien.',
    targetROI: 'Angestrebter durchschnittlicher ROI (%)',
    targetROIHint: 'Der durchschnittliche ROI Ihrer Immobilien.',
    targetProperties: 'Angestrebte Anzahl an Immobilien',
    targetDate: 'Zieldatum',
    save: 'Ziele speichern',
    saving: 'Wird gespeichert …',
    fixErrors: 'Prüfen Sie die rot markierten Felder.',
  },
  toasts: {
    updatedTitle: 'Ziele aktualisiert',
    updatedText: 'Ihre Anlageziele wurden gespeichert.',
    failedTitle: 'Aktualisierung fehlgeschlagen',
    failedText: 'Die Ziele konnten nicht aktualisiert werden. Bitte versuchen Sie es erneut.',
  },
  progress: {
    title: 'Aktueller Fortschritt',
    text: 'Wie weit Ihr Portfolio jedes Ziel heute schon erreicht hat.',
    loading: 'Ihr Fortschritt wird geladen …',
    loadFailed: 'Ihr Fortschritt konnte nicht geladen werden.',
    overall: 'Gesamtfortschritt',
    current: 'Aktuell',
    target: 'Ziel',
    reached: 'Ziel erreicht',
    barLabel: 'Fortschritt: {{title}}',
    noProperties:
      'Sie haben noch keine Immobilien, daher beginnt jedes Ziel bei null. Fügen Sie eine hinzu, um Ihren Fortschritt zu sehen.',
    addProperty: 'Immobilie hinzufügen',
    setupWizard: 'Portfolio-Einrichtungsassistent',
  },
  titles: {
    portfolio_value: 'Ziel für Portfoliowert',
    cash_flow: 'Ziel für monatlichen Cashflow',
    properties: 'Ziel für Anzahl der Immobilien',
    roi: 'Ziel für durchschnittlichen ROI',
  },
  propertyCount_one: '{{value}} Immobilie',
  propertyCount_other: '{{value}} Immobilien',
};

/** German texts of the Plan vs Actual screen (see ../../en/plan-actual.ts). */
import type { TPlanActualTexts } from '../../types';

export const planActual: TPlanActualTexts = {
  title: 'Plan-Ist-Vergleich',
  subtitle:
    'Die Planwerte aus Ihren Deal-Angaben neben den Istwerten aus Ihren Buchungen, Zeile für Zeile, dazu der IRR bis heute.',
  loading: 'Plan und Buchungen werden verglichen …',
  loadFailed: 'Der Vergleich konnte nicht geladen werden.',
  controls: {
    label: 'Vergleich',
    period: 'Zeitraum',
    periods: {
      ttm: 'Letzte 12 Monate',
      year: 'Kalenderjahr',
      sincePurchase: 'Seit dem Kauf',
    },
    year: 'Jahr',
    threshold: 'Zeilen markieren bei Abweichung über (%)',
    value: 'Wert für den IRR bis heute',
    values: {
      current: 'Aktueller Wert',
      estimate: 'Indexschätzung',
    },
  },
  periodText: '{{from}} bis {{to}}.',
  sincePurchaseText: 'Vom jeweiligen Kauf bis {{to}}.',
  thresholdText: 'Zeilen, die um mehr als {{threshold}} % vom Plan abweichen, werden markiert.',
  months: 'Monate im Besitz: {{months}} · davon mit Buchungen: {{ledger}}',
  portfolio: 'Gesamtportfolio',
  noProperties: {
    title: 'Fügen Sie zuerst eine Immobilie hinzu',
    text: 'Der Plan-Ist-Vergleich stellt die Deal-Angaben jeder Immobilie ihren Buchungen gegenüber.',
    action: 'Immobilie hinzufügen',
  },
  noLedger: 'In diesem Zeitraum gibt es noch keine Buchungen, daher sind alle Istwerte 0.',
  openLedger: 'Buchungen öffnen',
  table: {
    label: 'Plan-Ist-Vergleich für {{name}}',
    line: 'Position',
    plan: 'Planwert',
    actual: 'Istwert',
    difference: 'Differenz',
    off: 'Planabweichung',
  },
  lines: {
    income: 'Einnahmen',
    operatingExpenses: 'Betriebskosten',
    noi: 'Nettobetriebsergebnis (NOI)',
    debtService: 'Kapitaldienst',
    capitalImprovements: 'Wertsteigernde Modernisierungen',
    cashFlow: 'Cashflow',
    dscr: 'DSCR',
    cashOnCash: 'Cash-on-Cash-Rendite (pro Jahr)',
    capRateOnCost: 'Kapitalisierungsrate auf Gesamtinvestition (pro Jahr)',
  },
  points: '{{value}} Pp.',
  irr: {
    line: 'IRR bis heute: {{value}}',
    equity:
      'Eigenkapital bei einem Verkauf heute: {{equity}} ({{basis}} {{value}}, abzüglich {{selling}} % Verkaufskosten und der Restschuld von {{loan}}). Beim Kauf eingesetztes Eigenkapital: {{invested}}.',
    portfolioEquity: 'Eigenkapital bei einem Verkauf heute: {{equity}}.',
    basis: {
      estimate: 'Indexschätzung',
      current: 'aktueller Wert',
      price: 'Kaufpreis',
    },
    reasons: {
      noPurchaseDate: 'Tragen Sie das Kaufdatum ein, um den IRR bis heute zu sehen.',
      noLedger: 'Erfassen Sie die Buchungen seit dem Kauf, um den IRR bis heute zu sehen.',
      ledgerStartsLate:
        'Die Buchungen beginnen erst am {{date}}, nach dem Kauf: Erfassen Sie die Monate davor, um den IRR bis heute zu sehen.',
      noRate: 'Für diese Zahlungsströme gibt es keinen IRR.',
      notEveryProperty: 'Der IRR des Portfolios bis heute setzt den IRR jeder einzelnen Immobilie voraus.',
    },
  },
};

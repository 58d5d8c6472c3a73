/** German texts of the properties screens (see ../../en/properties.ts). */
import type { TPropertiesTexts } from '../../types';

export const properties: TPropertiesTexts = {
  loading: 'Wird geladen …',
  add: {
    title: 'Immobilie hinzufügen',
    text: 'Erfassen Sie eine Immobilie, die Sie besitzen. Ihre Kennzahlen werden bei der Eingabe berechnet.',
    submit: 'Immobilie hinzufügen',
    submitting: 'Immobilie wird hinzugefügt …',
    cancel: 'Abbrechen',
    addedTitle: 'Immobilie hinzugefügt',
    addedText: '{{address}} wurde zu Ihrem Portfolio hinzugefügt.',
    failedTitle: 'Immobilie nicht hinzugefügt',
    failedText: 'Ihre Immobilie konnte nicht hinzugefügt werden. Bitte versuchen Sie es erneut.',
  },
  edit: {
    title: 'Immobilie bearbeiten',
    submit: 'Änderungen speichern',
    submitting: 'Wird gespeichert …',
    cancel: 'Abbrechen',
    savedTitle: 'Immobilie aktualisiert',
    savedText: 'Ihre Änderungen an {{address}} wurden gespeichert.',
    noChangesTitle: 'Keine Änderungen',
    noChangesText: 'Seit dem letzten Speichern wurde nichts geändert.',
    failedTitle: 'Änderungen nicht gespeichert',
    failedText: 'Ihre Änderungen konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    loadFailed:
      'Diese Immobilie konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    delete: 'Immobilie löschen',
    deleteTitle: 'Diese Immobilie löschen?',
    deleteText:
      '„{{address}}“ wird mit allen Zahlen aus Ihrem Portfolio entfernt. Dies kann nicht rückgängig gemacht werden.',
    deleteConfirm: 'Löschen',
    deleting: 'Wird gelöscht …',
    deleteCancel: 'Abbrechen',
    deletedTitle: 'Immobilie gelöscht',
    deletedText: '{{address}} wurde aus Ihrem Portfolio entfernt.',
    deleteFailedTitle: 'Löschen fehlgeschlagen',
    deleteFailedText: 'Die Immobilie konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
  },
  notFound: {
    title: 'Immobilie nicht gefunden',
    text: 'Diese Immobilie existiert nicht oder gehört nicht zu Ihrem Portfolio.',
    backToDashboard: 'Zurück zum Dashboard',
  },
  fromAnalysis: {
    addToPortfolio: 'Zum Portfolio hinzufügen',
    addToPortfolioLabel: 'Zum Portfolio hinzufügen: {{name}}',
    loading: 'Ihre gespeicherte Analyse wird geladen …',
    prefilled: 'Aus Ihrer gespeicherten Analyse übernommen',
    prefilledText:
      'Prüfen Sie die Angaben, ergänzen Sie Kaufdatum und Vermietungsstatus und fügen Sie die Immobilie dann hinzu.',
    notFoundTitle: 'Gespeicherte Analyse nicht gefunden',
    notFoundText: 'Sie wurde möglicherweise gelöscht. Sie können die Immobilie trotzdem unten erfassen.',
    loadFailed:
      'Ihre gespeicherte Analyse konnte nicht geladen werden. Sie können die Immobilie trotzdem unten erfassen.',
  },
  sections: {
    property: 'Immobilie',
    propertyText: 'Lage und Art der Immobilie.',
    income: 'Einnahmen und Kosten',
    incomeText: 'Miete und laufende Kosten. Grundsteuer, Versicherung und Instandhaltung sind Jahresbeträge.',
    loan: 'Darlehen',
    loanText: 'Mit üblichen Konditionen vorausgefüllt; leere Felder verwenden den Standardwert.',
    status: 'Aktueller Stand',
    statusText: 'Wann Sie sie gekauft haben, was sie heute wert ist und ob sie vermietet ist.',
  },
  propertyTypes: {
    'single-family': 'Einfamilienhaus',
    duplex: 'Zweifamilienhaus',
    triplex: 'Dreifamilienhaus',
    fourplex: 'Vierfamilienhaus',
    townhouse: 'Reihenhaus',
    condo: 'Eigentumswohnung',
    apartment: 'Mehrfamilienhaus',
    commercial: 'Gewerbeimmobilie',
  },
  validation: {
    missingTitle: 'Fehlende Angaben',
    missingText: 'Bitte geben Sie Adresse, Stadt und Kaufpreis ein.',
  },
  preview: {
    title: 'Live-Vorschau',
    text: 'Die Kennzahlen, mit denen diese Immobilie gespeichert wird – berechnet während der Eingabe.',
    needsPrice: 'Geben Sie einen Kaufpreis ein, um die Kennzahlen zu sehen.',
    invalid: 'Korrigieren Sie die markierten Felder, um die Kennzahlen zu sehen.',
    invalidFields: 'Prüfen Sie {{fields}}, um die Kennzahlen zu sehen.',
    defaultsNote:
      'Leere Beträge zählen als 0 $; leere Darlehensfelder verwenden {{downPayment}} % Anzahlung, {{interestRate}} % Zinsen und {{loanTerm}} Jahre Laufzeit.',
    empty: '—',
  },
};

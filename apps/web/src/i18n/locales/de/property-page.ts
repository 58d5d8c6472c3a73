/** German texts of the property page (see ../../en/property-page.ts). */
import type { propertyPageTexts } from '../../en/property-page';
import type { DeepStrings } from '../../types';

export const propertyPage: DeepStrings<typeof propertyPageTexts> = {
  loading: 'Immobilie wird geladen …',
  backToDashboard: 'Zur Übersicht',
  edit: 'Bearbeiten',
  editLabel: '{{address}} bearbeiten',
  delete: 'Löschen',
  links: {
    open: '{{address}} ansehen',
    searchHint: 'Öffnet die Seite der Immobilie.',
  },
  facts: {
    title: 'Angaben zur Immobilie',
    address: 'Adresse',
    city: 'Stadt',
    state: 'Bundesstaat',
    zipCode: 'Postleitzahl',
    propertyType: 'Art',
    bedrooms: 'Schlafzimmer',
    bathrooms: 'Badezimmer',
    squareFeet: 'Wohnfläche',
    squareFeetValue: '{{value}} Quadratfuß',
    purchaseDate: 'Kaufdatum',
    purchasePrice: 'Kaufpreis',
    currentValue: 'Aktueller Wert',
    currentValueIsPrice: '{{value}} (der Kaufpreis)',
    occupancy: 'Belegung',
    occupied: 'Vermietet',
    vacant: 'Leer stehend',
    notGiven: 'Keine Angabe',
  },
  figures: {
    title: 'Kennzahlen',
    text: 'Berechnet aus Kaufpreis, Miete, Kosten und Finanzierung der Immobilie, wie in der Deal-Analyse.',
    perMonth: '/Monat',
  },
  loan: {
    title: 'Darlehen',
    noLoan: 'Es gibt kein Darlehen (100 % Eigenkapital).',
    balanceToday: 'Restschuld heute',
    balanceAtStart: 'Restschuld zu Beginn des Darlehens',
    fromStartNote:
      'Ohne Kaufdatum wird die Restschuld ab Beginn des Darlehens gezeigt. Tragen Sie das Kaufdatum ein, um die heutige Restschuld zu sehen.',
    paymentsMade_one: '{{count}} Monatsrate seit dem {{date}} gezahlt.',
    paymentsMade_other: '{{count}} Monatsraten seit dem {{date}} gezahlt.',
    paidOff: 'Das Darlehen ist vollständig getilgt.',
    loanAmount: 'Darlehensbetrag',
    monthlyPayment: 'Monatsrate',
    terms: 'Konditionen',
    termsValue: '{{rate}} über {{years}} Jahre',
    equity: 'Eigenkapital',
    equityBasis: {
      estimate: 'Auf Basis des geschätzten Werts.',
      current: 'Auf Basis des aktuellen Werts.',
      price: 'Auf Basis des Kaufpreises.',
    },
    scheduleTitle: 'Verbleibender Tilgungsplan',
    scheduleText: 'Die noch offenen Raten Jahr für Jahr: Zinsen, Tilgung und Restschuld am Jahresende.',
    scheduleTableLabel: 'Verbleibender Tilgungsplan nach Jahren',
    scheduleEmpty: 'Es sind keine Raten mehr offen.',
  },
  value: {
    title: 'Wert',
    estimate:
      'Geschätzter Wert: {{value}} (Zillow-Immobilienwertindex für die Metropolregion {{metro}}, {{month}})',
    useEstimate: 'Schätzung übernehmen',
    using: 'Wird gespeichert …',
    usedTitle: 'Aktueller Wert aktualisiert',
    usedText: 'Der aktuelle Wert von {{address}} beträgt jetzt {{value}}.',
    useFailedTitle: 'Aktueller Wert nicht aktualisiert',
    useFailedText: 'Die Schätzung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    isCurrent: 'Das ist der aktuelle Wert.',
    estimatedValue: 'Geschätzter Wert',
    estimateSource: 'Zillow-Immobilienwertindex, Metropolregion {{metro}}, {{month}}',
    useEstimateFor: 'Schätzung übernehmen: {{address}}',
    inForm:
      'Die Schätzung steht im Feld „Aktueller Wert“. Speichern Sie die Änderungen, damit sie erhalten bleibt.',
    basedOnSaved: 'Auf Grundlage des gespeicherten Kaufdatums und Kaufpreises.',
    reasons: {
      noPurchaseDate:
        'Kein geschätzter Wert: Für die Immobilie ist kein Kaufdatum hinterlegt. Tragen Sie eines ein, um eine Schätzung zu sehen.',
      noMetro:
        'Kein geschätzter Wert: Die Metropolregion der Immobilie ist nicht in den Marktdaten enthalten.',
      purchaseMonthNotInData: 'Kein geschätzter Wert: Der Kaufmonat liegt außerhalb der Marktdaten.',
    },
  },
  market: {
    title: 'Miete und Wert im Marktvergleich',
    loading: 'Marktdaten werden geladen …',
    failed: 'Die Marktdaten konnten nicht geladen werden.',
    noRentCheck: 'Ohne fünfstellige Postleitzahl und Anzahl der Schlafzimmer ist kein Mietvergleich möglich.',
    trendTitle: 'Lokaler Markt',
    trendText:
      'Typischer Immobilienwert und typische Miete in der Metropolregion {{metro}}, Monat für Monat über die letzten fünf Jahre.',
    trendLoading: 'Marktdaten werden geladen …',
    trendFailed: 'Die Marktdaten konnten nicht geladen werden.',
    noMarketData: 'Für diese Stadt gibt es keine Marktdaten.',
    typicalValue: 'Typischer Immobilienwert',
    typicalRent: 'Typische Miete',
    chartLoading: 'Diagramm wird geladen …',
    chartFailed: 'Das Diagramm konnte nicht geladen werden.',
    chartLabel:
      'Liniendiagramm des typischen Immobilienwerts (linke Achse, durchgezogene Linie) und der typischen Miete (rechte Achse, gestrichelte Linie) in der Metropolregion {{metro}}, Monat für Monat von {{from}} bis {{to}}.',
    latestValue: 'Typischer Immobilienwert, {{month}}',
    latestRent: 'Typische Miete, {{month}}',
  },
  rentCheck: {
    title: 'Mietvergleich',
    loading: 'Miete wird verglichen …',
    failed: 'Der Mietvergleich konnte nicht geladen werden.',
    noRent: 'Tragen Sie eine Monatsmiete ein, um sie mit den Zahlen von HUD und Zillow zu vergleichen.',
    both: 'Ihre Miete von {{rent}} liegt {{hud}} und {{zillow}}.',
    hudOnly: 'Ihre Miete von {{rent}} liegt {{hud}}.',
    zillowOnly: 'Ihre Miete von {{rent}} liegt {{zillow}}.',
    none: 'Für die Postleitzahl {{zipCode}} gibt es keine Mietzahlen von HUD oder Zillow.',
    hud: {
      below:
        '{{percent}} unter der Fair Market Rent des HUD für {{unit}} in {{zipCode}} ({{amount}}, {{vintage}})',
      above:
        '{{percent}} über der Fair Market Rent des HUD für {{unit}} in {{zipCode}} ({{amount}}, {{vintage}})',
      equal: 'genau auf der Fair Market Rent des HUD für {{unit}} in {{zipCode}} ({{amount}}, {{vintage}})',
    },
    zillow: {
      below: '{{percent}} unter der typischen Angebotsmiete laut Zillow {{place}} ({{amount}}, {{month}})',
      above: '{{percent}} über der typischen Angebotsmiete laut Zillow {{place}} ({{amount}}, {{month}})',
      equal: 'genau auf der typischen Angebotsmiete laut Zillow {{place}} ({{amount}}, {{month}})',
    },
    zillowPlace: {
      zip: 'im PLZ-Gebiet {{place}}',
      city: 'im Stadtgebiet {{place}}',
      metro: 'in der Metropolregion {{place}}',
    },
    unit_zero: 'eine Einzimmerwohnung',
    unit_one: 'eine Wohnung mit {{count}} Schlafzimmer',
    unit_other: 'eine Wohnung mit {{count}} Schlafzimmern',
    unitStudio: 'ein Apartment ohne separates Schlafzimmer',
  },
  attribution: {
    zillow: 'Marktdaten: Zillow Research (zillow.com/research/data)',
    hud: 'Fair Market Rents: US-Ministerium für Wohnungsbau und Stadtentwicklung (HUD)',
  },
  notes: {
    title: 'Notizen',
    empty: 'Noch keine Notizen.',
  },
};

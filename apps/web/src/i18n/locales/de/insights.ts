/** German texts of the Investment Insights screen and the dashboard's card (see ../../en/insights.ts). */
import type { TInsightsTexts } from '../../types';

export const insights: TInsightsTexts = {
  title: 'Investment-Hinweise',
  subtitle: 'Was feste Regeln in Ihren Immobilien, Ihren Zielen und öffentlichen Marktdaten finden.',
  explainable: 'Nachvollziehbar',
  explainableHint:
    'Jeder Hinweis beruht auf einer festgelegten Regel und nennt die Zahlen, auf denen er beruht.',
  loading: 'Hinweise werden geladen …',
  loadFailed: 'Ihre Hinweise konnten nicht geladen werden.',
  counters: {
    label: 'Hinweise nach Art',
    opportunity: 'Chancen',
    performance: 'Stärken',
    warning: 'Warnungen',
  },
  types: {
    opportunity: 'Chance',
    performance: 'Stärke',
    warning: 'Warnung',
  },
  all: 'Alle Hinweise',
  allText: 'Zuerst Warnungen, dann Chancen, dann Stärken.',
  openRentRoll: 'Mieterliste öffnen',
  openPlanActual: 'Plan-Ist-Vergleich öffnen',
  viewProperty: 'Immobilie ansehen',
  viewPropertyLabel: 'Immobilie ansehen: {{address}}',
  generatedToday: 'Heute erstellt',
  generatedOn: 'Erstellt am {{date}}',
  showMore: 'Mehr anzeigen',
  loadingMore: 'Weitere werden geladen …',
  shownOf: '{{shown}} von {{total}} angezeigt',
  emptyTitle: 'Keine Hinweise verfügbar',
  emptyText: 'Fügen Sie Ihrem Portfolio weitere Immobilien hinzu, dann erscheinen hier Hinweise dazu.',
  addProperty: 'Immobilie hinzufügen',
  how: {
    toggle: 'So entstehen die Hinweise',
    title: 'So entstehen die Hinweise',
    intro:
      'Jeder Hinweis ist eine feste Regel, die mit Ihren Immobilien, Ihren Zielen und den öffentlichen Marktdaten von Zillow und HUD abgeglichen wird. Das ist kein maschinelles Lernen: Dasselbe Portfolio ergibt immer dieselben Hinweise, und jeder nennt die Zahlen, die ihn ausgelöst haben.',
    warnings: 'Warnungen',
    opportunities: 'Chancen',
    performance: 'Stärken',
    rules: {
      negativeCashFlow:
        'Negativer Cashflow: Eine Immobilie verliert nach Kreditrate und Kosten jeden Monat Geld.',
      lowDscr:
        'Geringe Schuldendeckung: Bei einer finanzierten Immobilie deckt das Nettobetriebsergebnis die Kreditraten weniger als {{minDscr}}-mal.',
      vacant: 'Leerstand: Eine Immobilie ist als leer stehend markiert, ihre Miete geht also nicht ein.',
      concentration:
        'Klumpenrisiko: Bei zwei oder mehr Immobilien liegt über {{percent}} des Portfoliowerts in einer einzigen Metropolregion.',
      expensesOverPlan:
        'Ausgaben über Plan: Bei 12 Monaten Buchungen liegen die Betriebskosten der letzten 12 Monate mehr als {{percent}} über dem, was der Deal geplant hat.',
      vacancyOverPlan:
        'Leerstand über Plan: Bei 12 Monaten Buchungen gingen durch Leerstand und unbezahlte Miete mehr als {{points}} Prozentpunkte mehr verloren als der geplante Leerstand.',
      lowDscrActual:
        'Geringe Schuldendienstdeckung nach Ist-Zahlen: Bei 12 Monaten Buchungen deckt das Nettobetriebsergebnis die Kreditraten weniger als {{minDscr}}-mal.',
      leaseEnding:
        'Auslaufender Mietvertrag: Der Mietvertrag einer Einheit aus Ihrer Mieterliste endet innerhalb von {{days}} Tagen.',
      rentLate:
        'Mietrückstand: Die Miete einer Einheit für einen der letzten 12 Monate ist nach Ablauf Ihrer Karenzzeit mehr als {{days}} Tage überfällig.',
      rentBelowMarket:
        'Miete unter Marktniveau: Die Miete liegt mehr als {{percent}} unter der typischen Angebotsmiete von Zillow für die Postleitzahl oder unter der Fair Market Rent des HUD für die Zahl der Schlafzimmer.',
      equityGain:
        'Wertzuwachs: Laut Zillows Immobilienwertindex für die Metropolregion liegt eine Immobilie mindestens {{percent}} über dem von Ihnen erfassten Wert.',
      bestCapRate:
        'Beste Kapitalisierungsrate: Bei zwei oder mehr Immobilien die mit der höchsten Kapitalisierungsrate, verglichen mit Ihrem Durchschnitt.',
      bestCashOnCash:
        'Beste Cash-on-Cash-Rendite: Bei zwei oder mehr Immobilien die mit der höchsten Cash-on-Cash-Rendite, verglichen mit Ihrem Durchschnitt.',
      goalNear: 'Ziel in Reichweite: Ein Ziel ist zu mindestens {{percent}} erreicht, aber noch nicht ganz.',
    },
  },
  card: {
    title: 'Investment-Hinweise',
    text: 'Ihre ersten Hinweise, nach Wichtigkeit geordnet.',
    empty: 'Keine Hinweise verfügbar',
    emptyText: 'Mit wachsendem Portfolio erscheinen hier Hinweise.',
    viewAll: 'Alle Hinweise ansehen',
  },
  rules: {
    negativeCashFlow: {
      title: '{{address}} verliert jeden Monat Geld',
      description:
        '{{address}} hat nach Kreditrate und Kosten einen Cashflow von {{monthlyCashFlow}} im Monat ({{annualCashFlow}} im Jahr).',
    },
    dscrBelowOne: {
      title: '{{address}} deckt den Kredit nicht',
      description:
        '{{address}} hat einen Schuldendienstdeckungsgrad von {{dscr}}: Das Nettobetriebsergebnis deckt nur {{share}} der Kreditraten, den Rest zahlen Sie aus eigener Tasche; Banken erwarten meist {{minDscr}} oder mehr.',
    },
    lowDscr: {
      title: '{{address}} deckt ihren Kredit nur knapp',
      description:
        '{{address}} hat einen Schuldendienstdeckungsgrad von {{dscr}}: Das Nettobetriebsergebnis deckt die Kreditraten {{dscr}}-mal, und Kreditgeber verlangen meist mindestens {{minDscr}}.',
    },
    vacant: {
      title: '{{address}} steht leer',
      description:
        '{{address}} ist als leer stehend markiert, die monatliche Miete von {{monthlyRent}} geht also nicht ein.',
    },
    concentration: {
      title: '{{share}} Ihres Portfolios liegen in einem Markt',
      description:
        '{{share}} des Werts Ihres Portfolios ({{marketValue}} von {{totalValue}}) liegen im Raum {{market}}; ein Abschwung dort träfe den Großteil Ihres Bestands auf einmal.',
    },
    expensesOverPlan: {
      title: '{{address}} gibt mehr aus als geplant',
      description:
        '{{address}} hat in den letzten 12 Monaten {{actual}} Betriebskosten bezahlt, {{over}} mehr als die {{plan}}, die der Deal geplant hat.',
    },
    vacancyOverPlan: {
      title: '{{address}} nimmt weniger Miete ein als geplant',
      description:
        '{{address}} hat in den letzten 12 Monaten {{actual}} der Miete durch Leerstand und unbezahlte Miete verloren, gegenüber {{plan}} im Plan des Deals.',
    },
    lowDscrActual: {
      title: '{{address}} deckt ihren Kredit nur knapp',
      description:
        'In den letzten 12 Monaten ihrer Buchungen hatte {{address}} eine Schuldendienstdeckung von {{dscr}}; Banken erwarten meist {{minDscr}} oder mehr.',
    },
    leaseEnding: {
      title_one: 'Der Mietvertrag für {{unit}}, {{address}}, endet in {{count}} Tag',
      title_other: 'Der Mietvertrag für {{unit}}, {{address}}, endet in {{count}} Tagen',
      description_one:
        'Der Mietvertrag für {{unit}}, {{address}}, endet im {{month}}, also in {{count}} Tag: Verlängern Sie ihn oder planen Sie die Neuvermietung, bevor die Einheit leer steht.',
      description_other:
        'Der Mietvertrag für {{unit}}, {{address}}, endet im {{month}}, also in {{count}} Tagen: Verlängern Sie ihn oder planen Sie die Neuvermietung, bevor die Einheit leer steht.',
    },
    rentLate: {
      title_one: 'Die Miete für {{unit}}, {{address}}, ist {{count}} Tag überfällig',
      title_other: 'Die Miete für {{unit}}, {{address}}, ist {{count}} Tage überfällig',
      description_one:
        'Von der Miete für {{month}} über {{due}} sind {{count}} Tag nach Fälligkeit erst {{received}} eingegangen.',
      description_other:
        'Von der Miete für {{month}} über {{due}} sind {{count}} Tage nach Fälligkeit erst {{received}} eingegangen.',
    },
    rentBelowMarket: {
      title: '{{address}} ist womöglich unter Wert vermietet',
      one: 'Die Miete von {{monthlyRent}} für {{address}} liegt {{comparison}}.',
      both: 'Die Miete von {{monthlyRent}} für {{address}} liegt {{market}} und {{fmr}}.',
      market: '{{gap}} unter der typischen Angebotsmiete von Zillow in {{place}} ({{amount}}, {{month}})',
      fmr: '{{gap}} unter der Fair Market Rent des HUD für eine {{unit}} ({{amount}}, {{vintage}})',
      unit_zero: 'Einzimmerwohnung',
      unit_one: 'Wohnung mit {{count}} Schlafzimmer',
      unit_other: 'Wohnung mit {{count}} Schlafzimmern',
    },
    equityGain: {
      title: '{{address}} hat womöglich an Wert gewonnen',
      description:
        'Laut Zillows Immobilienwertindex für die Metropolregion ist {{address}} etwa {{estimatedValue}} wert ({{month}}), {{gain}} mehr als die von Ihnen erfassten {{recordedValue}}. Eine Aktualisierung des Werts oder eine Umschuldung könnte dieses Eigenkapital freisetzen.',
    },
    bestCapRate: {
      title: '{{address}} hat Ihre beste Kapitalisierungsrate',
      description:
        '{{address}} hat eine Kapitalisierungsrate von {{capRate}}, gegenüber {{average}} im Schnitt Ihrer Immobilien.',
    },
    bestCashOnCash: {
      title: '{{address}} hat Ihre beste Cash-on-Cash-Rendite',
      description:
        '{{address}} bringt {{cashOnCash}} im Jahr auf das eingesetzte Eigenkapital, gegenüber {{average}} im Schnitt Ihrer Immobilien.',
    },
    goalNear: {
      title: 'Ihr Ziel „{{goal}}“ ist in Reichweite',
      description: 'Ihr Ziel „{{goal}}“ ist zu {{progress}} erreicht: {{current}} von {{target}}.',
    },
  },
  goalNames: {
    portfolio_value: 'Portfoliowert',
    cash_flow: 'Monatlicher Cashflow',
    properties: 'Anzahl der Immobilien',
    roi: 'Durchschnittlicher ROI',
  },
};

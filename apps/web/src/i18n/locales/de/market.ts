/** German texts of the Market Trends screen (see ../../en/market.ts). */
import type { TMarketTexts } from '../../types';

export const market: TMarketTexts = {
  title: 'Markttrends',
  text: 'Immobilienwerte, Mieten und Angebot einer Metropolregion Monat für Monat – und was sie für Anleger bedeuten.',
  loading: 'Marktdaten werden geladen...',
  loadFailed: 'Die Marktdaten konnten nicht geladen werden.',
  noData: 'Für diesen Ort sind keine Marktdaten verfügbar.',
  noDataLoaded:
    'Es wurden noch keine Marktdaten geladen. Starten Sie den Server neu, um den mitgelieferten Datensatz zu laden.',
  metroLine: 'Die Zahlen gelten für die Metropolregion {{metro}}',
  notPrincipal:
    '{{city}} gehört zur Metropolregion {{metro}}; die Zahlen beziehen sich auf die gesamte Metropolregion.',
  fromPortfolio: 'Angezeigt wird {{city}}, {{state}}, wo die meisten Ihrer Immobilien liegen.',
  empty: {
    title: 'Keine Marktzahlen für {{place}}',
    text: 'Zillow Research und HUD veröffentlichen für diesen Ort keine Zahlen. Erfasst sind Metropolregionen, größere Städte und Postleitzahlen – versuchen Sie es mit der nächstgrößeren Stadt oder ihrer Metropolregion.',
    zipCode: 'Postleitzahl {{zipCode}}',
  },
  zip: {
    line: 'Die Zahlen gelten für die Postleitzahl {{zipCode}} ({{place}})',
    note: 'Zillow veröffentlicht für Postleitzahlen nur Mieten. Immobilienwerte, Mietrendite, Immobilienangebot und Vermarktungsdauer gibt es nur für die gesamte Metropolregion {{metro}}.',
    noteWithoutMetro: 'Zillow veröffentlicht für Postleitzahlen nur Mieten.',
    showMetro: 'Metropolregion {{metro}} anzeigen',
    withoutSeries:
      'Für die Postleitzahl {{zipCode}} gibt es keine eigenen Zahlen; die Zahlen beziehen sich auf die gesamte Metropolregion {{metro}}.',
  },
  figures: {
    usd: 'Marktzahlen sind in US-Dollar angegeben, unabhängig von Ihrer Währungseinstellung.',
    age: 'Daten von vor {{months}} Monaten',
    withAge: '{{when}}, Daten von vor {{months}} Monaten',
  },
  missing: {
    valueEnded:
      'Kein typischer Immobilienwert in diesen Monaten: Der Zillow-Immobilienwertindex für diesen Ort endet im {{month}}.',
    valueNone: 'Kein typischer Immobilienwert: Zillow veröffentlicht für diesen Ort keinen.',
    valueZip:
      'Kein typischer Immobilienwert: Zillow veröffentlicht Immobilienwerte je Metropolregion, nicht je Postleitzahl.',
    rentEnded:
      'Keine typische Miete in diesen Monaten: Der Zillow-Mietindex für diesen Ort endet im {{month}}.',
    rentNone: 'Keine typische Miete: Zillow veröffentlicht für diesen Ort keine.',
  },
  picker: {
    label: 'Ort',
    state: 'Bundesstaat',
    city: 'Stadt',
    cityPlaceholder: 'Stadt, Metropolregion oder PLZ eingeben',
    hint: 'Geben Sie mindestens 2 Buchstaben ein und wählen Sie dann mit den Pfeiltasten und der Eingabetaste. Bis dahin zeigt die Liste beliebte Märkte.',
    show: 'Anzeigen',
    popular: 'Beliebte Märkte',
    searching: 'Orte werden gesucht...',
    noMatches:
      'Kein Ort beginnt mit „{{query}}“. Drücken Sie die Eingabetaste, um es trotzdem mit {{query}}, {{state}} zu versuchen.',
    searchFailed: 'Die Ortssuche ist fehlgeschlagen. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    inMetro: 'in der Metropolregion {{metro}}',
    zip: 'Postleitzahl',
    results_one: '{{count}} Ort gefunden',
    results_other: '{{count}} Orte gefunden',
  },
  cards: {
    label: 'Aktuelle Zahlen',
    typicalValue: 'Typischer Immobilienwert (ZHVI)',
    typicalRent: 'Typische Miete (ZORI)',
    pricePerSqFt: 'Ø Preis pro Quadratfuß',
    notAvailable: 'Nicht verfügbar',
    pricePerSqFtReason:
      'Keine offene Datenquelle veröffentlicht den Quadratfußpreis von Bestandsimmobilien je Metropolregion.',
    rentalYield: 'Mietrendite',
    inventory: 'Immobilienangebot',
    daysOnMarket: 'Vermarktungsdauer',
    perMonth: '{{amount}}/Monat',
    asOf: 'Stand {{month}}',
    percentChange: '{{change}} gegenüber {{month}}',
    pointsChange: '{{change}} Prozentpunkte gegenüber {{month}}',
    noPrevious: 'Kein Wert für den Vormonat',
    noFigure: 'Kein Wert',
    yieldNote: '12 × Miete ÷ Immobilienwert, {{month}}',
    inventoryNote: 'Zum Verkauf angebotene Immobilien im {{month}}',
    daysNote:
      'Durchschnittliche Tage bis zum Vorvertrag (vom Inserat bis zum angenommenen Angebot) im {{month}}',
  },
  chart: {
    title: 'Immobilienwert und Miete',
    text: 'Typischer Immobilienwert (linke Achse) und typische Miete (rechte Achse), Monat für Monat.',
    textValue: 'Typischer Immobilienwert, Monat für Monat.',
    textRent: 'Typische Miete, Monat für Monat.',
    rangeLabel: 'Zeitraum',
    ranges: { '1Y': '1 J.', '3Y': '3 J.', '5Y': '5 J.', Max: 'Gesamt' },
    span: 'Von {{from}} bis {{to}}',
    loading: 'Diagramm wird geladen...',
    failed: 'Das Diagramm konnte nicht geladen werden. Die Datentabelle enthält dieselben Zahlen.',
    label:
      'Liniendiagramm des typischen Immobilienwerts und der typischen Miete von {{from}} bis {{to}}. Die Datentabelle enthält dieselben Zahlen.',
    labelValue:
      'Liniendiagramm des typischen Immobilienwerts von {{from}} bis {{to}}. Die Datentabelle enthält dieselben Zahlen.',
    labelRent:
      'Liniendiagramm der typischen Miete von {{from}} bis {{to}}. Die Datentabelle enthält dieselben Zahlen.',
    value: 'Typischer Immobilienwert',
    rent: 'Typische Miete',
    priceToRent: 'Kaufpreis-Miet-Verhältnis',
    priceToRentValue: '{{ratio}} im {{month}}',
    priceToRentFormula:
      'Immobilienwert ÷ (12 × Monatsmiete): so viele Jahresmieten kostet die typische Immobilie.',
    showTable: 'Datentabelle anzeigen',
    hideTable: 'Datentabelle ausblenden',
    tableLabel: 'Typischer Immobilienwert und Miete nach Monat',
    month: 'Monat',
    noFigure: '–',
    noHistory: 'Für diese Metropolregion gibt es keinen Verlauf von Immobilienwerten oder Mieten.',
  },
  analysis: {
    title: 'Marktanalyse',
    recommendationsTitle: 'Anlageempfehlungen',
    yield: {
      excellent:
        'Im {{month}} ergab eine typische Miete von {{rent}} im Monat bei einem typischen Immobilienwert von {{value}} eine Bruttomietrendite von {{yield}} – ausgezeichnet (über 6 %).',
      strong:
        'Im {{month}} ergab eine typische Miete von {{rent}} im Monat bei einem typischen Immobilienwert von {{value}} eine Bruttomietrendite von {{yield}} – stark (über 5 %).',
      modest:
        'Im {{month}} ergab eine typische Miete von {{rent}} im Monat bei einem typischen Immobilienwert von {{value}} eine Bruttomietrendite von {{yield}} – eher bescheiden (5 % oder weniger).',
    },
    pace: {
      fast: 'Im {{month}} dauerte es im Schnitt {{days}} Tage bis zum angenommenen Angebot: ein schnelllebiger Markt.',
      steady:
        'Im {{month}} dauerte es im Schnitt {{days}} Tage bis zum angenommenen Angebot: ein ruhiger Markt.',
    },
    selection: {
      good: 'Im {{month}} standen {{listings}} Immobilien zum Verkauf – eine gute Auswahl für Käufer.',
      limited:
        'Im {{month}} standen nur {{listings}} Immobilien zum Verkauf – eine begrenzte Auswahl für Käufer.',
    },
    priceToRent: {
      buy: 'Das Kaufpreis-Miet-Verhältnis lag im {{month}} bei {{ratio}} ({{value}} ÷ (12 × {{rent}})): unter 15, Immobilien sind also im Vergleich zu den Mieten günstig.',
      balanced:
        'Das Kaufpreis-Miet-Verhältnis lag im {{month}} bei {{ratio}} ({{value}} ÷ (12 × {{rent}})): zwischen 15 und 20, Preise und Mieten sind also ausgewogen.',
      rent: 'Das Kaufpreis-Miet-Verhältnis lag im {{month}} bei {{ratio}} ({{value}} ÷ (12 × {{rent}})): über 20, Immobilien sind also im Vergleich zu den Mieten teuer.',
    },
  },
  recommendations: {
    priceToRent: {
      buy: 'Ein Kaufpreis-Miet-Verhältnis von {{ratio}} spricht für den Kauf zur Vermietung: Die Mieten bezahlen den typischen Preis in weniger als 15 Jahren ab.',
      balanced:
        'Ein Kaufpreis-Miet-Verhältnis von {{ratio}} ist ausgewogen: Beurteilen Sie jede Immobilie nach ihrem eigenen Cashflow statt nach dem Markt.',
      rent: 'Ein Kaufpreis-Miet-Verhältnis von {{ratio}} spricht eher fürs Mieten als fürs Kaufen: Rechnen Sie mit knappem Cashflow und suchen Sie Preise deutlich unter dem typischen Wert von {{value}}.',
    },
    yield: {
      excellent:
        'Eine Mietrendite von {{yield}} ist ausgezeichnet: Eine Immobilie nahe dem typischen Wert von {{value}} kann ihre Kosten aus der Miete tragen.',
      strong:
        'Eine Mietrendite von {{yield}} ist stark: Langfristige Vermietung lohnt einen genauen Blick, mit der typischen Miete von {{rent}} als Richtwert.',
      modest:
        'Eine Mietrendite von {{yield}} ist eher bescheiden: Setzen Sie ebenso auf Wertsteigerung wie auf Miete und halten Sie die Finanzierungskosten niedrig.',
    },
    pace: {
      fast: 'Wenn Angebote nach {{days}} Tagen angenommen werden, sollte Ihre Finanzierung stehen und Sie sollten schnell bieten können.',
      steady:
        'Bei {{days}} Tagen bis zum Vorvertrag bleibt Zeit für Besichtigung, Vergleich und Preisverhandlung.',
    },
    selection: {
      good: 'Bei {{listings}} Angeboten können Sie mehrere Immobilien vergleichen, bevor Sie sich entscheiden.',
      limited:
        'Bei nur {{listings}} Angeboten ist mit Konkurrenz zu rechnen: Greifen Sie bei einem passenden Objekt schnell zu.',
    },
  },
  attribution: {
    label: 'Quellen',
    zillow: 'Marktdaten: Zillow Research (zillow.com/research/data)',
    latest: '{{series}}: neuester Monat {{month}}',
    series: {
      zhvi: 'Zillow-Immobilienwertindex (ZHVI), Metropolregion',
      zori: 'Zillow-Index der beobachteten Mieten (ZORI), Metropolregion',
      inventory: 'Zillow-Verkaufsangebot, Metropolregion',
      daysToPending: 'Zillow: durchschnittliche Tage bis zum Vorvertrag, Metropolregion',
      zipZori: 'Zillow-Index der beobachteten Mieten (ZORI), Postleitzahl',
    },
  },
};

/** Italian texts of the Market Trends screen (see ../../en/market.ts). */
import type { TMarketTexts } from '../../types';

export const market: TMarketTexts = {
  title: 'Andamento del mercato',
  text: 'Valori delle case, affitti e offerta di un’area metropolitana mese per mese, e cosa significano per chi investe.',
  loading: 'Caricamento dei dati di mercato…',
  loadFailed: 'Impossibile caricare i dati di mercato.',
  noData: 'Nessun dato di mercato disponibile per questa località.',
  noDataLoaded:
    'Non sono ancora stati caricati dati di mercato. Riavvia il server per caricare il set di dati incluso.',
  metroLine: 'I dati si riferiscono all’area metropolitana di {{metro}}',
  notPrincipal:
    '{{city}} fa parte dell’area metropolitana di {{metro}}; i dati riguardano l’intera area metropolitana.',
  fromPortfolio: 'Ecco {{city}}, {{state}}, dove si trova la maggior parte dei tuoi immobili.',
  empty: {
    title: 'Nessun dato di mercato per {{place}}',
    text: 'Zillow Research e l’HUD non pubblicano dati per questa località. Coprono aree metropolitane, città più grandi e codici postali: prova con la città più grande vicina o con la sua area metropolitana.',
    zipCode: 'il codice postale {{zipCode}}',
  },
  zip: {
    line: 'I dati si riferiscono al codice postale {{zipCode}} ({{place}})',
    note: 'Zillow pubblica solo gli affitti per codice postale. Valori delle case, rendimento da affitto, case in vendita e giorni sul mercato sono pubblicati per l’intera area metropolitana di {{metro}}.',
    noteWithoutMetro: 'Zillow pubblica solo gli affitti per codice postale.',
    showMetro: 'Mostra l’area metropolitana di {{metro}}',
    withoutSeries:
      'Il codice postale {{zipCode}} non ha dati propri; i dati si riferiscono all’intera area metropolitana di {{metro}}.',
  },
  figures: {
    usd: 'I dati di mercato sono in dollari USA, qualunque sia la valuta che hai scelto.',
    age: 'Dati di {{months}} mesi fa',
    withAge: '{{when}}, dati di {{months}} mesi fa',
  },
  missing: {
    valueEnded:
      'Nessun valore tipico delle case in questi mesi: l’indice dei valori delle case di Zillow per questa località si ferma a {{month}}.',
    valueNone: 'Nessun valore tipico delle case: Zillow non ne pubblica per questa località.',
    valueZip:
      'Nessun valore tipico delle case: Zillow pubblica i valori delle case per area metropolitana, non per codice postale.',
    rentEnded:
      'Nessun affitto tipico in questi mesi: l’indice degli affitti di Zillow per questa località si ferma a {{month}}.',
    rentNone: 'Nessun affitto tipico: Zillow non ne pubblica per questa località.',
  },
  picker: {
    label: 'Località',
    state: 'Stato',
    city: 'Città',
    cityPlaceholder: 'Scrivi una città, un’area metropolitana o un codice postale',
    hint: 'Scrivi almeno 2 lettere, poi scegli con le frecce e Invio. Finché non scrivi, l’elenco mostra i mercati più seguiti.',
    show: 'Mostra',
    popular: 'Mercati più seguiti',
    searching: 'Ricerca delle località…',
    noMatches:
      'Nessuna località inizia con «{{query}}». Premi Invio per provare comunque {{query}}, {{state}}.',
    searchFailed: 'Impossibile cercare le località. Controlla la connessione e riprova.',
    inMetro: 'nell’area metropolitana di {{metro}}',
    zip: 'Codice postale',
    results_one: '{{count}} località trovata',
    results_other: '{{count}} località trovate',
    results_many: '{{count}} di località trovate',
  },
  cards: {
    label: 'Dati più recenti',
    typicalValue: 'Valore tipico delle case (ZHVI)',
    typicalRent: 'Affitto tipico (ZORI)',
    pricePerSqFt: 'Prezzo medio al piede²',
    notAvailable: 'Non disponibile',
    pricePerSqFtReason:
      'Nessuna fonte di dati aperta pubblica il prezzo al piede quadrato delle case esistenti per area metropolitana.',
    rentalYield: 'Rendimento da affitto',
    inventory: 'Case in vendita',
    daysOnMarket: 'Giorni sul mercato',
    perMonth: '{{amount}}/mese',
    asOf: 'A {{month}}',
    percentChange: '{{change}} rispetto a {{month}}',
    pointsChange: '{{change}} punti percentuali rispetto a {{month}}',
    noPrevious: 'Nessun dato per il mese precedente',
    noFigure: 'Nessun dato',
    yieldNote: '12 × affitto ÷ valore della casa, a {{month}}',
    inventoryNote: 'Case messe in vendita a {{month}}',
    daysNote: 'Media dei giorni fino al compromesso (dall’annuncio all’offerta accettata) a {{month}}',
  },
  chart: {
    title: 'Valore delle case e affitti',
    text: 'Valore tipico delle case (asse sinistro) e affitto tipico (asse destro), mese per mese.',
    textValue: 'Valore tipico delle case, mese per mese.',
    textRent: 'Affitto tipico, mese per mese.',
    rangeLabel: 'Periodo',
    ranges: { '1Y': '1 a', '3Y': '3 a', '5Y': '5 a', Max: 'Tutto' },
    span: 'Da {{from}} a {{to}}',
    loading: 'Caricamento del grafico…',
    failed: 'Impossibile caricare il grafico. La tabella dei dati riporta gli stessi valori.',
    label:
      'Grafico a linee del valore tipico delle case e dell’affitto tipico da {{from}} a {{to}}. La tabella dei dati riporta gli stessi valori.',
    labelValue:
      'Grafico a linee del valore tipico delle case da {{from}} a {{to}}. La tabella dei dati riporta gli stessi valori.',
    labelRent:
      'Grafico a linee dell’affitto tipico da {{from}} a {{to}}. La tabella dei dati riporta gli stessi valori.',
    value: 'Valore tipico delle case',
    rent: 'Affitto tipico',
    priceToRent: 'Rapporto prezzo/affitto',
    priceToRentValue: '{{ratio}} a {{month}}',
    priceToRentFormula:
      'Valore della casa ÷ (12 × affitto mensile): gli anni di affitto che servono per pagare la casa tipica.',
    showTable: 'Mostra tabella dei dati',
    hideTable: 'Nascondi tabella dei dati',
    tableLabel: 'Valore tipico delle case e affitto per mese',
    month: 'Mese',
    noFigure: '–',
    noHistory: 'Non c’è uno storico di valori delle case o di affitti per quest’area metropolitana.',
  },
  analysis: {
    title: 'Analisi del mercato',
    recommendationsTitle: 'Consigli di investimento',
    yield: {
      excellent:
        'A {{month}}, un affitto tipico di {{rent}} al mese a fronte di un valore tipico di {{value}} dava un rendimento lordo da affitto del {{yield}}: eccellente (oltre il 6%).',
      strong:
        'A {{month}}, un affitto tipico di {{rent}} al mese a fronte di un valore tipico di {{value}} dava un rendimento lordo da affitto del {{yield}}: solido (oltre il 5%).',
      modest:
        'A {{month}}, un affitto tipico di {{rent}} al mese a fronte di un valore tipico di {{value}} dava un rendimento lordo da affitto del {{yield}}: modesto (5% o meno).',
    },
    pace: {
      fast: 'A {{month}} servivano in media {{days}} giorni per un’offerta accettata: un mercato rapido.',
      steady:
        'A {{month}} servivano in media {{days}} giorni per un’offerta accettata: un mercato dal ritmo costante.',
    },
    selection: {
      good: 'A {{month}} c’erano {{listings}} case in vendita: una buona scelta per chi compra.',
      limited: 'A {{month}} c’erano solo {{listings}} case in vendita: una scelta limitata per chi compra.',
    },
    priceToRent: {
      buy: 'Il rapporto prezzo/affitto era {{ratio}} a {{month}} ({{value}} ÷ (12 × {{rent}})): sotto 15, quindi le case costano poco rispetto agli affitti.',
      balanced:
        'Il rapporto prezzo/affitto era {{ratio}} a {{month}} ({{value}} ÷ (12 × {{rent}})): tra 15 e 20, quindi prezzi e affitti sono in equilibrio.',
      rent: 'Il rapporto prezzo/affitto era {{ratio}} a {{month}} ({{value}} ÷ (12 × {{rent}})): sopra 20, quindi le case costano molto rispetto agli affitti.',
    },
  },
  recommendations: {
    priceToRent: {
      buy: 'Con un rapporto prezzo/affitto di {{ratio}} conviene comprare per affittare: gli affitti ripagano il prezzo tipico in meno di 15 anni.',
      balanced:
        'Un rapporto prezzo/affitto di {{ratio}} è equilibrato: valuta ogni immobile in base al suo flusso di cassa più che al mercato.',
      rent: 'Con un rapporto prezzo/affitto di {{ratio}} conviene più affittare che comprare: aspettati un flusso di cassa ridotto e cerca prezzi ben al di sotto del valore tipico di {{value}}.',
    },
    yield: {
      excellent:
        'Un rendimento del {{yield}} è eccellente: un immobile vicino al valore tipico di {{value}} può coprire i suoi costi con l’affitto.',
      strong:
        'Un rendimento del {{yield}} è solido: gli affitti a lungo termine meritano attenzione, con l’affitto tipico di {{rent}} come riferimento.',
      modest:
        'Un rendimento del {{yield}} è modesto: punta sulla rivalutazione quanto sull’affitto e contieni i costi del finanziamento.',
    },
    pace: {
      fast: 'Se le offerte vengono accettate in {{days}} giorni, tieni pronto il finanziamento e preparati a offrire in fretta.',
      steady:
        'Con {{days}} giorni fino al compromesso c’è tempo per visitare, confrontare e trattare sul prezzo.',
    },
    selection: {
      good: 'Con {{listings}} annunci puoi confrontare diversi immobili prima di scegliere.',
      limited:
        'Con solo {{listings}} annunci aspettati concorrenza: muoviti in fretta quando trovi l’immobile giusto.',
    },
  },
  attribution: {
    label: 'Fonti',
    zillow: 'Dati di mercato: Zillow Research (zillow.com/research/data)',
    latest: '{{series}}: ultimo mese {{month}}',
    series: {
      zhvi: 'Indice dei valori delle case di Zillow (ZHVI), area metropolitana',
      zori: 'Indice degli affitti osservati di Zillow (ZORI), area metropolitana',
      inventory: 'Case in vendita secondo Zillow, area metropolitana',
      daysToPending: 'Media dei giorni fino al compromesso secondo Zillow, area metropolitana',
      zipZori: 'Indice degli affitti osservati di Zillow (ZORI), codice postale',
    },
  },
};

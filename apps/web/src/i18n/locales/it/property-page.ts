/** Italian texts of the property page (see ../../en/property-page.ts). */
import type { propertyPageTexts } from '../../en/property-page';
import type { DeepStrings } from '../../types';

export const propertyPage: DeepStrings<typeof propertyPageTexts> = {
  title: 'Dettagli dell’immobile',
  loading: 'Caricamento dell’immobile…',
  backToDashboard: 'Torna alla dashboard',
  edit: 'Modifica',
  editLabel: 'Modifica {{address}}',
  delete: 'Elimina',
  links: {
    open: 'Apri {{address}}',
    searchHint: 'Apre la scheda dell’immobile.',
  },
  facts: {
    title: 'Dati dell’immobile',
    address: 'Indirizzo',
    city: 'Città',
    state: 'Stato',
    zipCode: 'CAP',
    propertyType: 'Tipologia',
    bedrooms: 'Camere da letto',
    bathrooms: 'Bagni',
    squareFeet: 'Superficie',
    squareFeetValue: '{{value}} piedi²',
    purchaseDate: 'Data di acquisto',
    purchasePrice: 'Prezzo di acquisto',
    currentValue: 'Valore attuale',
    currentValueIsPrice: '{{value}} (il prezzo di acquisto)',
    occupancy: 'Occupazione',
    occupied: 'Affittato',
    vacant: 'Sfitto',
    notGiven: 'Non indicato',
  },
  figures: {
    title: 'Indicatori',
    text: 'Calcolati da prezzo, affitto, spese e mutuo dell’immobile, come nell’analisi dell’investimento.',
    perMonth: '/mese',
  },
  loan: {
    title: 'Mutuo',
    noLoan: 'Non c’è alcun mutuo (anticipo del 100%).',
    balanceToday: 'Debito residuo oggi',
    balanceAtStart: 'Debito residuo all’inizio del mutuo',
    fromStartNote:
      'Manca la data di acquisto, quindi il debito residuo è mostrato dall’inizio del mutuo. Aggiungi la data di acquisto per vedere quello di oggi.',
    paymentsMade_one: '{{count}} rata mensile pagata dal {{date}}.',
    paymentsMade_many: '{{count}} di rate mensili pagate dal {{date}}.',
    paymentsMade_other: '{{count}} rate mensili pagate dal {{date}}.',
    paidOff: 'Il mutuo è interamente rimborsato.',
    loanAmount: 'Importo del mutuo',
    monthlyPayment: 'Rata mensile',
    terms: 'Condizioni',
    termsValue: '{{rate}} in {{years}} anni',
    equity: 'Patrimonio netto',
    equityBasis: {
      estimate: 'In base al valore stimato.',
      current: 'In base al valore attuale.',
      price: 'In base al prezzo di acquisto.',
    },
    scheduleTitle: 'Piano di ammortamento residuo',
    scheduleText:
      'Le rate ancora da pagare, anno per anno: interessi, capitale e debito residuo a fine anno.',
    scheduleTableLabel: 'Piano di ammortamento residuo per anno',
    scheduleEmpty: 'Non restano rate da pagare.',
  },
  value: {
    title: 'Valore',
    estimate:
      'Valore stimato: {{value}} (indice Zillow dei valori immobiliari per l’area metropolitana di {{metro}}, {{month}})',
    useEstimate: 'Usa questa stima',
    using: 'Salvataggio…',
    usedTitle: 'Valore attuale aggiornato',
    usedText: 'Il valore attuale di {{address}} è ora {{value}}.',
    useFailedTitle: 'Valore attuale non aggiornato',
    useFailedText: 'Non è stato possibile salvare la stima. Riprova.',
    isCurrent: 'È il valore attuale.',
    estimatedValue: 'Valore stimato',
    estimateSource: 'Indice Zillow dei valori immobiliari, area metropolitana di {{metro}}, {{month}}',
    useEstimateFor: 'Usa questa stima per {{address}}',
    inForm: 'La stima è nel campo Valore attuale. Salva le modifiche per mantenerla.',
    basedOnSaved: 'Basata sulla data e sul prezzo di acquisto salvati.',
    reasons: {
      noPurchaseDate:
        'Nessun valore stimato: l’immobile non ha una data di acquisto. Aggiungila per vedere una stima.',
      noMetro:
        'Nessun valore stimato: l’area metropolitana dell’immobile non è presente nei dati di mercato.',
      purchaseMonthNotInData: 'Nessun valore stimato: il mese di acquisto non rientra nei dati di mercato.',
    },
  },
  market: {
    title: 'Affitto e valore rispetto al mercato',
    loading: 'Caricamento dei dati di mercato…',
    failed: 'Non è stato possibile caricare i dati di mercato.',
    noRentCheck:
      'Senza un CAP di 5 cifre e il numero di camere da letto non è possibile confrontare l’affitto.',
    trendTitle: 'Mercato locale',
    trendText:
      'Valore tipico delle abitazioni e affitto tipico nell’area metropolitana di {{metro}}, mese per mese, negli ultimi cinque anni.',
    trendLoading: 'Caricamento dei dati di mercato…',
    trendFailed: 'Non è stato possibile caricare i dati di mercato.',
    noMarketData: 'Nessun dato di mercato per questa città.',
    typicalValue: 'Valore tipico delle abitazioni',
    typicalRent: 'Affitto tipico',
    chartLoading: 'Caricamento del grafico…',
    chartFailed: 'Non è stato possibile caricare il grafico.',
    chartLabel:
      'Grafico a linee del valore tipico delle abitazioni (asse sinistro, linea continua) e dell’affitto tipico (asse destro, linea tratteggiata) nell’area metropolitana di {{metro}}, mese per mese, da {{from}} a {{to}}.',
    latestValue: 'Valore tipico delle abitazioni, {{month}}',
    latestRent: 'Affitto tipico, {{month}}',
  },
  rentCheck: {
    title: 'Confronto dell’affitto',
    loading: 'Confronto dell’affitto in corso…',
    failed: 'Non è stato possibile caricare il confronto dell’affitto.',
    noRent: 'Aggiungi un affitto mensile per confrontarlo con i dati di HUD e Zillow.',
    both: 'Il tuo affitto di {{rent}} è {{hud}} e {{zillow}}.',
    hudOnly: 'Il tuo affitto di {{rent}} è {{hud}}.',
    zillowOnly: 'Il tuo affitto di {{rent}} è {{zillow}}.',
    none: 'Nessun dato sugli affitti di HUD o Zillow per il CAP {{zipCode}}.',
    hud: {
      below:
        'inferiore del {{percent}} al canone equo di mercato di HUD per {{unit}} nel CAP {{zipCode}} ({{amount}}, {{vintage}})',
      above:
        'superiore del {{percent}} al canone equo di mercato di HUD per {{unit}} nel CAP {{zipCode}} ({{amount}}, {{vintage}})',
      equal:
        'pari al canone equo di mercato di HUD per {{unit}} nel CAP {{zipCode}} ({{amount}}, {{vintage}})',
    },
    zillow: {
      below:
        'inferiore del {{percent}} all’affitto richiesto tipico secondo Zillow {{place}} ({{amount}}, {{month}})',
      above:
        'superiore del {{percent}} all’affitto richiesto tipico secondo Zillow {{place}} ({{amount}}, {{month}})',
      equal: 'pari all’affitto richiesto tipico secondo Zillow {{place}} ({{amount}}, {{month}})',
    },
    zillowPlace: {
      zip: 'nel CAP {{place}}',
      city: 'a {{place}}',
      metro: 'nell’area metropolitana di {{place}}',
    },
    unit_zero: 'un monolocale',
    unit_one: 'un’abitazione con {{count}} camera da letto',
    unit_many: 'un’abitazione con {{count}} camere da letto',
    unit_other: 'un’abitazione con {{count}} camere da letto',
    unitStudio: 'un monolocale',
  },
  attribution: {
    zillow: 'Dati di mercato: Zillow Research (zillow.com/research/data)',
    hud: 'Canoni equi di mercato: Dipartimento per l’edilizia abitativa e lo sviluppo urbano degli Stati Uniti (HUD)',
  },
  notes: {
    title: 'Note',
    empty: 'Nessuna nota per ora.',
  },
};

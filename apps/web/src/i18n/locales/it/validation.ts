/**
 * Italian texts of the validation messages from @rentfolio/contracts (see ../../en/validation.ts). A template gets the
 * Italian label as it is, so the templates start with "{{field}}:" and the labels are bare names, as on the forms:
 * no article or adjective has to agree with the field.
 */
import type { TValidationTexts } from '../../types';

export const validation: TValidationTexts = {
  templates: {
    required: '{{field}}: campo obbligatorio.',
    notNumber: '{{field}}: inserisci un numero.',
    between: '{{field}}: inserisci un valore compreso tra {{min}} e {{max}}.',
    negative: '{{field}}: il valore non può essere negativo.',
    atMostCharacters: '{{field}}: inserisci al massimo {{max}} caratteri.',
    atMost: '{{field}}: il valore non può superare {{max}}.',
    moreThan: '{{field}}: il valore deve essere maggiore di {{min}}.',
    wholeNumber: '{{field}}: inserisci un numero intero.',
    notText: '{{field}}: il valore deve essere un testo.',
    brokenCharacter:
      "{{field}}: il testo contiene un carattere danneggiato (metà di un'emoji o di un simbolo). Riscrivilo e riprova.",
    controlCharacter:
      '{{field}}: il testo contiene un carattere di controllo invisibile, che non è consentito. Rimuovilo e riprova.',
    propertyLimit:
      'Un account può contenere al massimo {{limit}} immobili e questo ne ha {{current}}. Eliminane qualcuno prima di aggiungerne altri.',
    savedAnalysisLimit:
      'Un account può conservare al massimo {{limit}} analisi salvate. Eliminane qualcuna prima di salvarne altre.',
  },
  labels: {
    purchasePrice: 'Prezzo di acquisto',
    monthlyRent: 'Affitto mensile',
    operatingExpenses: 'Spese operative',
    propertyTaxes: 'Imposte sulla proprietà',
    insurance: 'Assicurazione',
    maintenance: 'Manutenzione',
    rehabCosts: 'Costi di ristrutturazione',
    vacancy: 'Tasso di sfitto',
    downPayment: 'Anticipo',
    interestRate: 'Tasso di interesse',
    loanTerm: 'Durata del mutuo',
    closingCosts: 'Spese di acquisto',
    address: 'Indirizzo',
    city: 'Città',
    state: 'Stato',
    zipCode: 'CAP',
    bedrooms: 'Camere da letto',
    bathrooms: 'Bagni',
    squareFeet: 'Superficie (ft²)',
    notes: 'Note',
    currentValue: 'Valore attuale',
    minPrice: 'Prezzo minimo',
    maxPrice: 'Prezzo massimo',
    minROI: 'ROI minimo',
    maxROI: 'ROI massimo',
    searchText: 'Testo di ricerca',
    search: 'Ricerca',
    targetValue: 'Valore obiettivo del portafoglio',
    targetCashFlow: 'Flusso di cassa mensile obiettivo',
    targetProperties: 'Numero obiettivo di immobili',
    targetROI: 'ROI medio obiettivo',
    name: 'Nome',
    projectionYears: 'Anni della proiezione',
    rentGrowth: 'Crescita degli affitti',
    expenseGrowth: 'Crescita delle spese',
    appreciation: 'Rivalutazione',
    sellingCosts: 'Costi di vendita',
    amount: 'Importo',
    payee: 'Beneficiario',
    memo: 'Nota',
  },
  property: {
    notFound: 'Immobile non trovato.',
    addressRequired: "Inserisci l'indirizzo.",
    cityRequired: 'Inserisci la città.',
    stateRule: 'Indica lo stato con una sigla di 2 lettere, ad esempio CO.',
    zipCode:
      'Il codice postale (ZIP) deve avere 5 cifre, oppure 5 cifre, un trattino e altre 4 (80205 o 80205-1234).',
    propertyType:
      'Il tipo di immobile deve essere uno dei seguenti: single-family, duplex, triplex, fourplex, townhouse, condo, apartment, commercial.',
    purchaseDate: 'La data di acquisto deve essere una data valida nel formato AAAA-MM-GG.',
    purchaseDateFuture: 'La data di acquisto non può essere nel futuro.',
    isOccupied: 'Il campo «Affittato» deve valere true o false.',
    bulkEmpty: 'Aggiungi almeno un immobile.',
    bulkTooMany: 'Invia al massimo 1.000 immobili alla volta.',
    priceRange: 'Il prezzo minimo non può superare il prezzo massimo.',
    roiRange: 'Il ROI minimo non può superare il ROI massimo.',
  },
  goals: {
    targetDate: 'La data obiettivo deve essere una data valida nel formato AAAA-MM-GG.',
    targetDateNotFuture: 'La data obiettivo deve essere nel futuro.',
  },
  settings: {
    color: 'I colori si scrivono nel formato #RRGGBB, ad esempio #10B981.',
    contrast:
      'Il colore di accento e lo sfondo devono avere un contrasto di almeno 4,5:1 (WCAG AA) perché il testo sia leggibile.',
    nothingToUpdate: "Indica almeno un'impostazione da modificare.",
  },
  ledger: {
    notFound: 'Movimento non trovato.',
    propertyRequired: 'Scegli un immobile.',
    date: 'La data deve essere una data reale nel formato AAAA-MM-GG.',
    dateRange: 'La data deve essere compresa tra il 01/01/1900 e il 31/12/2100.',
    category: "Scegli una categoria dall'elenco.",
    amountZero: "L'importo non può essere 0.",
    partsEmpty: 'Aggiungi almeno una categoria con un importo.',
    partsTooMany: 'Un pagamento si può dividere in al massimo 20 parti.',
    bulkEmpty: 'Scegli almeno un movimento.',
    bulkTooMany: 'Modifica al massimo 500 movimenti alla volta.',
    nothingToUpdate: 'Invia almeno un campo da modificare.',
    periodOrder: 'La data di inizio non può essere successiva alla data di fine.',
    scheduleNotFound: 'Movimento ricorrente non trovato.',
    scheduleKind: 'Scegli affitto o rata del mutuo.',
    dayOfMonth: 'Il giorno del mese deve essere un numero intero da 1 a 31.',
    endBeforeStart: 'La data di fine non può essere precedente alla data di inizio.',
    rentAmount: "L'affitto deve essere maggiore di 0.",
    startTooEarly: 'La data di inizio non può risalire a più di 10 anni fa.',
    noLoan: "Questo immobile non ha alcun mutuo da pagare: l'anticipo copre l'intero prezzo.",
    noPurchaseDate:
      "Aggiungi prima la data di acquisto dell'immobile: le rate del mutuo si contano a partire da quella data.",
    tooManySchedules: 'Puoi avere al massimo 200 movimenti ricorrenti.',
    receiptNotFound: 'Questo movimento non ha una ricevuta.',
    receiptEmpty: 'Il file è vuoto. Scegli di nuovo la ricevuta.',
    receiptTooLarge: 'Una ricevuta può occupare al massimo 10 MB.',
    receiptType:
      'Una ricevuta deve essere un file PDF, JPEG, PNG o WebP, e questo file non è nessuno di questi, qualunque cosa dica il suo nome.',
    receiptQuota:
      'Le tue ricevute occupano già 1 GB, il massimo per un account. Elimina prima quelle che non ti servono più.',
    receiptBody:
      'Invia il file stesso come corpo della richiesta, con Content-Type: application/octet-stream.',
  },
  planActual: {
    period: 'Scegli gli ultimi 12 mesi, un anno solare o dall’acquisto.',
    yearNeeded: 'Scegli l’anno da confrontare.',
    valueBasis: 'Scegli il valore attuale o la stima basata sull’indice.',
  },
  scheduleE: {
    year: 'Scegli un anno d’imposta dal 1900 al 2100.',
    fairRentalDays:
      'I giorni di affitto a canone equo devono essere un numero intero da 0 a 366, oppure vuoti.',
    personalUseDays: 'I giorni di uso personale devono essere un numero intero da 0 a 366.',
    daysTotal: 'I giorni di affitto e di uso personale insieme non possono superare 366.',
    rentalPercent: 'La parte affittata deve essere una percentuale da 0,01 a 100, con al massimo 2 decimali.',
    fairDaysNeeded:
      'Inserisci anche i giorni di affitto: con uso personale, le spese si ripartiscono in base a essi.',
  },
  bankImport: {
    notOfx:
      'Questo file non è un estratto conto OFX o QFX. Esporta di nuovo l’estratto dalla tua banca in formato OFX, QFX o CSV.',
    unreadableOfx:
      'Non è stato possibile leggere l’estratto conto: i suoi tag non si chiudono correttamente. Esportalo di nuovo dalla tua banca.',
    noTransactions: 'L’estratto conto non contiene movimenti.',
    tooLarge: 'Il file supera il limite di 10 MB. Dividilo in file più piccoli.',
    tooManyTransactions: 'Un file può contenere al massimo 20.000 movimenti. Dividilo in file più piccoli.',
    date: 'La data manca o non è una data reale nell’ordine scelto.',
    amount: 'L’importo manca o non è un numero.',
    amountZero: 'L’importo è 0: non c’è nulla da registrare.',
    debitAndCredit: 'La riga ha sia un addebito sia un accredito: tienine uno solo.',
    mappingDate: 'Scegli la colonna che contiene la data.',
    mappingAmount: 'Scegli la colonna dell’importo, oppure le colonne di addebito e accredito.',
    mappingPayee: 'Scegli la colonna che contiene il beneficiario o la descrizione.',
    mappingColumn: 'Scegli una colonna del file.',
  },
};

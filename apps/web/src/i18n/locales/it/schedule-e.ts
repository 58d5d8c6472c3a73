/** Italian texts of the Schedule E screen (see ../../en/schedule-e.ts). */
import type { TScheduleETexts } from '../../types';

export const scheduleE: TScheduleETexts = {
  title: 'Schedule E',
  subtitle:
    'Un anno d’imposta dei tuoi movimenti, ripartito sulle righe dello Schedule E (Form 1040), parte I, con una colonna per immobile.',
  loading: 'Caricamento dello Schedule E…',
  loadFailed: 'Impossibile caricare lo Schedule E.',
  year: 'Anno d’imposta',
  download: 'Scarica CSV',
  print: 'Stampa',
  notAdvice: 'Un prospetto ricavato dai tuoi movimenti per compilare il modulo, non una consulenza fiscale.',
  empty: {
    title: 'Niente nello Schedule E per il {{year}}',
    text: 'Aggiungi al registro dei movimenti gli affitti incassati e le fatture pagate nel {{year}}: compariranno qui, ciascuno nella sua riga.',
    action: 'Apri il registro dei movimenti',
  },
  summary: {
    label: 'Totali del {{year}}',
    rents: 'Affitti incassati (23a)',
    expenses: 'Totale spese (23e)',
    total: 'Reddito o (perdita) (26)',
  },
  table: {
    label: 'Parte I, {{year}}',
    line: 'Riga',
    item: 'Voce',
    property: 'Immobile {{letter}}',
    use: 'Giorni e quota',
    useLabel: 'Giorni e quota dell’immobile {{letter}}, {{address}}',
  },
  rows: {
    address: 'Indirizzo',
    type: 'Tipo di immobile',
    fairRentalDays: 'Giorni di affitto a canone equo',
    personalUseDays: 'Giorni di uso personale',
    rentalPercent: 'Parte affittata',
    expenseShare: 'Quota dichiarata di ogni spesa',
    totalExpenses: 'Totale spese',
    income: 'Reddito o (perdita)',
  },
  lines: {
    line3: 'Affitti incassati',
    line5: 'Pubblicità',
    line6: 'Auto e trasferte',
    line7: 'Pulizia e manutenzione',
    line8: 'Provvigioni',
    line9: 'Assicurazioni',
    line10: 'Spese legali e altri compensi professionali',
    line11: 'Spese di gestione',
    line12: 'Interessi sul mutuo pagati alle banche, ecc.',
    line13: 'Altri interessi',
    line14: 'Riparazioni',
    line15: 'Materiali di consumo',
    line16: 'Imposte e tasse',
    line17: 'Utenze',
    line18: 'Ammortamento o esaurimento',
    line19: 'Altre spese',
  },
  notComputed: 'Non calcolato',
  depreciationNote:
    'La riga 18, l’ammortamento, non viene sommata dai movimenti: aggiungila in base ai tuoi prospetti di ammortamento. La riga 20 non la include.',
  notices: {
    home: 'L’immobile {{letter}} è stato usato per fini personali per più di 14 giorni e più del 10% dei suoi giorni di affitto: conta come abitazione, e le sue deduzioni possono essere limitate ai suoi affitti (IRS Publication 527, Worksheet 5-1).',
    minimal:
      'L’immobile {{letter}} è un’abitazione affittata per meno di 15 giorni: il suo affitto non si dichiara e le sue spese non si deducono, quindi resta fuori dai totali (IRS Publication 527).',
    split:
      'Immobile {{letter}}: si dichiara il {{share}} di ogni spesa, in base alla parte affittata e ai giorni di affitto rispetto a quelli di uso personale (IRS Publication 527).',
  },
  totals: {
    title: 'Riepilogo',
    rents: 'Totale di tutti gli importi dichiarati alla riga 3',
    mortgageInterest: 'Totale di tutti gli importi dichiarati alla riga 12',
    totalExpenses: 'Totale di tutti gli importi dichiarati alla riga 20',
    income: 'Redditi (importi positivi della riga 21)',
    losses: 'Perdite (riga 21, prima dei limiti del Form 8582)',
    total: 'Reddito o (perdita) totale da locazione immobiliare',
  },
  useDialog: {
    title: 'Giorni e quota dell’immobile {{letter}}',
    description:
      'Come è stato usato {{address}} nel {{year}} (IRS Publication 527). Le spese si ripartiscono in base alla parte affittata e, con uso personale, ai giorni di affitto.',
    fairRentalDays: 'Giorni di affitto a canone equo',
    fairRentalDaysHint: 'Giorni in cui è stato affittato a un canone equo. Lascia vuoto se non lo sai.',
    personalUseDays: 'Giorni di uso personale',
    personalUseDaysHint:
      'Giorni di utilizzo da parte tua, della tua famiglia o di chiunque pagasse meno di un canone equo.',
    rentalPercent: 'Parte affittata (%)',
    rentalPercentHint: 'L’intero immobile è 100. Una stanza che occupa il 15% della casa è 15.',
    save: 'Salva',
    saving: 'Salvataggio…',
    cancel: 'Annulla',
    saved: 'Giorni e quota salvati',
    failed: 'Impossibile salvare i giorni e la quota.',
  },
};

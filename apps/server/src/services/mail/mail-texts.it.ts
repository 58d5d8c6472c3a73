// The texts of Rentfolio's e-mails in Italian (see mail-texts.ts). The interface addresses the user as "tu", and so
// do the e-mails.

import type { TMailTexts } from './mail-texts';

export const mailTextsIt: TMailTexts = {
  monthly: {
    subject: 'Il tuo report Rentfolio di {{month}}',
    preheader: 'Il tuo portafoglio a {{month}}: valore, flusso di cassa, obiettivi e cosa tenere d’occhio.',
    title: 'Il tuo portafoglio a {{month}}',
    greeting: 'Ciao {{name}},',
    intro: 'Ecco il report del tuo portafoglio di immobili in affitto per {{month}}, con i dati al {{date}}.',
  },
  update: {
    subject: 'Aggiornamento del tuo portafoglio Rentfolio',
    preheader: 'Il tuo portafoglio oggi: valore, flusso di cassa e rendimenti.',
    title: 'Il tuo portafoglio oggi',
    intro: 'Hai chiesto un riepilogo del tuo portafoglio. Eccolo, aggiornato al {{date}}.',
  },
  test: {
    subject: 'Report di prova Rentfolio',
    banner: 'Questo è un report di prova: mostra come appare il tuo report mensile, con le tue cifre reali.',
  },
  sample: {
    banner:
      'ESEMPIO: questo report usa un portafoglio inventato con flusso di cassa negativo, per mostrare come appaiono gli avvisi.',
  },
  figures: {
    portfolioValue: 'Valore del portafoglio',
    monthlyCashFlow: 'Flusso di cassa mensile',
    averageRoi: 'ROI medio',
    occupancy: 'Occupazione',
    properties: 'Immobili',
    changeSinceLastMonth: '{{change}} rispetto al mese scorso',
    noChangeData: 'Ancora nessun dato sulle variazioni',
    negativeCashFlow: 'Il tuo portafoglio perde denaro ogni mese. Controlla gli immobili qui sotto.',
  },
  performers: {
    title: 'Immobili migliori e peggiori',
    best: 'Il migliore',
    worst: 'Il peggiore',
    line: '{{cashFlow}} al mese, tasso di capitalizzazione {{capRate}}',
    none: 'Aggiungi degli immobili per vedere il rendimento di ciascuno.',
  },
  goals: {
    title: 'Obiettivi',
    line: '{{progress}} di {{target}}',
    reached: 'Raggiunto',
    none: 'Non hai ancora fissato obiettivi.',
    names: {
      portfolio_value: 'Valore del portafoglio',
      cash_flow: 'Flusso di cassa mensile',
      properties: 'Immobili',
      roi: 'ROI medio',
    },
  },
  achievements: {
    title: 'Nuovi traguardi',
    count: 'Ottenuti questo mese: {{count}}',
    none: 'Nessun nuovo traguardo questo mese.',
  },
  insights: {
    title: 'Osservazioni principali',
    none: 'Niente richiede la tua attenzione.',
    dscrBelowOne: 'L’affitto non copre il mutuo',
    rules: {
      negativeCashFlow: 'Flusso di cassa negativo',
      lowDscr: 'L’affitto copre a malapena il mutuo',
      vacant: 'Immobile sfitto',
      concentration: 'Gran parte del portafoglio in un’unica area metropolitana',
      expensesOverPlan: 'Spese oltre il piano',
      vacancyOverPlan: 'Meno affitti incassati del previsto',
      lowDscrActual: 'Le entrate effettive coprono a malapena il mutuo',
      leaseEnding: "Un contratto d'affitto sta per scadere",
      rentLate: 'Un affitto è in ritardo',
      rentBelowMarket: 'Affitto sotto il mercato',
      equityGain: 'Valore superiore a quello registrato',
      bestCapRate: 'Miglior tasso di capitalizzazione',
      bestCashOnCash: 'Miglior rendimento cash-on-cash',
      goalNear: 'Obiettivo quasi raggiunto',
    },
  },
  footer: {
    open: 'Apri Rentfolio',
    why: 'Ricevi questa email perché i report via email sono attivi nelle impostazioni di Rentfolio.',
    unsubscribe: 'Annulla l’iscrizione',
  },
  confirmEmail: {
    subject: 'Conferma il tuo indirizzo e-mail per Rentfolio',
    title: 'Conferma il tuo indirizzo e-mail',
    greeting: 'Ciao {{name}},',
    intro:
      'Conferma che {{address}} è il tuo indirizzo, così Rentfolio potrà inviarti lì i tuoi report e aggiornamenti.',
    button: 'Conferma {{address}}',
    validity: 'Il link è valido per {{hours}} ore e funziona una sola volta.',
    ignore:
      'Se non sei stato tu a richiederlo, ignora questa e-mail: a questo indirizzo non verrà inviato nulla.',
  },
  changeNotice: {
    subject: 'Il tuo indirizzo e-mail su Rentfolio sta per cambiare',
    title: 'È stato richiesto un nuovo indirizzo e-mail',
    intro:
      'Qualcuno che ha effettuato l’accesso al tuo account Rentfolio ha chiesto di usare {{newAddress}} al posto di questo indirizzo.',
    keep: 'Rentfolio continuerà a scrivere a questo indirizzo finché il nuovo non sarà confermato.',
    notYou: 'Se non sei stato tu, accedi, cambia la password e annulla la modifica nella pagina Account.',
  },
  unsubscribePage: {
    title: 'Annulla l’iscrizione',
    done: 'Non riceverai più email da Rentfolio. Puoi riattivarle nelle Impostazioni.',
    used: 'Questo link per annullare l’iscrizione è già stato usato.',
    invalid: 'Questo link per annullare l’iscrizione non è valido.',
    confirm: 'Non ricevere più email da Rentfolio',
    question: 'Vuoi smettere di ricevere i report mensili e le altre email di Rentfolio?',
  },
};

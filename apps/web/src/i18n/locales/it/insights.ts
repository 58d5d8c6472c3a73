/** Italian texts of the Investment Insights screen and the dashboard's card (see ../../en/insights.ts). */
import type { TInsightsTexts } from '../../types';

export const insights: TInsightsTexts = {
  title: 'Osservazioni sugli investimenti',
  subtitle:
    'Ciò che regole fisse rilevano nei tuoi immobili, nei tuoi obiettivi e nei dati pubblici di mercato.',
  explainable: 'Spiegabile',
  explainableHint: 'Ogni osservazione nasce da una regola scritta e cita i numeri su cui si basa.',
  loading: 'Caricamento delle osservazioni...',
  loadFailed: 'Impossibile caricare le tue osservazioni.',
  counters: {
    label: 'Osservazioni per tipo',
    opportunity: 'Opportunità',
    performance: 'Rendimento',
    warning: 'Avvisi',
  },
  types: {
    opportunity: 'Opportunità',
    performance: 'Rendimento',
    warning: 'Avviso',
  },
  all: 'Tutte le osservazioni',
  allText: 'Prima gli avvisi, poi le opportunità, poi il rendimento.',
  openRentRoll: 'Apri prospetto affitti',
  openPlanActual: 'Apri Previsto e consuntivo',
  viewProperty: 'Vedi immobile',
  viewPropertyLabel: 'Vedi immobile: {{address}}',
  generatedToday: 'Generata oggi',
  generatedOn: 'Generata il {{date}}',
  showMore: 'Mostra altre',
  loadingMore: 'Caricamento…',
  shownOf: '{{shown}} di {{total}} mostrate',
  emptyTitle: 'Nessuna osservazione disponibile',
  emptyText:
    'Aggiungi altri immobili al tuo portafoglio e qui compariranno le osservazioni che li riguardano.',
  addProperty: 'Aggiungi un immobile',
  how: {
    toggle: 'Come funzionano le osservazioni',
    title: 'Come funzionano le osservazioni',
    intro:
      'Ogni osservazione è una regola fissa verificata sui tuoi immobili, sui tuoi obiettivi e sui dati pubblici di mercato di Zillow e HUD. Non è apprendimento automatico: lo stesso portafoglio dà sempre le stesse osservazioni, e ognuna mostra i numeri che l’hanno generata.',
    warnings: 'Avvisi',
    opportunities: 'Opportunità',
    performance: 'Rendimento',
    rules: {
      negativeCashFlow:
        'Flusso di cassa negativo: un immobile che perde denaro ogni mese dopo la rata del mutuo e le spese.',
      lowDscr:
        'Copertura del debito bassa: un immobile con mutuo il cui reddito operativo netto copre le rate meno di {{minDscr}} volte.',
      vacant: 'Sfitto: un immobile segnato come sfitto, quindi il suo affitto non entra.',
      concentration:
        'Concentrazione: con due o più immobili, oltre il {{percent}} del valore del portafoglio in un’unica area metropolitana.',
      expensesOverPlan:
        'Spese oltre il piano: con 12 mesi di registro, spese operative degli ultimi 12 mesi superiori di oltre il {{percent}} a quanto previsto dall’operazione.',
      vacancyOverPlan:
        'Sfitto oltre il piano: con 12 mesi di registro, affitto perso per sfitto e morosità superiore di oltre {{points}} punti allo sfitto previsto.',
      lowDscrActual:
        'Copertura del debito bassa sui dati effettivi: con 12 mesi di registro, un reddito operativo netto che copre le rate del mutuo meno di {{minDscr}} volte.',
      leaseEnding:
        'Contratto in scadenza: un’unità del prospetto affitti il cui contratto scade entro {{days}} giorni.',
      rentLate:
        'Affitto in ritardo: un’unità il cui affitto di uno degli ultimi 12 mesi è in ritardo di oltre {{days}} giorni, trascorso il periodo di tolleranza.',
      rentBelowMarket:
        'Affitto sotto il mercato: un affitto inferiore di oltre il {{percent}} all’affitto richiesto tipico di Zillow per il suo CAP, o inferiore al Fair Market Rent di HUD per il suo numero di camere.',
      equityGain:
        'Aumento di valore: l’indice dei valori immobiliari di Zillow per l’area metropolitana colloca un immobile almeno il {{percent}} sopra il valore che hai registrato.',
      bestCapRate:
        'Miglior tasso di capitalizzazione: con due o più immobili, quello con il tasso di capitalizzazione più alto, rispetto alla tua media.',
      bestCashOnCash:
        'Miglior rendimento cash-on-cash: con due o più immobili, quello con il rendimento cash-on-cash più alto, rispetto alla tua media.',
      goalNear:
        'Obiettivo a portata di mano: un obiettivo raggiunto almeno al {{percent}}, ma non ancora del tutto.',
    },
  },
  card: {
    title: 'Osservazioni sugli investimenti',
    text: 'Le tue prime osservazioni, in ordine di importanza.',
    empty: 'Nessuna osservazione disponibile',
    emptyText: 'Le osservazioni compariranno man mano che il tuo portafoglio cresce.',
    viewAll: 'Vedi tutte le osservazioni',
  },
  rules: {
    negativeCashFlow: {
      title: '{{address}} perde denaro ogni mese',
      description:
        '{{address}} ha un flusso di cassa di {{monthlyCashFlow}} al mese ({{annualCashFlow}} all’anno) dopo il mutuo e le spese.',
    },
    dscrBelowOne: {
      title: '{{address}} non copre il suo mutuo',
      description:
        '{{address}} ha un indice di copertura del debito di {{dscr}}: il reddito operativo netto paga solo il {{share}} delle rate del mutuo, quindi il resto esce dalle tue tasche; le banche di solito chiedono {{minDscr}} o più.',
    },
    lowDscr: {
      title: '{{address}} copre a malapena il suo mutuo',
      description:
        '{{address}} ha un indice di copertura del servizio del debito di {{dscr}}: il suo reddito operativo netto copre le rate del mutuo {{dscr}} volte, mentre i finanziatori di solito chiedono almeno {{minDscr}}.',
    },
    vacant: {
      title: '{{address}} è sfitto',
      description:
        '{{address}} è segnato come sfitto, quindi il suo affitto mensile di {{monthlyRent}} non sta entrando.',
    },
    concentration: {
      title: 'Il {{share}} del tuo portafoglio è in un solo mercato',
      description:
        'Il {{share}} del valore del tuo portafoglio ({{marketValue}} su {{totalValue}}) si trova nell’area di {{market}}; un calo lì colpirebbe la maggior parte dei tuoi immobili contemporaneamente.',
    },
    expensesOverPlan: {
      title: '{{address}} spende più del previsto',
      description:
        '{{address}} ha pagato {{actual}} di spese operative negli ultimi 12 mesi, il {{over}} in più dei {{plan}} previsti dall’operazione.',
    },
    vacancyOverPlan: {
      title: '{{address}} incassa meno affitto del previsto',
      description:
        '{{address}} ha perso il {{actual}} del suo affitto per sfitto e morosità negli ultimi 12 mesi, contro il {{plan}} previsto dall’operazione.',
    },
    lowDscrActual: {
      title: '{{address}} copre il suo mutuo a fatica',
      description:
        'Negli ultimi 12 mesi del suo registro, {{address}} ha avuto un indice di copertura del servizio del debito di {{dscr}}; le banche chiedono di solito {{minDscr}} o più.',
    },
    leaseEnding: {
      title_one: 'Il contratto di {{unit}} in {{address}} scade tra {{count}} giorno',
      title_other: 'Il contratto di {{unit}} in {{address}} scade tra {{count}} giorni',
      title_many: 'Il contratto di {{unit}} in {{address}} scade tra {{count}} giorni',
      description_one:
        'Il contratto di {{unit}} in {{address}} scade a {{month}}, tra {{count}} giorno: rinnovalo, oppure prepara il cambio di inquilino prima che l’unità resti sfitta.',
      description_other:
        'Il contratto di {{unit}} in {{address}} scade a {{month}}, tra {{count}} giorni: rinnovalo, oppure prepara il cambio di inquilino prima che l’unità resti sfitta.',
      description_many:
        'Il contratto di {{unit}} in {{address}} scade a {{month}}, tra {{count}} giorni: rinnovalo, oppure prepara il cambio di inquilino prima che l’unità resti sfitta.',
    },
    rentLate: {
      title_one: 'L’affitto di {{unit}} in {{address}} è in ritardo di {{count}} giorno',
      title_other: 'L’affitto di {{unit}} in {{address}} è in ritardo di {{count}} giorni',
      title_many: 'L’affitto di {{unit}} in {{address}} è in ritardo di {{count}} giorni',
      description_one:
        'Dell’affitto di {{month}} sono stati incassati solo {{received}} su {{due}}, {{count}} giorno dopo la scadenza.',
      description_other:
        'Dell’affitto di {{month}} sono stati incassati solo {{received}} su {{due}}, {{count}} giorni dopo la scadenza.',
      description_many:
        'Dell’affitto di {{month}} sono stati incassati solo {{received}} su {{due}}, {{count}} giorni dopo la scadenza.',
    },
    rentBelowMarket: {
      title: '{{address}} potrebbe essere affittato sotto valore',
      one: 'L’affitto di {{monthlyRent}} per {{address}} è {{comparison}}.',
      both: 'L’affitto di {{monthlyRent}} per {{address}} è {{market}} e {{fmr}}.',
      market:
        'inferiore del {{gap}} all’affitto richiesto tipico di Zillow a {{place}} ({{amount}}, {{month}})',
      fmr: 'inferiore del {{gap}} al Fair Market Rent di HUD per un {{unit}} ({{amount}}, {{vintage}})',
      unit_zero: 'monolocale',
      unit_one: 'alloggio con {{count}} camera',
      unit_many: 'alloggio con {{count}} camere',
      unit_other: 'alloggio con {{count}} camere',
    },
    equityGain: {
      title: '{{address}} potrebbe essersi rivalutato',
      description:
        'Secondo l’indice dei valori immobiliari di Zillow per la sua area metropolitana, {{address}} vale circa {{estimatedValue}} ({{month}}), il {{gain}} in più dei {{recordedValue}} che hai registrato. Aggiornarne il valore, o rifinanziare, potrebbe liberare questo capitale.',
    },
    bestCapRate: {
      title: '{{address}} ha il tuo miglior tasso di capitalizzazione',
      description:
        '{{address}} ha un tasso di capitalizzazione del {{capRate}}, contro il {{average}} medio dei tuoi immobili.',
    },
    bestCashOnCash: {
      title: '{{address}} ha il tuo miglior rendimento cash-on-cash',
      description:
        '{{address}} rende il {{cashOnCash}} all’anno sul capitale che hai investito, contro il {{average}} medio dei tuoi immobili.',
    },
    goalNear: {
      title: 'Il tuo obiettivo «{{goal}}» è a portata di mano',
      description: 'Il tuo obiettivo «{{goal}}» è raggiunto al {{progress}}: {{current}} su {{target}}.',
    },
  },
  goalNames: {
    portfolio_value: 'valore del portafoglio',
    cash_flow: 'flusso di cassa mensile',
    properties: 'numero di immobili',
    roi: 'ROI medio',
  },
};

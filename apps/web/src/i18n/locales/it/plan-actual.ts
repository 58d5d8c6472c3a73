/** Italian texts of the Plan vs Actual screen (see ../../en/plan-actual.ts). */
import type { TPlanActualTexts } from '../../types';

export const planActual: TPlanActualTexts = {
  title: 'Previsto e consuntivo',
  subtitle:
    'Quanto previsto dai dati dei tuoi investimenti accanto a quanto risulta dai movimenti, riga per riga, e l’IRR a oggi.',
  loading: 'Confronto delle previsioni con i movimenti…',
  loadFailed: 'Impossibile caricare il confronto.',
  controls: {
    label: 'Confronta',
    period: 'Periodo',
    periods: {
      ttm: 'Ultimi 12 mesi',
      year: 'Anno solare',
      sincePurchase: 'Dall’acquisto',
    },
    year: 'Anno',
    threshold: 'Segnala le righe con uno scostamento superiore a (%)',
    value: 'Valore per l’IRR a oggi',
    values: {
      current: 'Valore attuale',
      estimate: 'Stima da indice',
    },
  },
  periodText: 'Da {{from}} a tutto {{to}}.',
  sincePurchaseText: 'Da ciascun acquisto a tutto {{to}}.',
  thresholdText: 'Le righe che si discostano dal previsto di oltre il {{threshold}}% vengono segnalate.',
  months: 'Mesi di possesso: {{months}} · con movimenti: {{ledger}}',
  portfolio: 'Portafoglio',
  noProperties: {
    title: 'Aggiungi prima un immobile',
    text: '«Previsto e consuntivo» confronta i dati dell’investimento di ogni immobile con i suoi movimenti.',
    action: 'Aggiungi immobile',
  },
  noLedger: 'Ancora nessun movimento in questo periodo, quindi tutti i valori a consuntivo sono 0.',
  openLedger: 'Apri il registro dei movimenti',
  table: {
    label: 'Previsto e consuntivo di {{name}}',
    line: 'Voce',
    plan: 'Previsto',
    actual: 'Consuntivo',
    difference: 'Differenza',
    off: 'Scostamento',
  },
  lines: {
    income: 'Entrate',
    operatingExpenses: 'Spese operative',
    noi: 'Reddito operativo netto (NOI)',
    debtService: 'Servizio del debito',
    capitalImprovements: 'Interventi migliorativi',
    cashFlow: 'Flusso di cassa',
    dscr: 'DSCR',
    cashOnCash: 'Rendimento cash-on-cash (annuo)',
    capRateOnCost: 'Tasso di capitalizzazione sul costo (annuo)',
  },
  points: '{{value}} p.p.',
  irr: {
    line: 'IRR a oggi: {{value}}',
    equity:
      'Patrimonio netto in caso di vendita oggi: {{equity}} ({{basis}} di {{value}}, meno il {{selling}}% di costi di vendita e il debito residuo di {{loan}}). Capitale investito all’acquisto: {{invested}}.',
    portfolioEquity: 'Patrimonio netto in caso di vendita oggi: {{equity}}.',
    basis: {
      estimate: 'stima da indice',
      current: 'valore attuale',
      price: 'prezzo di acquisto',
    },
    reasons: {
      noPurchaseDate: 'Aggiungi la data di acquisto per vedere l’IRR a oggi.',
      noLedger: 'Aggiungi i movimenti dall’acquisto in poi per vedere l’IRR a oggi.',
      ledgerStartsLate:
        'Il registro dei movimenti inizia il {{date}}, dopo l’acquisto: aggiungi i mesi precedenti per vedere l’IRR a oggi.',
      noRate: 'Questi flussi di cassa non hanno un IRR.',
      notEveryProperty: 'Per l’IRR a oggi del portafoglio serve quello di ogni immobile.',
    },
  },
};

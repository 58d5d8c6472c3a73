/** Italian texts of the goals screens (see ../../en/goals.ts). */
import type { TGoalsTexts } from '../../types';

export const goals: TGoalsTexts = {
  loading: 'Caricamento…',
  backToDashboard: 'Torna alla dashboard',
  settings: {
    title: 'Impostazioni portafoglio',
    text: 'Imposta gli obiettivi di investimento che la dashboard e la barra laterale monitorano.',
  },
  account: {
    title: 'Impostazioni account',
    text: 'Gestisci il tuo account e i tuoi obiettivi di investimento.',
    planLabel: 'Il tuo piano',
    tabsLabel: "Sezioni delle impostazioni dell'account",
    goalsTab: 'Obiettivi di investimento',
  },
  form: {
    title: 'Obiettivi di investimento',
    text: 'I traguardi su cui si misurano i tuoi progressi.',
    loading: 'Caricamento degli obiettivi…',
    loadFailed: 'Impossibile caricare gli obiettivi.',
    suggested:
      'Questi sono obiettivi suggeriti. Modifica quelli che vuoi, poi scegli «Salva obiettivi» per renderli tuoi.',
    pastDateHint: 'Questa data è già passata. Scegline una nuova per mantenere attuali i tuoi obiettivi.',
    targetValue: 'Valore obiettivo del portafoglio',
    targetValueHint: 'Il valore totale di tutti i tuoi immobili.',
    targetCashFlow: 'Flusso di cassa mensile obiettivo',
    targetCashFlowHint: 'Il flusso di cassa mensile di tutti i tuoi immobili insieme.',
    targetROI: 'ROI medio obiettivo (%)',
    targetROIHint: 'Il ROI medio dei tuoi immobili.',
    targetProperties: 'Numero obiettivo di immobili',
    targetDate: 'Data obiettivo',
    save: 'Salva obiettivi',
    saving: 'Salvataggio…',
    fixErrors: 'Controlla i campi evidenziati in rosso.',
  },
  toasts: {
    updatedTitle: 'Obiettivi aggiornati',
    updatedText: 'I tuoi obiettivi di investimento sono stati salvati.',
    failedTitle: 'Aggiornamento non riuscito',
    failedText: 'Impossibile aggiornare gli obiettivi. Riprova.',
  },
  progress: {
    title: 'Progressi attuali',
    text: 'A che punto è oggi il tuo portafoglio rispetto a ciascun obiettivo.',
    loading: 'Caricamento dei progressi…',
    loadFailed: 'Impossibile caricare i progressi.',
    overall: 'Avanzamento complessivo',
    current: 'Attuale',
    target: 'Obiettivo',
    reached: 'Obiettivo raggiunto',
    barLabel: 'Avanzamento: {{title}}',
    noProperties:
      'Non hai ancora immobili, quindi ogni obiettivo parte da zero. Aggiungine uno per vedere i tuoi progressi.',
    addProperty: 'Aggiungi immobile',
    setupWizard: 'Configurazione guidata del portafoglio',
  },
  titles: {
    portfolio_value: 'Obiettivo di valore del portafoglio',
    cash_flow: 'Obiettivo di flusso di cassa mensile',
    properties: 'Obiettivo di numero di immobili',
    roi: 'Obiettivo di ROI medio',
  },
  propertyCount_one: '{{value}} immobile',
  propertyCount_other: '{{value}} immobili',
  propertyCount_many: '{{value}} di immobili',
};

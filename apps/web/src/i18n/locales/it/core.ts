/** Italian texts of the first screen (see ../../en-core.ts). */
import type { TCoreTexts } from '../../types';

export const core: TCoreTexts = {
  common: {
    appName: 'Rentfolio',
    loading: 'Caricamento…',
    retry: 'Riprova',
    close: 'Chiudi',
    perMonth: '/mese',
    goBack: 'Torna indietro',
    backToHome: 'Torna alla home',
    negativeMoney: "Gli importi negativi non sono ammessi. Inserisci l'importo senza il segno meno.",
  },
  errors: {
    loadFailedTitle: 'Impossibile caricare Rentfolio',
    loadFailedText: 'Non riusciamo a raggiungere il server. Controlla la connessione e riprova.',
    screenLoadFailed: 'Impossibile caricare questa schermata. Controlla la connessione e riprova.',
  },
  toast: {
    region: 'Notifiche',
    close: 'Chiudi la notifica',
  },
  landing: {
    headerNav: 'Account',
    logIn: 'Accedi',
    adminAccess: 'Accesso amministratore',
    heroEyebrow: 'Gratis per sempre · Nessuna carta di credito',
    heroTitle: 'Analizza gli immobili da reddito. Fai crescere un portafoglio che rende.',
    heroText:
      "Rentfolio fa i conti su qualsiasi immobile da mettere a reddito in pochi secondi, poi segue l'intero portafoglio: flusso di cassa, ROI, obiettivi e andamento del mercato, in un'unica dashboard chiara.",
    heroCta: 'Crea il tuo account gratuito',
    heroSecondaryCta: 'Scopri le funzionalità',
    freeCardTitle: 'Gratis per sempre',
    freeCardText:
      'Tutte le funzionalità, per ogni investitore. Niente prove, niente livelli, niente sorprese.',
    freePrice: '0 $',
    freePriceSuffix: 'per sempre',
    freeCardPoints: {
      noCard: 'Nessuna carta di credito richiesta',
      allFeatures: 'Tutte le funzionalità incluse',
      unlimited: 'Analisi degli investimenti illimitate',
      secure: 'Autenticazione a due fattori integrata',
    },
    getStarted: 'Inizia gratis',
    featuresTitle: 'Tutto ciò che serve a chi investe in immobili da reddito',
    featuresText: 'Dal primo calcolo a spanne a un portafoglio con tante unità in affitto.',
    footerTagline:
      'Analisi degli investimenti in immobili da reddito e monitoraggio del portafoglio per investitori privati.',
    footerFree: 'Gratis per sempre. Tutte le funzionalità incluse.',
    footerCopyright: '© {{year}} Rentfolio',
  },
  features: {
    dealAnalysis: {
      title: 'Calcolatore per analizzare gli investimenti',
      text: 'Tasso di capitalizzazione (cap rate), flusso di cassa, rendimento cash-on-cash e ROI di qualsiasi immobile, con un punteggio e una raccomandazione.',
    },
    portfolioDashboard: {
      title: 'Dashboard del portafoglio',
      text: "Valore totale, flusso di cassa mensile, ROI medio e tasso di occupazione a colpo d'occhio.",
    },
    analytics: {
      title: 'Analisi avanzate e grafici',
      text: 'Grafici a linee, a barre e ad anello su andamento, ROI e flusso di cassa dei tuoi immobili.',
    },
    achievements: {
      title: 'Traguardi',
      text: 'Tappe, obiettivi, serie e passaggi di livello che segnano i tuoi progressi.',
    },
    twoFactor: {
      title: 'Autenticazione a due fattori',
      text: "Proteggi il tuo account con un'app di autenticazione e i codici di backup.",
    },
    account: {
      title: "Gestione dell'account",
      text: "Il tuo profilo con la foto, la password, i dispositivi connessi, il download di tutti i tuoi dati e l'eliminazione dell'account.",
    },
    goals: {
      title: 'Monitoraggio degli obiettivi di investimento',
      text: 'Fissa obiettivi di valore, flusso di cassa, ROI e numero di immobili, e segui i tuoi progressi.',
    },
    emailReports: {
      title: 'Notifiche e report mensili via email',
      text: 'Report mensili sul portafoglio e notifiche direttamente nella tua casella di posta.',
    },
    csv: {
      title: 'Importazione ed esportazione CSV',
      text: 'Importa i tuoi immobili da un foglio di calcolo ed esportali di nuovo quando vuoi.',
    },
    market: {
      title: 'Tendenze di mercato e mappe di calore',
      text: 'Prezzi, affitti, rendimenti e mappe di calore dei quartieri, da dati pubblici.',
    },
    search: {
      title: 'Ricerca e confronto degli immobili',
      text: 'Filtra i tuoi immobili e confrontane fino a tre fianco a fianco.',
    },
    insights: {
      title: 'Spunti sui tuoi investimenti',
      text: "Opportunità, note sull'andamento e avvisi ricavati dal tuo portafoglio.",
    },
    themes: {
      title: 'Temi e modalità scura',
      text: "Un'interfaccia comoda di giorno e di notte, nei colori che preferisci.",
    },
    onboarding: {
      title: 'Configurazione guidata',
      text: 'Configura il tuo portafoglio in tre passaggi guidati.',
    },
  },
  notFound: {
    title: 'Pagina non trovata',
    text: '404 Pagina non trovata',
    home: 'Vai alla home page',
  },
};

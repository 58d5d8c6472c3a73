/** German texts of the landing page and of what every screen shares (see ../../en-core.ts). */
import type { TCoreTexts } from '../../types';

export const core: TCoreTexts = {
  common: {
    appName: 'Rentfolio',
    loading: 'Wird geladen …',
    retry: 'Erneut versuchen',
    close: 'Schließen',
    perMonth: '/Monat',
    goBack: 'Zurück',
    backToHome: 'Zur Startseite',
    negativeMoney: 'Negative Beträge sind nicht zulässig. Geben Sie den Betrag ohne Minuszeichen ein.',
  },
  errors: {
    loadFailedTitle: 'Rentfolio konnte nicht geladen werden',
    loadFailedText:
      'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    screenLoadFailed:
      'Diese Seite konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  toast: {
    region: 'Benachrichtigungen',
    close: 'Benachrichtigung schließen',
  },
  landing: {
    headerNav: 'Konto',
    logIn: 'Anmelden',
    adminAccess: 'Admin-Zugang',
    heroEyebrow: 'Für immer kostenlos · Keine Kreditkarte nötig',
    heroTitle: 'Mietobjekte analysieren. Ein Portfolio aufbauen, das sich rechnet.',
    heroText:
      'Rentfolio rechnet jede Mietimmobilie in Sekunden durch und verfolgt dann Ihr gesamtes Portfolio: Cashflow, ROI, Ziele und Markttrends – übersichtlich in einem Dashboard.',
    heroCta: 'Kostenloses Konto erstellen',
    heroSecondaryCta: 'Funktionen entdecken',
    freeCardTitle: 'Für immer kostenlos',
    freeCardText:
      'Alle Funktionen für alle Investoren. Keine Testphase, keine Tarifstufen, keine Überraschungen.',
    freePrice: '0 $',
    freePriceSuffix: 'für immer',
    freeCardPoints: {
      noCard: 'Keine Kreditkarte nötig',
      allFeatures: 'Alle Funktionen inklusive',
      unlimited: 'Unbegrenzte Deal-Analysen',
      secure: 'Zwei-Faktor-Authentifizierung integriert',
    },
    getStarted: 'Kostenlos starten',
    featuresTitle: 'Alles, was Immobilieninvestoren brauchen',
    featuresText: 'Vom ersten Überschlag auf dem Bierdeckel bis zum Portfolio mit vielen Einheiten.',
    footerTagline: 'Deal-Analyse und Portfolio-Tracking für private Immobilieninvestoren.',
    footerFree: 'Für immer kostenlos. Alle Funktionen inklusive.',
    footerCopyright: '© {{year}} Rentfolio',
  },
  features: {
    dealAnalysis: {
      title: 'Rechner für Deal-Analysen',
      text: 'Kapitalisierungsrate (Cap Rate), Cashflow, Cash-on-Cash-Rendite und ROI für jede Immobilie – mit Deal-Score und Empfehlung.',
    },
    portfolioDashboard: {
      title: 'Portfolio-Dashboard',
      text: 'Gesamtwert, monatlicher Cashflow, durchschnittlicher ROI und Vermietungsquote auf einen Blick.',
    },
    analytics: {
      title: 'Erweiterte Analysen und Diagramme',
      text: 'Linien-, Balken- und Ringdiagramme zu Wertentwicklung, ROI und Cashflow Ihrer Immobilien.',
    },
    achievements: {
      title: 'Erfolge',
      text: 'Meilensteine, Ziele, Serien und Level-ups, die Ihren Fortschritt sichtbar machen.',
    },
    twoFactor: {
      title: 'Zwei-Faktor-Authentifizierung',
      text: 'Schützen Sie Ihr Konto mit einer Authenticator-App und Backup-Codes.',
    },
    account: {
      title: 'Kontoverwaltung',
      text: 'Ihr Profil mit Bild, Ihr Passwort, angemeldete Geräte, der Download all Ihrer Daten und das Löschen des Kontos.',
    },
    goals: {
      title: 'Anlageziele verfolgen',
      text: 'Legen Sie Ziele für Wert, Cashflow, ROI und Anzahl der Immobilien fest und verfolgen Sie Ihren Fortschritt.',
    },
    emailReports: {
      title: 'E-Mail-Benachrichtigungen und Monatsberichte',
      text: 'Monatliche Portfolioberichte und Benachrichtigungen direkt in Ihr Postfach.',
    },
    csv: {
      title: 'CSV-Import und -Export',
      text: 'Übernehmen Sie Ihre Immobilien aus einer Tabelle und exportieren Sie sie jederzeit wieder.',
    },
    market: {
      title: 'Markttrends und Heatmaps',
      text: 'Preise, Mieten, Renditen und Heatmaps der Wohngegenden aus öffentlichen Daten.',
    },
    search: {
      title: 'Immobiliensuche und Vergleich',
      text: 'Filtern Sie Ihre Immobilien und vergleichen Sie bis zu drei direkt nebeneinander.',
    },
    insights: {
      title: 'Investment-Insights',
      text: 'Chancen, Hinweise zur Performance und Warnungen auf Basis Ihres Portfolios.',
    },
    themes: {
      title: 'Farbschemata und Dunkelmodus',
      text: 'Eine angenehme Oberfläche bei Tag und Nacht, in Ihren Lieblingsfarben.',
    },
    onboarding: {
      title: 'Einrichtungsassistent',
      text: 'Richten Sie Ihr Portfolio in drei geführten Schritten ein.',
    },
  },
  notFound: {
    title: 'Seite nicht gefunden',
    text: '404 – Seite nicht gefunden',
    home: 'Zur Startseite',
  },
};

// The texts of Rentfolio's e-mails in German (see mail-texts.ts). The interface addresses the user formally ("Sie"),
// and so do the e-mails.

import type { TMailTexts } from './mail-texts';

export const mailTextsDe: TMailTexts = {
  monthly: {
    subject: 'Ihr Rentfolio-Bericht für {{month}}',
    preheader: 'Ihr Portfolio im {{month}}: Wert, Cashflow, Ziele und worauf Sie achten sollten.',
    title: 'Ihr Portfolio im {{month}}',
    greeting: 'Hallo {{name}},',
    intro: 'Hier ist der Bericht zu Ihrem Mietportfolio für {{month}}, Zahlen mit Stand {{date}}.',
  },
  update: {
    subject: 'Ihr Rentfolio-Portfolio-Update',
    preheader: 'Ihr Portfolio heute: Wert, Cashflow und Renditen.',
    title: 'Ihr Portfolio heute',
    intro: 'Sie haben eine Zusammenfassung Ihres Portfolios angefordert. Hier ist sie, Stand {{date}}.',
  },
  test: {
    subject: 'Rentfolio-Testbericht',
    banner: 'Dies ist ein Testbericht: Er zeigt, wie Ihr Monatsbericht aussieht, mit Ihren echten Zahlen.',
  },
  sample: {
    banner:
      'BEISPIEL: Dieser Bericht verwendet ein erfundenes Portfolio mit negativem Cashflow, um zu zeigen, wie Warnungen aussehen.',
  },
  figures: {
    portfolioValue: 'Portfoliowert',
    monthlyCashFlow: 'Monatlicher Cashflow',
    averageRoi: 'Durchschnittlicher ROI',
    occupancy: 'Vermietungsquote',
    properties: 'Immobilien',
    changeSinceLastMonth: '{{change}} seit letztem Monat',
    noChangeData: 'Noch keine Vergleichsdaten',
    negativeCashFlow: 'Ihr Portfolio verliert jeden Monat Geld. Prüfen Sie die Immobilien unten.',
  },
  performers: {
    title: 'Stärkste und schwächste Immobilien',
    best: 'Am stärksten',
    worst: 'Am schwächsten',
    line: '{{cashFlow}} im Monat, Kapitalisierungsrate {{capRate}}',
    none: 'Fügen Sie Immobilien hinzu, um zu sehen, wie jede einzelne abschneidet.',
  },
  goals: {
    title: 'Ziele',
    line: '{{progress}} von {{target}}',
    reached: 'Erreicht',
    none: 'Sie haben noch keine Ziele festgelegt.',
    names: {
      portfolio_value: 'Portfoliowert',
      cash_flow: 'Monatlicher Cashflow',
      properties: 'Immobilien',
      roi: 'Durchschnittlicher ROI',
    },
  },
  achievements: {
    title: 'Neue Erfolge',
    count: 'Diesen Monat erreicht: {{count}}',
    none: 'Diesen Monat keine neuen Erfolge.',
  },
  insights: {
    title: 'Wichtigste Hinweise',
    none: 'Nichts erfordert Ihre Aufmerksamkeit.',
    dscrBelowOne: 'Die Miete deckt den Kredit nicht',
    rules: {
      negativeCashFlow: 'Negativer Cashflow',
      lowDscr: 'Die Miete deckt den Kredit nur knapp',
      vacant: 'Leer stehende Immobilie',
      concentration: 'Großer Teil des Portfolios in einer Metropolregion',
      expensesOverPlan: 'Ausgaben über Plan',
      vacancyOverPlan: 'Weniger Mieteinnahmen als geplant',
      lowDscrActual: 'Tatsächliche Einnahmen decken den Kredit knapp',
      leaseEnding: 'Ein Mietvertrag endet bald',
      rentLate: 'Miete ist überfällig',
      rentBelowMarket: 'Miete unter Marktniveau',
      equityGain: 'Wert über dem von Ihnen erfassten',
      bestCapRate: 'Beste Kapitalisierungsrate',
      bestCashOnCash: 'Beste Cash-on-Cash-Rendite',
      goalNear: 'Ziel fast erreicht',
    },
  },
  footer: {
    open: 'Rentfolio öffnen',
    why: 'Sie erhalten diese E-Mail, weil E-Mail-Berichte in Ihren Rentfolio-Einstellungen aktiviert sind.',
    unsubscribe: 'Abmelden',
  },
  confirmEmail: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Rentfolio',
    title: 'Bestätigen Sie Ihre E-Mail-Adresse',
    greeting: 'Hallo {{name}},',
    intro:
      'Bitte bestätigen Sie, dass {{address}} Ihre Adresse ist, damit Rentfolio Ihre Berichte und Updates dorthin senden kann.',
    button: '{{address}} bestätigen',
    validity: 'Der Link ist {{hours}} Stunden gültig und funktioniert nur einmal.',
    ignore:
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: An diese Adresse wird nichts gesendet.',
  },
  changeNotice: {
    subject: 'Ihre E-Mail-Adresse bei Rentfolio soll geändert werden',
    title: 'Eine neue E-Mail-Adresse wurde angefordert',
    intro:
      'Jemand, der in Ihrem Rentfolio-Konto angemeldet ist, möchte statt dieser Adresse {{newAddress}} verwenden.',
    keep: 'Rentfolio sendet weiterhin an diese Adresse, bis die neue bestätigt ist.',
    notYou:
      'Wenn Sie das nicht waren, melden Sie sich an, ändern Sie Ihr Passwort und brechen Sie die Änderung auf der Kontoseite ab.',
  },
  unsubscribePage: {
    title: 'Abmelden',
    done: 'Sie erhalten keine E-Mails mehr von Rentfolio. Sie können sie in den Einstellungen wieder aktivieren.',
    used: 'Dieser Abmeldelink wurde bereits verwendet.',
    invalid: 'Dieser Abmeldelink ist ungültig.',
    confirm: 'Keine E-Mails mehr von Rentfolio',
    question: 'Monatsberichte und andere E-Mails von Rentfolio abbestellen?',
  },
};

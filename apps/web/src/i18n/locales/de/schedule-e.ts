/** German texts of the Schedule E screen (see ../../en/schedule-e.ts). */
import type { TScheduleETexts } from '../../types';

export const scheduleE: TScheduleETexts = {
  title: 'Schedule E',
  subtitle:
    'Ein Steuerjahr Ihrer Buchungen, aufgeteilt auf die Zeilen von Schedule E (Form 1040), Teil I, mit einer Spalte je Immobilie.',
  loading: 'Schedule E wird geladen …',
  loadFailed: 'Schedule E konnte nicht geladen werden.',
  year: 'Steuerjahr',
  download: 'CSV herunterladen',
  print: 'Drucken',
  notAdvice: 'Ein Arbeitsblatt aus Ihren Buchungen zum Ausfüllen des Formulars, keine Steuerberatung.',
  empty: {
    title: 'Nichts in Schedule E für {{year}}',
    text: 'Erfassen Sie die im Jahr {{year}} erhaltenen Mieten und bezahlten Rechnungen in den Buchungen, dann erscheinen sie hier in ihren Zeilen.',
    action: 'Buchungen öffnen',
  },
  summary: {
    label: 'Summen für {{year}}',
    rents: 'Erhaltene Mieten (23a)',
    expenses: 'Ausgaben gesamt (23e)',
    total: 'Einkünfte oder (Verlust) (26)',
  },
  table: {
    label: 'Teil I, {{year}}',
    line: 'Zeile',
    item: 'Position',
    property: 'Immobilie {{letter}}',
    use: 'Tage und Anteil',
    useLabel: 'Tage und Anteil der Immobilie {{letter}}, {{address}}',
  },
  rows: {
    address: 'Anschrift',
    type: 'Art der Immobilie',
    fairRentalDays: 'Vermietungstage zu marktüblicher Miete',
    personalUseDays: 'Tage der Eigennutzung',
    rentalPercent: 'Vermieteter Anteil',
    expenseShare: 'Angesetzter Anteil jeder Ausgabe',
    totalExpenses: 'Ausgaben gesamt',
    income: 'Einkünfte oder (Verlust)',
  },
  lines: {
    line3: 'Erhaltene Mieten',
    line5: 'Werbung und Inserate',
    line6: 'Fahrt- und Reisekosten',
    line7: 'Reinigung und Instandhaltung',
    line8: 'Provisionen',
    line9: 'Versicherungen',
    line10: 'Rechts- und Beratungskosten',
    line11: 'Verwaltungskosten',
    line12: 'Hypothekenzinsen an Banken usw.',
    line13: 'Sonstige Zinsen',
    line14: 'Reparaturen',
    line15: 'Verbrauchsmaterial',
    line16: 'Steuern und Abgaben',
    line17: 'Versorgungskosten',
    line18: 'Abschreibung oder Substanzverringerung',
    line19: 'Sonstiges',
  },
  notComputed: 'Nicht berechnet',
  depreciationNote:
    'Zeile 18, die Abschreibung, wird nicht aus den Buchungen summiert: Tragen Sie sie aus Ihren Abschreibungsunterlagen ein. In Zeile 20 ist sie nicht enthalten.',
  notices: {
    home: 'Immobilie {{letter}} wurde an mehr als 14 Tagen und mehr als 10 % ihrer Vermietungstage selbst genutzt. Damit gilt sie als selbst genutzte Wohnung, und ihre Abzüge können auf ihre Mieteinnahmen begrenzt sein (IRS Publication 527, Worksheet 5-1).',
    minimal:
      'Immobilie {{letter}} ist eine selbst genutzte Wohnung, die an weniger als 15 Tagen vermietet wurde. Die Miete wird nicht angegeben, die Ausgaben werden nicht abgezogen, und die Immobilie fließt nicht in die Summen ein (IRS Publication 527).',
    split:
      'Immobilie {{letter}}: {{share}} jeder Ausgabe werden angesetzt, ermittelt aus dem vermieteten Anteil und dem Verhältnis der Vermietungstage zu den Tagen der Eigennutzung (IRS Publication 527).',
  },
  totals: {
    title: 'Zusammenfassung',
    rents: 'Summe aller Beträge in Zeile 3',
    mortgageInterest: 'Summe aller Beträge in Zeile 12',
    totalExpenses: 'Summe aller Beträge in Zeile 20',
    income: 'Einkünfte (positive Beträge aus Zeile 21)',
    losses: 'Verluste (Zeile 21, vor den Begrenzungen nach Form 8582)',
    total: 'Einkünfte oder (Verlust) aus der Vermietung von Immobilien insgesamt',
  },
  useDialog: {
    title: 'Tage und Anteil der Immobilie {{letter}}',
    description:
      'Wie {{address}} im Jahr {{year}} genutzt wurde (IRS Publication 527). Die Ausgaben werden nach dem vermieteten Anteil und, bei Eigennutzung, nach den Vermietungstagen aufgeteilt.',
    fairRentalDays: 'Vermietungstage zu marktüblicher Miete',
    fairRentalDaysHint:
      'Tage, an denen zu einem marktüblichen Preis vermietet wurde. Leer lassen, wenn Sie es nicht wissen.',
    personalUseDays: 'Tage der Eigennutzung',
    personalUseDaysHint:
      'Tage der Nutzung durch Sie, Ihre Familie oder jemanden, der weniger als die marktübliche Miete gezahlt hat.',
    rentalPercent: 'Vermieteter Anteil (%)',
    rentalPercentHint: 'Die ganze Immobilie: 100. Ein Zimmer, das 15 % des Hauses ausmacht: 15.',
    save: 'Speichern',
    saving: 'Wird gespeichert …',
    cancel: 'Abbrechen',
    saved: 'Tage und Anteil gespeichert',
    failed: 'Die Tage und der Anteil konnten nicht gespeichert werden.',
  },
};

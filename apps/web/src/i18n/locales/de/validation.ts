/** German texts of the validation messages (see ../../en/validation.ts). */
import type { TValidationTexts } from '../../types';

/**
 * The templates name a field as „{{field}}“ inside a fixed frame ("im Feld „…“", "Der Wert im Feld „…“"), so that any
 * label fits without article or gender agreement; the labels are the field names the forms show.
 */
export const validation: TValidationTexts = {
  templates: {
    required: 'Bitte füllen Sie das Feld „{{field}}“ aus.',
    notNumber: 'Bitte geben Sie im Feld „{{field}}“ eine Zahl ein.',
    between: 'Der Wert im Feld „{{field}}“ muss zwischen {{min}} und {{max}} liegen.',
    negative: 'Der Wert im Feld „{{field}}“ darf nicht negativ sein.',
    atMostCharacters: 'Die Eingabe im Feld „{{field}}“ darf höchstens {{max}} Zeichen lang sein.',
    atMost: 'Der Wert im Feld „{{field}}“ darf höchstens {{max}} betragen.',
    moreThan: 'Der Wert im Feld „{{field}}“ muss größer als {{min}} sein.',
    wholeNumber: 'Bitte geben Sie im Feld „{{field}}“ eine ganze Zahl ein.',
    notText: 'Die Eingabe im Feld „{{field}}“ muss ein Text sein.',
    brokenCharacter:
      'Das Feld „{{field}}“ enthält ein defektes Zeichen (die Hälfte eines Emojis oder Symbols). Geben Sie den Text neu ein und versuchen Sie es erneut.',
    controlCharacter:
      'Das Feld „{{field}}“ enthält ein unsichtbares Steuerzeichen, das nicht erlaubt ist. Entfernen Sie es und versuchen Sie es erneut.',
    propertyLimit:
      'Ein Konto kann höchstens {{limit}} Immobilien enthalten, dieses enthält bereits {{current}}. Löschen Sie einige, bevor Sie weitere hinzufügen.',
    savedAnalysisLimit:
      'Ein Konto kann höchstens {{limit}} gespeicherte Analysen behalten. Löschen Sie einige, bevor Sie weitere speichern.',
  },
  labels: {
    purchasePrice: 'Kaufpreis',
    monthlyRent: 'Monatsmiete',
    operatingExpenses: 'Betriebskosten (monatlich)',
    propertyTaxes: 'Grundsteuer (jährlich)',
    insurance: 'Versicherung (jährlich)',
    maintenance: 'Instandhaltung (jährlich)',
    rehabCosts: 'Renovierungskosten',
    vacancy: 'Leerstandsquote (%)',
    downPayment: 'Anzahlung (%)',
    interestRate: 'Zinssatz (%)',
    loanTerm: 'Laufzeit (Jahre)',
    closingCosts: 'Kaufnebenkosten (%)',
    address: 'Adresse der Immobilie',
    city: 'Stadt',
    state: 'Bundesstaat',
    zipCode: 'Postleitzahl',
    bedrooms: 'Schlafzimmer',
    bathrooms: 'Badezimmer',
    squareFeet: 'Fläche (sq ft)',
    notes: 'Notizen',
    currentValue: 'Aktueller Wert',
    minPrice: 'Mindestpreis',
    maxPrice: 'Höchstpreis',
    minROI: 'Mindest-ROI (%)',
    maxROI: 'Höchst-ROI (%)',
    searchText: 'Suche',
    search: 'Suche',
    targetValue: 'Angestrebter Portfoliowert',
    targetCashFlow: 'Angestrebter monatlicher Cashflow',
    targetProperties: 'Angestrebte Anzahl an Immobilien',
    targetROI: 'Angestrebter durchschnittlicher ROI (%)',
    name: 'Vollständiger Name',
    projectionYears: 'Prognosejahre',
    rentGrowth: 'Mietsteigerung (% p. a.)',
    expenseGrowth: 'Kostensteigerung (% p. a.)',
    appreciation: 'Wertsteigerung (% p. a.)',
    sellingCosts: 'Verkaufskosten (%)',
    amount: 'Betrag',
    payee: 'Zahlungspartner',
    memo: 'Notiz',
  },
  property: {
    notFound: 'Die Immobilie wurde nicht gefunden.',
    addressRequired: 'Bitte geben Sie die Adresse der Immobilie ein.',
    cityRequired: 'Bitte geben Sie die Stadt ein.',
    stateRule: 'Der Bundesstaat muss aus 2 Buchstaben bestehen, zum Beispiel CO.',
    zipCode:
      'Die Postleitzahl (ZIP) muss aus 5 Ziffern bestehen, oder aus 5 Ziffern, einem Bindestrich und 4 weiteren (80205 oder 80205-1234).',
    propertyType:
      'Der Immobilientyp muss einer der folgenden sein: single-family, duplex, triplex, fourplex, townhouse, condo, apartment, commercial.',
    purchaseDate: 'Das Kaufdatum muss ein gültiges Datum im Format JJJJ-MM-TT sein.',
    purchaseDateFuture: 'Das Kaufdatum darf nicht in der Zukunft liegen.',
    isOccupied: 'Das Feld „Vermietet“ muss true oder false sein.',
    bulkEmpty: 'Fügen Sie mindestens eine Immobilie hinzu.',
    bulkTooMany: 'Senden Sie höchstens 1.000 Immobilien auf einmal.',
    priceRange: 'Der Mindestpreis darf nicht höher sein als der Höchstpreis.',
    roiRange: 'Der Mindest-ROI darf nicht höher sein als der Höchst-ROI.',
  },
  goals: {
    targetDate: 'Das Zieldatum muss ein gültiges Datum im Format JJJJ-MM-TT sein.',
    targetDateNotFuture: 'Das Zieldatum muss in der Zukunft liegen.',
  },
  settings: {
    color: 'Farben werden als #RRGGBB angegeben, zum Beispiel #10B981.',
    contrast:
      'Akzent- und Hintergrundfarbe müssen einen Kontrast von mindestens 4,5:1 (WCAG AA) haben, damit Text gut lesbar ist.',
    nothingToUpdate: 'Senden Sie mindestens eine Einstellung, die geändert werden soll.',
  },
  ledger: {
    notFound: 'Buchung nicht gefunden.',
    propertyRequired: 'Wählen Sie eine Immobilie.',
    date: 'Das Datum muss ein gültiges Datum im Format JJJJ-MM-TT sein.',
    dateRange: 'Das Datum muss zwischen dem 01.01.1900 und dem 31.12.2100 liegen.',
    category: 'Wählen Sie eine Kategorie aus der Liste.',
    amountZero: 'Der Betrag darf nicht 0 sein.',
    partsEmpty: 'Fügen Sie mindestens eine Kategorie mit einem Betrag hinzu.',
    partsTooMany: 'Eine Zahlung lässt sich in höchstens 20 Teile aufteilen.',
    bulkEmpty: 'Wählen Sie mindestens eine Buchung aus.',
    bulkTooMany: 'Ändern Sie höchstens 500 Buchungen auf einmal.',
    nothingToUpdate: 'Senden Sie mindestens ein Feld, das geändert werden soll.',
    periodOrder: 'Das Startdatum darf nicht nach dem Enddatum liegen.',
    scheduleNotFound: 'Wiederkehrende Buchung nicht gefunden.',
    scheduleKind: 'Wählen Sie Miete oder eine Kreditrate.',
    dayOfMonth: 'Der Tag des Monats muss eine ganze Zahl von 1 bis 31 sein.',
    endBeforeStart: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
    rentAmount: 'Die Miete muss größer als 0 sein.',
    startTooEarly: 'Das Startdatum darf höchstens 10 Jahre zurückliegen.',
    noLoan: 'Für diese Immobilie ist kein Darlehen zu bedienen: Die Anzahlung deckt den gesamten Kaufpreis.',
    noPurchaseDate:
      'Tragen Sie zuerst das Kaufdatum der Immobilie ein: Ab diesem Datum werden die Kreditraten gezählt.',
    tooManySchedules: 'Sie können höchstens 200 wiederkehrende Buchungen anlegen.',
    receiptNotFound: 'Zu dieser Buchung gibt es keinen Beleg.',
    receiptEmpty: 'Die Datei ist leer. Wählen Sie den Beleg erneut aus.',
    receiptTooLarge: 'Ein Beleg darf höchstens 10 MB groß sein.',
    receiptType:
      'Ein Beleg muss eine PDF-, JPEG-, PNG- oder WebP-Datei sein, und diese Datei ist keines davon, ganz gleich, was ihr Name sagt.',
    receiptQuota:
      'Ihre Belege belegen bereits 1 GB, das Maximum für ein Konto. Löschen Sie zuerst Belege, die Sie nicht mehr brauchen.',
    receiptBody: 'Senden Sie die Datei selbst als Anfragekörper, mit Content-Type: application/octet-stream.',
  },
  planActual: {
    period: 'Wählen Sie die letzten 12 Monate, ein Kalenderjahr oder seit dem Kauf.',
    yearNeeded: 'Wählen Sie das Jahr, das verglichen werden soll.',
    valueBasis: 'Wählen Sie den aktuellen Wert oder die Schätzung nach Index.',
  },
  scheduleE: {
    year: 'Wählen Sie ein Steuerjahr von 1900 bis 2100.',
    fairRentalDays:
      'Die Tage der Vermietung zu marktüblicher Miete müssen eine ganze Zahl von 0 bis 366 sein oder leer bleiben.',
    personalUseDays: 'Die Tage der Eigennutzung müssen eine ganze Zahl von 0 bis 366 sein.',
    daysTotal: 'Vermietungs- und Eigennutzungstage zusammen dürfen 366 nicht übersteigen.',
    rentalPercent:
      'Der vermietete Anteil muss ein Prozentsatz von 0,01 bis 100 mit höchstens 2 Dezimalstellen sein.',
    fairDaysNeeded:
      'Tragen Sie auch die Vermietungstage ein: Bei Eigennutzung werden die Ausgaben danach aufgeteilt.',
  },
  bankImport: {
    notOfx:
      'Diese Datei ist kein OFX- oder QFX-Kontoauszug. Exportieren Sie den Auszug bei Ihrer Bank erneut als OFX, QFX oder CSV.',
    unreadableOfx:
      'Der Kontoauszug konnte nicht gelesen werden: Seine Tags sind nicht richtig geschlossen. Exportieren Sie ihn bei Ihrer Bank erneut.',
    noTransactions: 'Der Kontoauszug enthält keine Umsätze.',
    tooLarge: 'Die Datei ist größer als die Grenze von 10 MB. Teilen Sie sie in kleinere Dateien auf.',
    tooManyTransactions:
      'Eine Datei darf höchstens 20.000 Umsätze enthalten. Teilen Sie sie in kleinere Dateien auf.',
    date: 'Das Datum fehlt oder ist in der gewählten Reihenfolge kein gültiges Datum.',
    amount: 'Der Betrag fehlt oder ist keine Zahl.',
    amountZero: 'Der Betrag ist 0: Es gibt nichts zu buchen.',
    debitAndCredit: 'Die Zeile hat sowohl eine Belastung als auch eine Gutschrift: Behalten Sie eine davon.',
    mappingDate: 'Wählen Sie die Spalte mit dem Datum.',
    mappingAmount: 'Wählen Sie die Betragsspalte oder die Spalten für Belastung und Gutschrift.',
    mappingPayee: 'Wählen Sie die Spalte mit dem Zahlungspartner oder der Beschreibung.',
    mappingColumn: 'Wählen Sie eine Spalte der Datei.',
    mappingNeeded: 'Eine CSV-Datei braucht ihre Spaltenzuordnung.',
    format: 'Wählen Sie CSV, OFX oder QFX.',
    assignmentsEmpty: 'Wählen Sie mindestens einen Umsatz zum Importieren.',
    lineUnknown: 'Die Datei enthält keinen lesbaren Umsatz mit dieser Nummer.',
    lineTwice: 'Ein Umsatz ist zweimal gewählt: Jeder kann nur einmal importiert werden.',
    ruleText: 'Geben Sie den Text ein, den der Zahlungspartner enthält: 1 bis 100 Zeichen.',
    ruleNotFound: 'Regel nicht gefunden.',
    tooManyRules: 'Sie können höchstens 500 Regeln anlegen.',
  },
};

/** German texts of the property and deal fields (see ../../en/fields.ts). */
import type { TFieldsTexts } from '../../types';

export const fields: TFieldsTexts = {
  address: { label: 'Adresse der Immobilie', placeholder: '123 Main St' },
  city: { label: 'Stadt', placeholder: 'Denver' },
  state: { label: 'Bundesstaat', placeholder: 'CO' },
  zipCode: { label: 'Postleitzahl', placeholder: '80202' },
  propertyType: { label: 'Immobilientyp', placeholder: 'Typ auswählen' },
  bedrooms: { label: 'Schlafzimmer' },
  bathrooms: { label: 'Badezimmer' },
  squareFeet: { label: 'Fläche (sq ft)' },
  purchasePrice: { label: 'Kaufpreis' },
  monthlyRent: { label: 'Monatsmiete' },
  operatingExpenses: {
    label: 'Betriebskosten (monatlich)',
    hint: 'Versorgung, HOA-Gebühren, Verwaltung und andere monatliche Kosten.',
  },
  propertyTaxes: { label: 'Grundsteuer (jährlich)' },
  insurance: { label: 'Versicherung (jährlich)' },
  maintenance: { label: 'Instandhaltung (jährlich)' },
  vacancy: { label: 'Leerstandsquote (%)' },
  downPayment: { label: 'Anzahlung (%)' },
  interestRate: { label: 'Zinssatz (%)' },
  loanTerm: { label: 'Laufzeit (Jahre)' },
  closingCosts: { label: 'Kaufnebenkosten (%)', hint: 'Prozent des Kaufpreises.' },
  rehabCosts: { label: 'Renovierungskosten' },
  purchaseDate: { label: 'Kaufdatum' },
  currentValue: { label: 'Aktueller Wert', hint: 'Optional. Ohne Angabe wird der Kaufpreis verwendet.' },
  isOccupied: {
    label: 'Vermietet',
    hint: 'Deaktivieren Sie diese Option, solange die Immobilie leer steht.',
  },
  notes: { label: 'Notizen', placeholder: 'Mieter, Zustand, Pläne für die Immobilie …' },
};

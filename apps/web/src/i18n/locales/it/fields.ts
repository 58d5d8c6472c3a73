/** Italian texts of the property and deal fields (see ../../en/fields.ts). */
import type { TFieldsTexts } from '../../types';

export const fields: TFieldsTexts = {
  address: { label: "Indirizzo dell'immobile", placeholder: '123 Main St' },
  city: { label: 'Città', placeholder: 'Denver' },
  state: { label: 'Stato', placeholder: 'CO' },
  zipCode: { label: 'CAP', placeholder: '80202' },
  propertyType: { label: 'Tipo di immobile', placeholder: 'Seleziona un tipo' },
  bedrooms: { label: 'Camere da letto' },
  bathrooms: { label: 'Bagni' },
  squareFeet: { label: 'Superficie (ft²)' },
  purchasePrice: { label: 'Prezzo di acquisto' },
  monthlyRent: { label: 'Affitto mensile' },
  operatingExpenses: {
    label: 'Spese operative (mensili)',
    hint: 'Utenze, spese condominiali (HOA), gestione e altri costi mensili.',
  },
  propertyTaxes: { label: 'Imposte sulla proprietà (annue)' },
  insurance: { label: 'Assicurazione (annua)' },
  maintenance: { label: 'Manutenzione (annua)' },
  vacancy: { label: 'Tasso di sfitto (%)' },
  downPayment: { label: 'Anticipo (%)' },
  interestRate: { label: 'Tasso di interesse (%)' },
  loanTerm: { label: 'Durata del mutuo (anni)' },
  closingCosts: { label: 'Spese di acquisto (%)', hint: 'Percentuale del prezzo di acquisto.' },
  rehabCosts: { label: 'Costi di ristrutturazione' },
  purchaseDate: { label: 'Data di acquisto' },
  currentValue: {
    label: 'Valore attuale',
    hint: 'Facoltativo. Se lo lasci vuoto, viene usato il prezzo di acquisto.',
  },
  isOccupied: { label: 'Affittato', hint: "Togli la spunta finché l'immobile è sfitto." },
  notes: { label: 'Note', placeholder: "Inquilini, stato dell'immobile, progetti…" },
};

/** French texts of the property and deal fields (see ../../en/fields.ts). */
import type { TFieldsTexts } from '../../types';

export const fields: TFieldsTexts = {
  address: { label: 'Adresse du bien', placeholder: '123 Main St' },
  city: { label: 'Ville', placeholder: 'Denver' },
  state: { label: 'État', placeholder: 'CO' },
  zipCode: { label: 'Code postal', placeholder: '80202' },
  propertyType: { label: 'Type de bien', placeholder: 'Choisissez un type' },
  bedrooms: { label: 'Chambres' },
  bathrooms: { label: 'Salles de bains' },
  squareFeet: { label: 'Surface (pieds carrés)' },
  purchasePrice: { label: 'Prix d’achat' },
  monthlyRent: { label: 'Loyer mensuel' },
  operatingExpenses: {
    label: 'Charges d’exploitation (mensuelles)',
    hint: 'Eau et énergie, charges de copropriété (HOA), gestion et autres frais mensuels.',
  },
  propertyTaxes: { label: 'Taxe foncière (annuelle)' },
  insurance: { label: 'Assurance (annuelle)' },
  maintenance: { label: 'Entretien (annuel)' },
  vacancy: { label: 'Taux de vacance (%)' },
  downPayment: { label: 'Apport (%)' },
  interestRate: { label: 'Taux d’intérêt (%)' },
  loanTerm: { label: 'Durée du prêt (ans)' },
  closingCosts: { label: 'Frais d’acquisition (%)', hint: 'En pourcentage du prix d’achat.' },
  rehabCosts: { label: 'Coût des travaux' },
  purchaseDate: { label: 'Date d’achat' },
  currentValue: {
    label: 'Valeur actuelle',
    hint: 'Facultatif. Si vous la laissez vide, le prix d’achat est utilisé.',
  },
  isOccupied: { label: 'Occupé', hint: 'Décochez cette case tant que le bien est vacant.' },
  notes: { label: 'Notes', placeholder: 'Locataires, état, projets pour le bien…' },
};

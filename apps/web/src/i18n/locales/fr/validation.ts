/** French texts of the validation messages of the forms and the API (see ../../en/validation.ts). */
import type { TValidationTexts } from '../../types';

export const validation: TValidationTexts = {
  templates: {
    required: 'Le champ « {{field}} » est obligatoire.',
    notNumber: 'Le champ « {{field}} » doit contenir un nombre.',
    between: 'Le champ « {{field}} » doit être compris entre {{min}} et {{max}}.',
    negative: 'Le champ « {{field}} » ne peut pas être négatif.',
    atMostCharacters: 'Le champ « {{field}} » ne doit pas dépasser {{max}} caractères.',
    atMost: 'Le champ « {{field}} » ne doit pas dépasser {{max}}.',
    moreThan: 'Le champ « {{field}} » doit être supérieur à {{min}}.',
    wholeNumber: 'Le champ « {{field}} » doit contenir un nombre entier.',
    notText: 'Le champ « {{field}} » doit contenir du texte.',
    brokenCharacter:
      'Le champ « {{field}} » contient un caractère incomplet (la moitié d’un emoji ou d’un symbole). Ressaisissez le texte, puis réessayez.',
    controlCharacter:
      'Le champ « {{field}} » contient un caractère de contrôle invisible, qui n’est pas autorisé. Supprimez-le, puis réessayez.',
    propertyLimit:
      'Un compte peut contenir au plus {{limit}} biens, et le vôtre en contient déjà {{current}}. Supprimez-en avant d’en ajouter d’autres.',
    savedAnalysisLimit:
      'Un compte peut conserver au plus {{limit}} analyses enregistrées. Supprimez-en avant d’en enregistrer d’autres.',
  },
  labels: {
    purchasePrice: 'Prix d’achat',
    monthlyRent: 'Loyer mensuel',
    operatingExpenses: 'Charges d’exploitation',
    propertyTaxes: 'Taxe foncière',
    insurance: 'Assurance',
    maintenance: 'Entretien',
    rehabCosts: 'Coût des travaux',
    vacancy: 'Taux de vacance',
    downPayment: 'Apport',
    interestRate: 'Taux d’intérêt',
    loanTerm: 'Durée du prêt',
    closingCosts: 'Frais d’acquisition',
    address: 'Adresse du bien',
    city: 'Ville',
    state: 'État',
    zipCode: 'Code postal',
    bedrooms: 'Chambres',
    bathrooms: 'Salles de bains',
    squareFeet: 'Surface (pieds carrés)',
    notes: 'Notes',
    currentValue: 'Valeur actuelle',
    minPrice: 'Prix minimum',
    maxPrice: 'Prix maximum',
    minROI: 'ROI minimum',
    maxROI: 'ROI maximum',
    searchText: 'Recherche',
    targetValue: 'Valeur cible du portefeuille',
    targetCashFlow: 'Cash-flow mensuel cible',
    targetProperties: 'Nombre de biens visé',
    targetROI: 'ROI moyen cible',
    name: 'Nom complet',
    projectionYears: 'Durée de la projection',
    rentGrowth: 'Hausse des loyers',
    expenseGrowth: 'Hausse des charges',
    appreciation: 'Valorisation',
    sellingCosts: 'Frais de vente',
  },
  property: {
    notFound: 'Bien introuvable.',
    addressRequired: 'L’adresse est obligatoire.',
    cityRequired: 'La ville est obligatoire.',
    stateRule: 'L’État doit comporter 2 lettres, par exemple CO.',
    zipCode:
      'Le code postal (ZIP) doit comporter 5 chiffres, ou 5 chiffres, un tiret et 4 autres (80205 ou 80205-1234).',
    propertyType:
      'Le type de bien doit être l’une des valeurs suivantes : single-family, duplex, triplex, fourplex, townhouse, condo, apartment, commercial.',
    purchaseDate: 'La date d’achat doit être une date valide au format AAAA-MM-JJ.',
    purchaseDateFuture: 'La date d’achat ne peut pas se situer dans le futur.',
    isOccupied: 'Le champ « Occupé » doit valoir true ou false.',
    bulkEmpty: 'Ajoutez au moins un bien.',
    bulkTooMany: 'Envoyez au plus 1 000 biens à la fois.',
    priceRange: 'Le prix minimum ne peut pas dépasser le prix maximum.',
    roiRange: 'Le ROI minimum ne peut pas dépasser le ROI maximum.',
  },
  goals: {
    targetDate: 'La date cible doit être une date valide au format AAAA-MM-JJ.',
    targetDateNotFuture: 'La date cible doit se situer dans le futur.',
  },
  settings: {
    color: 'Les couleurs s’écrivent au format #RRGGBB, par exemple #10B981.',
    contrast:
      'La couleur d’accent et l’arrière-plan doivent présenter un contraste d’au moins 4,5:1 (WCAG AA) pour être lisibles.',
    nothingToUpdate: 'Indiquez au moins un paramètre à modifier.',
  },
};

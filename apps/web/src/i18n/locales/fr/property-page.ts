/** French texts of the property page (see ../../en/property-page.ts). */
import type { propertyPageTexts } from '../../en/property-page';
import type { DeepStrings } from '../../types';

export const propertyPage: DeepStrings<typeof propertyPageTexts> = {
  title: 'Détails du bien',
  loading: 'Chargement du bien…',
  backToDashboard: 'Tableau de bord',
  edit: 'Modifier',
  editLabel: 'Modifier {{address}}',
  delete: 'Supprimer',
  links: {
    open: 'Voir {{address}}',
    searchHint: 'Ouvre la fiche du bien.',
  },
  facts: {
    title: 'Caractéristiques du bien',
    address: 'Adresse',
    city: 'Ville',
    state: 'État',
    zipCode: 'Code postal',
    propertyType: 'Type de bien',
    bedrooms: 'Chambres',
    bathrooms: 'Salles de bains',
    squareFeet: 'Surface',
    squareFeetValue: '{{value}} pi²',
    purchaseDate: 'Date d’achat',
    purchasePrice: 'Prix d’achat',
    currentValue: 'Valeur actuelle',
    currentValueIsPrice: '{{value}} (le prix d’achat)',
    occupancy: 'Occupation',
    occupied: 'Loué',
    vacant: 'Inoccupé',
    notGiven: 'Non renseigné',
  },
  figures: {
    title: 'Indicateurs',
    text: 'Calculés à partir du prix, du loyer, des charges et du prêt du bien, comme dans l’analyse de rentabilité.',
    perMonth: '/mois',
  },
  loan: {
    title: 'Prêt',
    noLoan: 'Il n’y a pas de prêt (apport de 100 %).',
    balanceToday: 'Capital restant dû aujourd’hui',
    balanceAtStart: 'Capital emprunté au départ',
    fromStartNote:
      'Faute de date d’achat, le capital restant dû est celui du début du prêt. Ajoutez la date d’achat pour voir celui d’aujourd’hui.',
    paymentsMade_one: '{{count}} mensualité payée depuis le {{date}}.',
    paymentsMade_many: '{{count}} mensualités payées depuis le {{date}}.',
    paymentsMade_other: '{{count}} mensualités payées depuis le {{date}}.',
    paidOff: 'Le prêt est entièrement remboursé.',
    loanAmount: 'Montant du prêt',
    monthlyPayment: 'Mensualité',
    terms: 'Conditions',
    termsValue: '{{rate}} sur {{years}} ans',
    equity: 'Valeur nette',
    equityBasis: {
      estimate: 'Calculée à partir de la valeur estimée.',
      current: 'Calculée à partir de la valeur actuelle.',
      price: 'Calculée à partir du prix d’achat.',
    },
    scheduleTitle: 'Échéancier restant',
    scheduleText:
      'Les mensualités qu’il reste à payer, année par année : intérêts, capital et capital restant dû en fin d’année.',
    scheduleTableLabel: 'Tableau d’amortissement restant',
    scheduleEmpty: 'Il ne reste aucune mensualité.',
  },
  value: {
    title: 'Valeur',
    estimate:
      'Valeur estimée : {{value}} (indice Zillow des prix immobiliers pour l’agglomération de {{metro}}, {{month}})',
    useEstimate: 'Utiliser cette estimation',
    using: 'Enregistrement…',
    usedTitle: 'Valeur actuelle mise à jour',
    usedText: 'La valeur actuelle de {{address}} est désormais de {{value}}.',
    useFailedTitle: 'Valeur actuelle non mise à jour',
    useFailedText: 'L’estimation n’a pas pu être enregistrée. Veuillez réessayer.',
    isCurrent: 'C’est la valeur actuelle.',
    estimatedValue: 'Valeur estimée',
    estimateSource: 'Indice Zillow des prix immobiliers, agglomération de {{metro}}, {{month}}',
    useEstimateFor: 'Utiliser cette estimation pour {{address}}',
    inForm:
      'L’estimation figure dans le champ Valeur actuelle. Enregistrez les modifications pour la conserver.',
    basedOnSaved: 'Établie d’après la date et le prix d’achat enregistrés.',
    reasons: {
      noPurchaseDate:
        'Pas de valeur estimée : le bien n’a pas de date d’achat. Ajoutez-en une pour obtenir une estimation.',
      noMetro: 'Pas de valeur estimée : l’agglomération du bien ne figure pas dans les données de marché.',
      purchaseMonthNotInData:
        'Pas de valeur estimée : le mois d’achat n’est pas couvert par les données de marché.',
    },
  },
  market: {
    title: 'Loyer et valeur face au marché',
    loading: 'Chargement des données de marché…',
    failed: 'Les données de marché n’ont pas pu être chargées.',
    noRentCheck: 'Sans code postal à 5 chiffres ni nombre de chambres, le loyer ne peut pas être comparé.',
    trendTitle: 'Marché local',
    trendText:
      'Valeur type d’un logement et loyer type dans l’agglomération de {{metro}}, mois par mois, sur les cinq dernières années.',
    trendLoading: 'Chargement des données de marché…',
    trendFailed: 'Les données de marché n’ont pas pu être chargées.',
    noMarketData: 'Aucune donnée de marché pour cette ville.',
    typicalValue: 'Valeur type d’un logement',
    typicalRent: 'Loyer type',
    chartLoading: 'Chargement du graphique…',
    chartFailed: 'Le graphique n’a pas pu être chargé.',
    chartLabel:
      'Graphique linéaire de la valeur type d’un logement (axe de gauche, trait plein) et du loyer type (axe de droite, pointillés) dans l’agglomération de {{metro}}, mois par mois, de {{from}} à {{to}}.',
    latestValue: 'Valeur type d’un logement, {{month}}',
    latestRent: 'Loyer type, {{month}}',
  },
  rentCheck: {
    title: 'Comparaison du loyer',
    loading: 'Comparaison du loyer…',
    failed: 'La comparaison du loyer n’a pas pu être chargée.',
    noRent: 'Ajoutez un loyer mensuel pour le comparer aux chiffres du HUD et de Zillow.',
    both: 'Votre loyer de {{rent}} est {{hud}} et {{zillow}}.',
    hudOnly: 'Votre loyer de {{rent}} est {{hud}}.',
    zillowOnly: 'Votre loyer de {{rent}} est {{zillow}}.',
    none: 'Aucun loyer de référence du HUD ni de Zillow pour le code postal {{zipCode}}.',
    hud: {
      below:
        'inférieur de {{percent}} au loyer de marché équitable du HUD pour {{unit}} dans le {{zipCode}} ({{amount}}, {{vintage}})',
      above:
        'supérieur de {{percent}} au loyer de marché équitable du HUD pour {{unit}} dans le {{zipCode}} ({{amount}}, {{vintage}})',
      equal:
        'égal au loyer de marché équitable du HUD pour {{unit}} dans le {{zipCode}} ({{amount}}, {{vintage}})',
    },
    zillow: {
      below: 'inférieur de {{percent}} au loyer demandé type selon Zillow {{place}} ({{amount}}, {{month}})',
      above: 'supérieur de {{percent}} au loyer demandé type selon Zillow {{place}} ({{amount}}, {{month}})',
      equal: 'égal au loyer demandé type selon Zillow {{place}} ({{amount}}, {{month}})',
    },
    zillowPlace: {
      zip: 'dans le {{place}}',
      city: 'à {{place}}',
      metro: 'dans l’agglomération de {{place}}',
    },
    unit_zero: 'un studio',
    unit_one: 'un logement de {{count}} chambre',
    unit_many: 'un logement de {{count}} chambres',
    unit_other: 'un logement de {{count}} chambres',
    unitStudio: 'un studio',
  },
  attribution: {
    zillow: 'Données de marché : Zillow Research (zillow.com/research/data)',
    hud: 'Loyers de marché équitables : ministère américain du Logement et du Développement urbain (HUD)',
  },
  notes: {
    title: 'Notes',
    empty: 'Aucune note pour l’instant.',
  },
};

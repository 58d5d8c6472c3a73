/** French texts of the Schedule E screen (see ../../en/schedule-e.ts). */
import type { TScheduleETexts } from '../../types';

export const scheduleE: TScheduleETexts = {
  title: 'Schedule E',
  subtitle:
    'Une année fiscale de votre journal des opérations, ventilée selon les lignes du Schedule E (Form 1040), partie I, avec une colonne par bien.',
  loading: 'Chargement du Schedule E…',
  loadFailed: 'Impossible de charger le Schedule E.',
  year: 'Année fiscale',
  download: 'Télécharger le CSV',
  print: 'Imprimer',
  notAdvice:
    'Une feuille de travail tirée de votre journal pour préparer le formulaire, et non un conseil fiscal.',
  empty: {
    title: 'Rien dans le Schedule E pour {{year}}',
    text: 'Ajoutez au journal des opérations les loyers perçus et les factures payées en {{year}} : ils apparaîtront ici, chacun sur sa ligne.',
    action: 'Ouvrir le journal des opérations',
  },
  summary: {
    label: 'Totaux de {{year}}',
    rents: 'Loyers perçus (23a)',
    expenses: 'Total des charges (23e)',
    total: 'Revenu ou (perte) (26)',
  },
  table: {
    label: 'Partie I, {{year}}',
    line: 'Ligne',
    item: 'Poste',
    property: 'Bien {{letter}}',
    use: 'Jours et part',
    useLabel: 'Jours et part du bien {{letter}}, {{address}}',
  },
  rows: {
    address: 'Adresse',
    type: 'Type de bien',
    fairRentalDays: 'Jours de location au prix du marché',
    personalUseDays: 'Jours d’usage personnel',
    rentalPercent: 'Part louée',
    expenseShare: 'Part déclarée de chaque charge',
    totalExpenses: 'Total des charges',
    income: 'Revenu ou (perte)',
  },
  lines: {
    line3: 'Loyers perçus',
    line5: 'Publicité',
    line6: 'Véhicule et déplacements',
    line7: 'Nettoyage et entretien',
    line8: 'Commissions d’agence',
    line9: 'Assurances',
    line10: 'Frais juridiques et autres honoraires',
    line11: 'Frais de gestion',
    line12: 'Intérêts d’emprunt versés aux banques, etc.',
    line13: 'Autres intérêts',
    line14: 'Réparations',
    line15: 'Fournitures',
    line16: 'Impôts et taxes',
    line17: 'Eau, gaz et électricité',
    line18: 'Amortissement ou déduction pour épuisement',
    line19: 'Autres charges',
  },
  notComputed: 'Non calculé',
  depreciationNote:
    'La ligne 18, l’amortissement, n’est pas totalisée à partir du journal : ajoutez-la d’après vos tableaux d’amortissement. La ligne 20 ne l’inclut pas.',
  notices: {
    home: 'Le bien {{letter}} a été utilisé à titre personnel plus de 14 jours et plus de 10 % de ses jours de location : il compte comme résidence, et ses déductions peuvent être limitées à ses loyers (IRS Publication 527, Worksheet 5-1).',
    minimal:
      'Le bien {{letter}} est une résidence louée moins de 15 jours : son loyer n’est pas déclaré et ses charges ne sont pas déduites, il est donc exclu des totaux (IRS Publication 527).',
    split:
      'Bien {{letter}} : chaque charge est déclarée à hauteur de {{share}}, d’après la part louée et le rapport entre jours de location et jours d’usage personnel (IRS Publication 527).',
  },
  totals: {
    title: 'Récapitulatif',
    rents: 'Total de tous les montants déclarés à la ligne 3',
    mortgageInterest: 'Total de tous les montants déclarés à la ligne 12',
    totalExpenses: 'Total de tous les montants déclarés à la ligne 20',
    income: 'Revenus (montants positifs de la ligne 21)',
    losses: 'Pertes (ligne 21, avant les limites du Form 8582)',
    total: 'Revenu ou (perte) total de la location immobilière',
  },
  useDialog: {
    title: 'Jours et part du bien {{letter}}',
    description:
      'Utilisation de {{address}} en {{year}} (IRS Publication 527). Les charges sont réparties selon la part louée et, en cas d’usage personnel, selon les jours de location.',
    fairRentalDays: 'Jours de location au prix du marché',
    fairRentalDaysHint: 'Jours loués à un prix conforme au marché. Laissez vide si vous ne savez pas.',
    personalUseDays: 'Jours d’usage personnel',
    personalUseDaysHint:
      'Jours d’occupation par vous, votre famille ou toute personne payant un loyer inférieur au prix du marché.',
    rentalPercent: 'Part louée (%)',
    rentalPercentHint: 'Le bien entier : 100. Une pièce qui représente 15 % de la maison : 15.',
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    cancel: 'Annuler',
    saved: 'Jours et part enregistrés',
    failed: 'Impossible d’enregistrer les jours et la part.',
  },
};

/** French texts of the Investment Insights screen and the dashboard's card (see ../../en/insights.ts). */
import type { TInsightsTexts } from '../../types';

export const insights: TInsightsTexts = {
  title: 'Constats d’investissement',
  subtitle:
    'Ce que des règles fixes relèvent dans vos biens, vos objectifs et les données publiques du marché.',
  explainable: 'Explicable',
  explainableHint: 'Chaque constat vient d’une règle écrite et cite les chiffres sur lesquels il repose.',
  loading: 'Chargement des constats...',
  loadFailed: 'Impossible de charger vos constats.',
  counters: {
    label: 'Constats par type',
    opportunity: 'Opportunités',
    performance: 'Points forts',
    warning: 'Alertes',
  },
  types: {
    opportunity: 'Opportunité',
    performance: 'Point fort',
    warning: 'Alerte',
  },
  all: 'Tous les constats',
  allText: 'Les alertes d’abord, puis les opportunités, puis les points forts.',
  openRentRoll: 'Ouvrir l’état locatif',
  openPlanActual: 'Ouvrir Prévu et réel',
  viewProperty: 'Voir le bien',
  viewPropertyLabel: 'Voir le bien : {{address}}',
  generatedToday: 'Généré aujourd’hui',
  generatedOn: 'Généré le {{date}}',
  showMore: 'Afficher plus',
  loadingMore: 'Chargement…',
  shownOf: '{{shown}} sur {{total}} affichés',
  emptyTitle: 'Aucun constat disponible',
  emptyText:
    'Ajoutez d’autres biens à votre portefeuille : les constats qui les concernent apparaîtront ici.',
  addProperty: 'Ajouter un bien',
  how: {
    toggle: 'Comment fonctionnent les constats',
    title: 'Comment fonctionnent les constats',
    intro:
      'Chaque constat est une règle fixe appliquée à vos biens, à vos objectifs et aux données publiques de Zillow et du HUD. Ce n’est pas de l’apprentissage automatique : un même portefeuille donne toujours les mêmes constats, et chacun montre les chiffres qui l’ont déclenché.',
    warnings: 'Alertes',
    opportunities: 'Opportunités',
    performance: 'Points forts',
    rules: {
      negativeCashFlow:
        'Cash-flow négatif : un bien qui perd de l’argent chaque mois après sa mensualité de prêt et ses charges.',
      lowDscr:
        'Couverture de la dette faible : un bien financé dont le résultat net d’exploitation couvre ses mensualités moins de {{minDscr}} fois.',
      vacant: 'Vacance : un bien marqué comme vacant, dont le loyer ne rentre donc pas.',
      concentration:
        'Concentration : à partir de deux biens, plus de {{percent}} de la valeur du portefeuille dans une seule zone métropolitaine.',
      expensesOverPlan:
        'Charges au-dessus du prévisionnel : avec 12 mois d’opérations, des charges d’exploitation des 12 derniers mois supérieures de plus de {{percent}} à ce que l’opération prévoyait.',
      vacancyOverPlan:
        'Vacance au-dessus du prévisionnel : avec 12 mois d’opérations, des loyers perdus pour vacance et impayés supérieurs de plus de {{points}} points à la vacance prévue.',
      lowDscrActual:
        'Couverture de la dette faible sur les chiffres réels : avec 12 mois d’opérations, un revenu net d’exploitation qui couvre les échéances du prêt moins de {{minDscr}} fois.',
      leaseEnding:
        'Fin de bail : un logement de votre état locatif dont le bail se termine dans les {{days}} jours.',
      rentLate:
        'Loyer en retard : un logement dont le loyer de l’un des 12 derniers mois a plus de {{days}} jours de retard, une fois passé votre délai de grâce.',
      rentBelowMarket:
        'Loyer sous le marché : un loyer inférieur de plus de {{percent}} au loyer demandé type de Zillow pour son code postal, ou inférieur au Fair Market Rent du HUD pour son nombre de chambres.',
      equityGain:
        'Plus-value : l’indice des prix immobiliers de Zillow pour la zone métropolitaine place un bien au moins {{percent}} au-dessus de la valeur que vous avez enregistrée.',
      bestCapRate:
        'Meilleur taux de capitalisation : à partir de deux biens, celui dont le taux de capitalisation est le plus élevé, comparé à votre moyenne.',
      bestCashOnCash:
        'Meilleur rendement cash-on-cash : à partir de deux biens, celui dont le rendement cash-on-cash est le plus élevé, comparé à votre moyenne.',
      goalNear:
        'Objectif à portée : un objectif atteint à {{percent}} au moins, mais pas encore complètement.',
    },
  },
  card: {
    title: 'Constats d’investissement',
    text: 'Vos premiers constats, par ordre d’importance.',
    empty: 'Aucun constat disponible',
    emptyText: 'Des constats apparaîtront à mesure que votre portefeuille grandit.',
    viewAll: 'Voir tous les constats',
  },
  rules: {
    negativeCashFlow: {
      title: '{{address}} perd de l’argent chaque mois',
      description:
        '{{address}} a un cash-flow de {{monthlyCashFlow}} par mois ({{annualCashFlow}} par an) après son prêt et ses charges.',
    },
    dscrBelowOne: {
      title: '{{address}} ne couvre pas son prêt',
      description:
        '{{address}} a un ratio de couverture du service de la dette de {{dscr}} : son revenu net d’exploitation ne paie que {{share}} des échéances du prêt, le reste sort de votre poche ; les prêteurs demandent généralement {{minDscr}} ou plus.',
    },
    lowDscr: {
      title: '{{address}} couvre tout juste son prêt',
      description:
        '{{address}} a un ratio de couverture du service de la dette de {{dscr}} : son résultat net d’exploitation couvre ses mensualités {{dscr}} fois, alors que les prêteurs demandent en général {{minDscr}} ou plus.',
    },
    vacant: {
      title: '{{address}} est vacant',
      description:
        '{{address}} est marqué comme vacant : son loyer mensuel de {{monthlyRent}} ne rentre donc pas.',
    },
    concentration: {
      title: '{{share}} de votre portefeuille sont sur un seul marché',
      description:
        '{{share}} de la valeur de votre portefeuille ({{marketValue}} sur {{totalValue}}) se trouvent dans la zone de {{market}} ; un ralentissement local toucherait la plupart de vos biens à la fois.',
    },
    expensesOverPlan: {
      title: '{{address}} dépense plus que prévu',
      description:
        '{{address}} a payé {{actual}} de charges d’exploitation sur les 12 derniers mois, soit {{over}} de plus que les {{plan}} prévus par l’opération.',
    },
    vacancyOverPlan: {
      title: '{{address}} encaisse moins de loyers que prévu',
      description:
        '{{address}} a perdu {{actual}} de ses loyers pour vacance et impayés sur les 12 derniers mois, contre {{plan}} prévus par l’opération.',
    },
    lowDscrActual: {
      title: '{{address}} couvre tout juste son prêt',
      description:
        'Sur les 12 derniers mois de ses opérations, {{address}} a eu un ratio de couverture du service de la dette de {{dscr}} ; les prêteurs demandent généralement {{minDscr}} ou plus.',
    },
    leaseEnding: {
      title_one: 'Le bail de {{unit}} au {{address}} se termine dans {{count}} jour',
      title_other: 'Le bail de {{unit}} au {{address}} se termine dans {{count}} jours',
      title_many: 'Le bail de {{unit}} au {{address}} se termine dans {{count}} jours',
      description_one:
        'Le bail de {{unit}} au {{address}} se termine en {{month}}, dans {{count}} jour : renouvelez-le, ou préparez la relocation avant que le logement ne reste vide.',
      description_other:
        'Le bail de {{unit}} au {{address}} se termine en {{month}}, dans {{count}} jours : renouvelez-le, ou préparez la relocation avant que le logement ne reste vide.',
      description_many:
        'Le bail de {{unit}} au {{address}} se termine en {{month}}, dans {{count}} jours : renouvelez-le, ou préparez la relocation avant que le logement ne reste vide.',
    },
    rentLate: {
      title_one: 'Le loyer de {{unit}} au {{address}} a {{count}} jour de retard',
      title_other: 'Le loyer de {{unit}} au {{address}} a {{count}} jours de retard',
      title_many: 'Le loyer de {{unit}} au {{address}} a {{count}} jours de retard',
      description_one:
        'Seuls {{received}} sur les {{due}} du loyer de {{month}} ont été perçus, {{count}} jour après l’échéance.',
      description_other:
        'Seuls {{received}} sur les {{due}} du loyer de {{month}} ont été perçus, {{count}} jours après l’échéance.',
      description_many:
        'Seuls {{received}} sur les {{due}} du loyer de {{month}} ont été perçus, {{count}} jours après l’échéance.',
    },
    rentBelowMarket: {
      title: '{{address}} est peut-être loué sous sa valeur',
      one: 'Le loyer de {{monthlyRent}} de {{address}} est {{comparison}}.',
      both: 'Le loyer de {{monthlyRent}} de {{address}} est {{market}} et {{fmr}}.',
      market: 'inférieur de {{gap}} au loyer demandé type de Zillow à {{place}} ({{amount}}, {{month}})',
      fmr: 'inférieur de {{gap}} au Fair Market Rent du HUD pour un {{unit}} ({{amount}}, {{vintage}})',
      unit_zero: 'studio',
      unit_one: 'logement de {{count}} chambre',
      unit_many: 'logement de {{count}} chambres',
      unit_other: 'logement de {{count}} chambres',
    },
    equityGain: {
      title: '{{address}} a peut-être pris de la valeur',
      description:
        'D’après l’indice des prix immobiliers de Zillow pour sa zone métropolitaine, {{address}} vaut environ {{estimatedValue}} ({{month}}), soit {{gain}} de plus que les {{recordedValue}} enregistrés. Mettre sa valeur à jour, ou refinancer, pourrait libérer ces fonds propres.',
    },
    bestCapRate: {
      title: '{{address}} a votre meilleur taux de capitalisation',
      description:
        '{{address}} a un taux de capitalisation de {{capRate}}, contre {{average}} en moyenne sur vos biens.',
    },
    bestCashOnCash: {
      title: '{{address}} a votre meilleur rendement cash-on-cash',
      description:
        '{{address}} rapporte {{cashOnCash}} par an sur l’apport investi, contre {{average}} en moyenne sur vos biens.',
    },
    goalNear: {
      title: 'Votre objectif « {{goal}} » est à portée',
      description: 'Votre objectif « {{goal}} » est atteint à {{progress}} : {{current}} sur {{target}}.',
    },
  },
  goalNames: {
    portfolio_value: 'valeur du portefeuille',
    cash_flow: 'cash-flow mensuel',
    properties: 'nombre de biens',
    roi: 'ROI moyen',
  },
};

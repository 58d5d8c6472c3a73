// The texts of Rentfolio's e-mails in French (see mail-texts.ts). The interface addresses the user as "vous", and so
// do the e-mails.

import type { TMailTexts } from './mail-texts';

export const mailTextsFr: TMailTexts = {
  monthly: {
    subject: 'Votre rapport Rentfolio de {{month}}',
    preheader: 'Votre portefeuille en {{month}} : valeur, cash-flow, objectifs et points à surveiller.',
    title: 'Votre portefeuille en {{month}}',
    greeting: 'Bonjour {{name}},',
    intro: 'Voici le rapport de votre portefeuille locatif pour {{month}}, chiffres au {{date}}.',
  },
  update: {
    subject: 'Le point sur votre portefeuille Rentfolio',
    preheader: 'Votre portefeuille aujourd’hui : valeur, cash-flow et rendements.',
    title: 'Votre portefeuille aujourd’hui',
    intro: 'Vous avez demandé un résumé de votre portefeuille. Le voici, à la date du {{date}}.',
  },
  test: {
    subject: 'Rapport de test Rentfolio',
    banner:
      'Ceci est un rapport de test : il montre à quoi ressemble votre rapport mensuel, avec vos chiffres réels.',
  },
  sample: {
    banner:
      'EXEMPLE : ce rapport utilise un portefeuille fictif au cash-flow négatif, pour montrer à quoi ressemblent les alertes.',
  },
  figures: {
    portfolioValue: 'Valeur du portefeuille',
    monthlyCashFlow: 'Cash-flow mensuel',
    averageRoi: 'ROI moyen',
    occupancy: 'Occupation',
    properties: 'Biens',
    changeSinceLastMonth: '{{change}} depuis le mois dernier',
    noChangeData: 'Pas encore de données d’évolution',
    negativeCashFlow: 'Votre portefeuille perd de l’argent chaque mois. Vérifiez les biens ci-dessous.',
  },
  performers: {
    title: 'Meilleurs et moins bons biens',
    best: 'Le meilleur',
    worst: 'Le moins bon',
    line: '{{cashFlow}} par mois, taux de capitalisation de {{capRate}}',
    none: 'Ajoutez des biens pour voir la performance de chacun.',
  },
  goals: {
    title: 'Objectifs',
    line: '{{progress}} de {{target}}',
    reached: 'Atteint',
    none: 'Vous n’avez pas encore défini d’objectifs.',
    names: {
      portfolio_value: 'Valeur du portefeuille',
      cash_flow: 'Cash-flow mensuel',
      properties: 'Biens',
      roi: 'ROI moyen',
    },
  },
  achievements: {
    title: 'Nouveaux succès',
    count: 'Obtenus ce mois-ci : {{count}}',
    none: 'Aucun nouveau succès ce mois-ci.',
  },
  insights: {
    title: 'Principaux constats',
    none: 'Rien ne demande votre attention.',
    dscrBelowOne: 'Le loyer ne couvre pas le prêt',
    rules: {
      negativeCashFlow: 'Cash-flow négatif',
      lowDscr: 'Le loyer couvre tout juste le prêt',
      vacant: 'Bien vacant',
      concentration: 'Une grande partie du portefeuille dans une seule zone métropolitaine',
      expensesOverPlan: 'Charges au-dessus du prévisionnel',
      vacancyOverPlan: 'Moins de loyers encaissés que prévu',
      lowDscrActual: 'Les revenus réels couvrent à peine le prêt',
      leaseEnding: 'Un bail se termine bientôt',
      rentLate: 'Un loyer est en retard',
      rentBelowMarket: 'Loyer inférieur au marché',
      equityGain: 'Valeur supérieure à celle que vous avez enregistrée',
      bestCapRate: 'Meilleur taux de capitalisation',
      bestCashOnCash: 'Meilleur rendement cash-on-cash',
      goalNear: 'Objectif presque atteint',
    },
  },
  footer: {
    open: 'Ouvrir Rentfolio',
    why: 'Vous recevez cet e-mail parce que les rapports par e-mail sont activés dans vos paramètres Rentfolio.',
    unsubscribe: 'Se désabonner',
  },
  confirmEmail: {
    subject: 'Confirmez votre adresse e-mail pour Rentfolio',
    title: 'Confirmez votre adresse e-mail',
    greeting: 'Bonjour {{name}},',
    intro:
      'Merci de confirmer que {{address}} est bien votre adresse, afin que Rentfolio puisse y envoyer vos rapports et vos mises à jour.',
    button: 'Confirmer {{address}}',
    validity: 'Le lien est valable {{hours}} heures et une seule fois.',
    ignore:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : rien ne sera envoyé à cette adresse.",
  },
  changeNotice: {
    subject: 'Votre adresse e-mail Rentfolio va changer',
    title: 'Une nouvelle adresse e-mail a été demandée',
    intro:
      'Une personne connectée à votre compte Rentfolio a demandé à utiliser {{newAddress}} à la place de cette adresse.',
    keep: "Rentfolio continue d'écrire à cette adresse tant que la nouvelle n'est pas confirmée.",
    notYou:
      "Si ce n'était pas vous, connectez-vous, changez votre mot de passe et annulez le changement sur la page Compte.",
  },
  unsubscribePage: {
    title: 'Se désabonner',
    done: 'Vous ne recevrez plus d’e-mails de Rentfolio. Vous pouvez les réactiver dans les Paramètres.',
    used: 'Ce lien de désabonnement a déjà été utilisé.',
    invalid: 'Ce lien de désabonnement n’est pas valide.',
    confirm: 'Ne plus recevoir d’e-mails de Rentfolio',
    question: 'Ne plus recevoir les rapports mensuels ni les autres e-mails de Rentfolio ?',
  },
};

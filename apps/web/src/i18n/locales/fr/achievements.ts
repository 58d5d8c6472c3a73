/** French texts of the Achievements screen (see ../../en/achievements.ts). */
import type { TAchievementsTexts } from '../../types';

export const achievements: TAchievementsTexts = {
  title: 'Succès',
  subtitle:
    'Étapes franchies, objectifs atteints, séries et niveaux, obtenus grâce à ce que vous faites réellement dans Rentfolio.',
  loading: 'Chargement des succès...',
  fetchFailed: 'Impossible de récupérer les succès',
  check: {
    button: 'Rechercher de nouveaux succès',
    checking: 'Recherche…',
    found_one: '{{count}} nouveau succès obtenu !',
    found_many: '{{count}} nouveaux succès obtenus !',
    found_other: '{{count}} nouveaux succès obtenus !',
    foundText: 'Ils apparaissent en haut de votre liste.',
    none: 'Aucun nouveau succès pour l’instant',
    noneText: 'Ajoutez des biens, analysez des affaires et atteignez vos objectifs pour en obtenir d’autres.',
    failed: 'Impossible de vérifier vos succès. Veuillez réessayer.',
  },
  summary: {
    label: 'Résumé des succès',
    total: 'Succès obtenus',
    totalHint: 'Obtenus jusqu’ici',
    points: 'Points de succès',
    pointsHint: '{{points}} points par succès',
    new: 'Nouveaux succès',
    newHint: 'Pas encore marqués comme lus',
  },
  tabs: {
    label: 'Vues des succès',
    milestones: 'Étapes',
    goals: 'Objectifs',
    streaks: 'Séries',
    levels: 'Niveaux',
  },
  filter: {
    label: 'Afficher les succès',
    all: 'Tous',
    milestone: 'Étapes',
    goal_reached: 'Objectifs',
    streak: 'Séries',
    level_up: 'Niveaux',
    empty: 'Aucun succès de ce type pour l’instant.',
  },
  list: {
    title: 'Vos succès',
    text: 'Les plus récents d’abord.',
  },
  item: {
    new: 'Nouveau',
    markRead: 'Marquer comme lu',
    markReadLabel: 'Marquer comme lu : {{title}}',
    earned: 'Obtenu le {{date}}',
  },
  values: {
    analyses_one: '{{value}} analyse de rentabilité',
    analyses_many: '{{value}} analyses de rentabilité',
    analyses_other: '{{value}} analyses de rentabilité',
    days_one: '{{value}} jour',
    days_many: '{{value}} jours',
    days_other: '{{value}} jours',
    weeks_one: '{{value}} semaine',
    weeks_many: '{{value}} semaines',
    weeks_other: '{{value}} semaines',
  },
  empty: {
    title: 'Aucun succès pour l’instant',
    text: 'Obtenez votre premier succès en ajoutant un bien à votre portefeuille ou en analysant une affaire.',
    addProperty: 'Ajouter un bien',
    analyzeDeal: 'Analyser une affaire',
  },
  goals: {
    loading: 'Chargement de vos objectifs...',
    loadFailed: 'Impossible de charger vos objectifs.',
    noGoalsTitle: 'Aucun objectif défini',
    noGoalsText:
      'Fixez vos objectifs de valeur du portefeuille, de cash-flow, de nombre de biens et de ROI : votre progression s’affichera ici.',
    setGoals: 'Définir mes objectifs',
  },
  progress: {
    loading: 'Chargement de votre progression...',
    loadFailed: 'Impossible de charger vos séries et votre niveau.',
  },
  streaks: {
    title: 'Vos séries',
    text: 'Calculées à partir de votre activité réelle, jour par jour, dans votre fuseau horaire ({{timeZone}}).',
    current: 'En cours',
    best: 'Record',
    signInDays: 'Jours d’affilée sur Rentfolio',
    analysisWeeks: 'Semaines d’affilée avec une analyse de rentabilité',
    growthDays: 'Jours d’affilée de croissance du portefeuille',
    next: 'Prochain : {{title}}',
    nextBarLabel: 'Progression vers « {{title}} »',
    daysToGo_one: 'Encore {{value}} jour',
    daysToGo_many: 'Encore {{value}} jours',
    daysToGo_other: 'Encore {{value}} jours',
    weeksToGo_one: 'Encore {{value}} semaine',
    weeksToGo_many: 'Encore {{value}} semaines',
    weeksToGo_other: 'Encore {{value}} semaines',
    ready: 'Atteint : recherchez de nouveaux succès pour l’obtenir.',
    allEarned: 'Vous avez obtenu tous les succès de cette série.',
  },
  levels: {
    title: 'Votre niveau',
    level: 'Niveau {{level}}',
    totalXp: '{{xp}} PX au total',
    intoLevel: '{{xp}} PX gagnés au niveau {{level}}',
    toNext: 'Encore {{xp}} PX avant le niveau {{level}}',
    barLabel: 'Progression vers le niveau {{level}}',
    sourcesTitle: 'D’où viennent vos PX',
    sources: {
      achievements: 'Succès',
      properties: 'Biens',
      analyses: 'Analyses de rentabilité',
      activeDays: 'Jours d’activité',
    },
    sourceXp: '{{xp}} PX',
    howTitle: 'Comment gagner des PX',
    how: {
      achievement: '{{xp}} PX par succès (les montées de niveau ne comptent pas).',
      property: '{{xp}} PX par bien de votre portefeuille.',
      analysis: '{{xp}} PX par affaire analysée.',
      activeDay: '{{xp}} PX par jour d’utilisation de Rentfolio.',
      levels:
        'Le niveau 2 commence à {{first}} PX, et chaque niveau suivant demande {{step}} PX de plus que le précédent.',
    },
  },
  levelUp: {
    title: 'Niveau {{level}}',
    description: 'Vous avez atteint le niveau {{level}}.',
  },
  items: {
    'properties-1': { title: 'Premier bien', description: 'Vous avez ajouté votre premier bien.' },
    'properties-5': {
      title: 'Portefeuille en croissance',
      description: 'Votre portefeuille compte 5 biens.',
    },
    'properties-10': {
      title: 'Bâtisseur de portefeuille',
      description: 'Votre portefeuille compte 10 biens.',
    },
    'properties-25': { title: 'Magnat de l’immobilier', description: 'Votre portefeuille compte 25 biens.' },
    'portfolio-value-500000': {
      title: 'Portefeuille d’un demi-million',
      description: 'Votre portefeuille vaut 500 000 $.',
    },
    'portfolio-value-1000000': {
      title: 'Portefeuille millionnaire',
      description: 'Votre portefeuille vaut 1 million de dollars.',
    },
    'portfolio-value-2500000': {
      title: 'Portefeuille multimillionnaire',
      description: 'Votre portefeuille vaut 2,5 millions de dollars.',
    },
    'cash-flow-1000': {
      title: 'Premiers revenus',
      description: 'Votre portefeuille rapporte 1 000 $ par mois.',
    },
    'cash-flow-5000': {
      title: 'Revenus solides',
      description: 'Votre portefeuille rapporte 5 000 $ par mois.',
    },
    'cash-flow-10000': {
      title: 'Maître du cash-flow',
      description: 'Votre portefeuille rapporte 10 000 $ par mois.',
    },
    'analyses-1': { title: 'Première analyse', description: 'Vous avez analysé votre première affaire.' },
    'analyses-10': { title: 'Chasseur d’affaires', description: 'Vous avez analysé 10 affaires.' },
    'analyses-50': { title: 'Expert en affaires', description: 'Vous avez analysé 50 affaires.' },
    'goal-portfolio_value': {
      title: 'Objectif de valeur atteint',
      description: 'Votre portefeuille a atteint la valeur visée.',
    },
    'goal-cash_flow': {
      title: 'Objectif de cash-flow atteint',
      description: 'Votre cash-flow mensuel a atteint votre objectif.',
    },
    'goal-properties': {
      title: 'Objectif de nombre de biens atteint',
      description: 'Vous avez atteint le nombre de biens visé.',
    },
    'goal-roi': {
      title: 'Objectif de ROI atteint',
      description: 'Votre ROI moyen a atteint votre objectif.',
    },
    'sign-in-streak-7': {
      title: 'Série de 7 jours',
      description: 'Vous avez utilisé Rentfolio 7 jours d’affilée.',
    },
    'sign-in-streak-30': {
      title: 'Série de 30 jours',
      description: 'Vous avez utilisé Rentfolio 30 jours d’affilée.',
    },
    'analysis-streak-3': {
      title: 'Analyste régulier',
      description: 'Vous avez analysé une affaire 3 semaines d’affilée.',
    },
    'analysis-streak-12': {
      title: 'Analyste assidu',
      description: 'Vous avez analysé une affaire 12 semaines d’affilée.',
    },
    'growth-streak-7': {
      title: 'Semaine de croissance',
      description: 'Votre portefeuille a progressé 7 jours d’affilée.',
    },
    'growth-streak-30': {
      title: 'Mois de croissance',
      description: 'Votre portefeuille a progressé 30 jours d’affilée.',
    },
  },
};

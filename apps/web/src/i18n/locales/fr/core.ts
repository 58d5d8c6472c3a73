/** French texts of the first screen (see ../../en-core.ts). */
import type { TCoreTexts } from '../../types';

export const core: TCoreTexts = {
  common: {
    appName: 'Rentfolio',
    loading: 'Chargement…',
    retry: 'Réessayer',
    close: 'Fermer',
    perMonth: '/mois',
    goBack: 'Retour',
    backToHome: 'Retour à l’accueil',
    negativeMoney: 'Les montants négatifs ne sont pas acceptés. Saisissez le montant sans signe moins.',
  },
  errors: {
    loadFailedTitle: 'Impossible de charger Rentfolio',
    loadFailedText: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
    screenLoadFailed: 'Impossible de charger cet écran. Vérifiez votre connexion et réessayez.',
  },
  toast: {
    region: 'Notifications',
    close: 'Fermer la notification',
  },
  landing: {
    headerNav: 'Compte',
    logIn: 'Se connecter',
    adminAccess: 'Accès administrateur',
    heroEyebrow: 'Gratuit à vie · Sans carte bancaire',
    heroTitle: 'Analysez vos investissements locatifs. Bâtissez un portefeuille rentable.',
    heroText:
      'Rentfolio calcule en quelques secondes la rentabilité de n’importe quel bien locatif, puis suit l’ensemble de votre portefeuille : cash-flow, ROI, objectifs et tendances du marché, dans un tableau de bord clair.',
    heroCta: 'Créer votre compte gratuit',
    heroSecondaryCta: 'Découvrir les fonctionnalités',
    freeCardTitle: 'Gratuit à vie',
    freeCardText:
      'Toutes les fonctionnalités, pour tous les investisseurs. Pas de période d’essai, pas de formule payante, pas de mauvaise surprise.',
    freePrice: '0 $',
    freePriceSuffix: 'à vie',
    freeCardPoints: {
      noCard: 'Sans carte bancaire',
      allFeatures: 'Toutes les fonctionnalités incluses',
      unlimited: 'Analyses de rentabilité illimitées',
      secure: 'Authentification à deux facteurs intégrée',
    },
    getStarted: 'Commencer gratuitement',
    featuresTitle: 'Tout ce dont l’investisseur locatif a besoin',
    featuresText: 'Du premier calcul sur un coin de table à un portefeuille de nombreux logements.',
    footerTagline:
      'Analyse de rentabilité et suivi de portefeuille locatif pour les investisseurs particuliers.',
    footerFree: 'Gratuit à vie. Toutes les fonctionnalités incluses.',
    footerCopyright: '© {{year}} Rentfolio',
  },
  features: {
    dealAnalysis: {
      title: 'Calculateur de rentabilité',
      text: 'Taux de capitalisation, cash-flow, rendement cash-on-cash et ROI pour n’importe quel bien, avec un score et une recommandation.',
    },
    portfolioDashboard: {
      title: 'Tableau de bord du portefeuille',
      text: 'Valeur totale, cash-flow mensuel, ROI moyen et taux d’occupation en un coup d’œil.',
    },
    analytics: {
      title: 'Analyses et graphiques avancés',
      text: 'Courbes, histogrammes et graphiques en anneau pour suivre la performance, le ROI et le cash-flow de vos biens.',
    },
    achievements: {
      title: 'Réussites',
      text: 'Paliers, objectifs, séries et niveaux franchis qui jalonnent votre progression.',
    },
    twoFactor: {
      title: 'Authentification à deux facteurs',
      text: 'Protégez votre compte avec une application d’authentification et des codes de secours.',
    },
    account: {
      title: 'Gestion du compte',
      text: 'Votre profil et votre photo, votre mot de passe, les appareils connectés, le téléchargement de toutes vos données et la suppression du compte.',
    },
    goals: {
      title: 'Suivi des objectifs d’investissement',
      text: 'Fixez des objectifs de valeur, de cash-flow, de ROI et de nombre de biens, et suivez votre progression.',
    },
    emailReports: {
      title: 'Notifications et rapports mensuels par e-mail',
      text: 'Rapports mensuels sur votre portefeuille et notifications, directement dans votre boîte de réception.',
    },
    csv: {
      title: 'Import et export CSV',
      text: 'Importez vos biens depuis un tableur et exportez-les à tout moment.',
    },
    market: {
      title: 'Tendances du marché et cartes de chaleur',
      text: 'Prix, loyers, rendements et cartes de chaleur par quartier, à partir de données publiques.',
    },
    search: {
      title: 'Recherche et comparaison de biens',
      text: 'Filtrez vos biens et comparez-en jusqu’à trois côte à côte.',
    },
    insights: {
      title: 'Conseils personnalisés',
      text: 'Opportunités, remarques sur la performance et points de vigilance tirés de votre portefeuille.',
    },
    themes: {
      title: 'Thèmes et mode sombre',
      text: 'Une interface agréable de jour comme de nuit, aux couleurs de votre choix.',
    },
    onboarding: {
      title: 'Assistant de démarrage',
      text: 'Configurez votre portefeuille en trois étapes guidées.',
    },
  },
  notFound: {
    title: 'Page introuvable',
    text: '404 – Page introuvable',
    home: 'Aller à la page d’accueil',
  },
};

/** French texts of the goals screens (see ../../en/goals.ts). */
import type { TGoalsTexts } from '../../types';

export const goals: TGoalsTexts = {
  loading: 'Chargement…',
  backToDashboard: 'Retour au tableau de bord',
  settings: {
    title: 'Paramètres du portefeuille',
    text: 'Définissez les objectifs d’investissement suivis par votre tableau de bord et la barre latérale.',
  },
  account: {
    title: 'Paramètres du compte',
    text: 'Gérez votre compte et vos objectifs d’investissement.',
    planLabel: 'Votre forfait',
    tabsLabel: 'Sections des paramètres du compte',
    goalsTab: 'Objectifs d’investissement',
  },
  form: {
    title: 'Objectifs d’investissement',
    text: 'Les cibles qui servent à mesurer votre progression.',
    loading: 'Chargement de vos objectifs…',
    loadFailed: 'Impossible de charger vos objectifs.',
    suggested:
      'Voici des objectifs suggérés. Modifiez-les à votre guise, puis choisissez « Enregistrer les objectifs » pour les faire vôtres.',
    pastDateHint:
      'Cette date est dépassée. Choisissez une nouvelle date pour garder des objectifs d’actualité.',
    targetValue: 'Valeur cible du portefeuille',
    targetValueHint: 'La valeur totale de tous vos biens.',
    targetCashFlow: 'Cash-flow mensuel cible',
    targetCashFlowHint: 'Le cash-flow cumulé de tous vos biens, chaque mois.',
    targetROI: 'ROI moyen cible (%)',
    targetROIHint: 'Le ROI moyen de vos biens.',
    targetProperties: 'Nombre de biens visé',
    targetDate: 'Date cible',
    save: 'Enregistrer les objectifs',
    saving: 'Enregistrement…',
    fixErrors: 'Vérifiez les champs signalés en rouge.',
  },
  toasts: {
    updatedTitle: 'Objectifs mis à jour',
    updatedText: 'Vos objectifs d’investissement ont été enregistrés.',
    failedTitle: 'Échec de la mise à jour',
    failedText: 'La mise à jour des objectifs a échoué. Veuillez réessayer.',
  },
  progress: {
    title: 'Progression actuelle',
    text: 'Où en est votre portefeuille aujourd’hui pour chaque objectif.',
    loading: 'Chargement de votre progression…',
    loadFailed: 'Impossible de charger votre progression.',
    overall: 'Progression globale',
    current: 'Actuel',
    target: 'Cible',
    reached: 'Objectif atteint',
    barLabel: 'Progression : {{title}}',
    noProperties:
      'Vous n’avez encore aucun bien : chaque objectif part donc de zéro. Ajoutez-en un pour voir votre progression.',
    addProperty: 'Ajouter un bien',
    setupWizard: 'Assistant de configuration du portefeuille',
  },
  titles: {
    portfolio_value: 'Objectif de valeur du portefeuille',
    cash_flow: 'Objectif de cash-flow mensuel',
    properties: 'Objectif de nombre de biens',
    roi: 'Objectif de ROI moyen',
  },
  propertyCount_one: '{{value}} bien',
  propertyCount_other: '{{value}} biens',
  propertyCount_many: '{{value}} biens',
};

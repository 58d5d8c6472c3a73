/** French texts of the Plan vs Actual screen (see ../../en/plan-actual.ts). */
import type { TPlanActualTexts } from '../../types';

export const planActual: TPlanActualTexts = {
  title: 'Prévu et réel',
  subtitle:
    'Les prévisions tirées des données d’investissement de vos biens face à ce que montre votre journal des opérations, ligne par ligne, avec le TRI à ce jour.',
  loading: 'Comparaison des prévisions avec le journal…',
  loadFailed: 'Impossible de charger la comparaison.',
  controls: {
    label: 'Comparer',
    period: 'Période',
    periods: {
      ttm: '12 derniers mois',
      year: 'Année civile',
      sincePurchase: 'Depuis l’achat',
    },
    year: 'Année',
    threshold: 'Signaler un écart supérieur à (%)',
    value: 'Valeur retenue pour le TRI à ce jour',
    values: {
      current: 'Valeur actuelle',
      estimate: 'Estimation par indice',
    },
  },
  periodText: 'Période : {{from}} – {{to}}.',
  sincePurchaseText: 'Période : de chaque achat jusqu’à {{to}}.',
  thresholdText: 'Les lignes qui s’écartent des prévisions de plus de {{threshold}} % sont signalées.',
  months: 'Mois de détention : {{months}} · avec opérations : {{ledger}}',
  portfolio: 'Portefeuille',
  noProperties: {
    title: 'Ajoutez d’abord un bien',
    text: '« Prévu et réel » compare les données d’investissement de chaque bien avec son journal des opérations.',
    action: 'Ajouter un bien',
  },
  noLedger: 'Aucune opération sur cette période pour l’instant : tous les montants réels sont donc à 0.',
  openLedger: 'Ouvrir le journal des opérations',
  table: {
    label: 'Prévu et réel pour {{name}}',
    line: 'Poste',
    plan: 'Prévu',
    actual: 'Réel',
    difference: 'Écart',
    off: 'Hors prévisions',
  },
  lines: {
    income: 'Revenus',
    operatingExpenses: 'Charges d’exploitation',
    noi: 'Revenu net d’exploitation (NOI)',
    debtService: 'Service de la dette',
    capitalImprovements: 'Travaux d’amélioration',
    cashFlow: 'Cash-flow',
    dscr: 'DSCR',
    cashOnCash: 'Rendement cash-on-cash (annuel)',
    capRateOnCost: 'Taux de capitalisation sur coût de revient (annuel)',
  },
  points: '{{value}} pts',
  irr: {
    line: 'TRI à ce jour : {{value}}',
    equity:
      'Valeur nette en cas de vente aujourd’hui : {{equity}} ({{basis}} de {{value}}, moins {{selling}} % de frais de vente et le capital restant dû de {{loan}}). Fonds investis à l’achat : {{invested}}.',
    portfolioEquity: 'Valeur nette en cas de vente aujourd’hui : {{equity}}.',
    basis: {
      estimate: 'estimation par indice',
      current: 'valeur actuelle',
      price: 'prix d’achat',
    },
    reasons: {
      noPurchaseDate: 'Ajoutez la date d’achat pour voir le TRI à ce jour.',
      noLedger: 'Ajoutez les opérations depuis l’achat pour voir le TRI à ce jour.',
      ledgerStartsLate:
        'Le journal des opérations commence le {{date}}, après l’achat : ajoutez les mois précédents pour voir le TRI à ce jour.',
      noRate: 'Ces flux de trésorerie n’ont pas de TRI.',
      notEveryProperty: 'Le TRI du portefeuille à ce jour nécessite celui de chaque bien.',
    },
  },
};

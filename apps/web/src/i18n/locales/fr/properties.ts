/** French texts of the properties screens (see ../../en/properties.ts). */
import type { TPropertiesTexts } from '../../types';

export const properties: TPropertiesTexts = {
  loading: 'Chargement…',
  add: {
    title: 'Ajouter un bien',
    text: 'Saisissez un bien que vous possédez. Ses chiffres sont calculés au fil de la saisie.',
    submit: 'Ajouter le bien',
    submitting: 'Ajout du bien…',
    cancel: 'Annuler',
    addedTitle: 'Bien ajouté',
    addedText: 'Le bien {{address}} a été ajouté à votre portefeuille.',
    failedTitle: 'Bien non ajouté',
    failedText: 'Votre bien n’a pas pu être ajouté. Veuillez réessayer.',
  },
  edit: {
    title: 'Modifier le bien',
    submit: 'Enregistrer les modifications',
    submitting: 'Enregistrement…',
    cancel: 'Annuler',
    savedTitle: 'Bien mis à jour',
    savedText: 'Vos modifications du bien {{address}} ont été enregistrées.',
    noChangesTitle: 'Aucune modification',
    noChangesText: 'Rien n’a changé depuis le dernier enregistrement du bien.',
    failedTitle: 'Modifications non enregistrées',
    failedText: 'Vos modifications n’ont pas pu être enregistrées. Veuillez réessayer.',
    loadFailed: 'Impossible de charger ce bien. Vérifiez votre connexion et réessayez.',
    delete: 'Supprimer le bien',
    deleteTitle: 'Supprimer ce bien ?',
    deleteText:
      '« {{address}} » sera retiré de votre portefeuille, avec ses chiffres. Cette action est irréversible.',
    deleteConfirm: 'Supprimer',
    deleting: 'Suppression…',
    deleteCancel: 'Annuler',
    deletedTitle: 'Bien supprimé',
    deletedText: 'Le bien {{address}} a été retiré de votre portefeuille.',
    deleteFailedTitle: 'Échec de la suppression',
    deleteFailedText: 'Le bien n’a pas pu être supprimé. Veuillez réessayer.',
  },
  notFound: {
    title: 'Bien introuvable',
    text: 'Ce bien n’existe pas ou ne fait pas partie de votre portefeuille.',
    backToDashboard: 'Retour au tableau de bord',
  },
  fromAnalysis: {
    addToPortfolio: 'Ajouter au portefeuille',
    addToPortfolioLabel: 'Ajouter au portefeuille : {{name}}',
    loading: 'Chargement de votre analyse enregistrée…',
    prefilled: 'Prérempli à partir de votre analyse enregistrée',
    prefilledText:
      'Vérifiez les informations, ajoutez la date d’achat, indiquez si le bien est occupé, puis ajoutez-le.',
    notFoundTitle: 'Analyse enregistrée introuvable',
    notFoundText: 'Elle a peut-être été supprimée. Vous pouvez tout de même saisir le bien ci-dessous.',
    loadFailed:
      'Impossible de charger votre analyse enregistrée. Vous pouvez tout de même saisir le bien ci-dessous.',
  },
  sections: {
    property: 'Bien',
    propertyText: 'Où il se trouve et de quoi il s’agit.',
    income: 'Revenus et charges',
    incomeText:
      'Loyer et frais courants. La taxe foncière, l’assurance et l’entretien sont des montants annuels.',
    loan: 'Prêt',
    loanText: 'Prérempli avec les conditions habituelles ; un champ vide prend la valeur par défaut.',
    status: 'Situation',
    statusText: 'Quand vous l’avez acheté, ce qu’il vaut aujourd’hui et s’il est loué.',
  },
  propertyTypes: {
    'single-family': 'Maison individuelle',
    duplex: 'Immeuble de 2 logements',
    triplex: 'Immeuble de 3 logements',
    fourplex: 'Immeuble de 4 logements',
    townhouse: 'Maison de ville',
    condo: 'Appartement en copropriété',
    apartment: 'Appartement',
    commercial: 'Local commercial',
  },
  validation: {
    missingTitle: 'Informations manquantes',
    missingText: 'Veuillez renseigner l’adresse, la ville et le prix d’achat.',
  },
  preview: {
    title: 'Aperçu en direct',
    text: 'Les chiffres avec lesquels ce bien sera enregistré, calculés au fil de la saisie.',
    needsPrice: 'Saisissez un prix d’achat pour voir les chiffres.',
    invalid: 'Corrigez les champs signalés pour voir les chiffres.',
    invalidFields: 'Vérifiez les champs suivants pour voir les chiffres : {{fields}}.',
    defaultsNote:
      'Les montants vides comptent pour 0 $ ; les champs de prêt vides prennent {{downPayment}} % d’apport, un taux de {{interestRate}} % et une durée de {{loanTerm}} ans.',
    empty: '—',
  },
};

/** French texts of the Market Trends screen (see ../../en/market.ts). */
import type { TMarketTexts } from '../../types';

export const market: TMarketTexts = {
  title: 'Tendances du marché',
  text: 'Prix des logements, loyers et offre d’une aire métropolitaine, mois par mois, et ce qu’ils signifient pour un investisseur.',
  loading: 'Chargement des données du marché...',
  loadFailed: 'Impossible de charger les données du marché.',
  noData: 'Aucune donnée de marché disponible pour ce lieu.',
  noDataLoaded:
    'Aucune donnée de marché n’a encore été chargée. Redémarrez le serveur pour charger le jeu de données intégré.',
  metroLine: 'Les chiffres portent sur l’aire métropolitaine de {{metro}}',
  notPrincipal:
    '{{city}} fait partie de l’aire métropolitaine de {{metro}} ; les chiffres couvrent toute l’aire métropolitaine.',
  fromPortfolio: 'Voici {{city}}, {{state}}, où se trouvent la plupart de vos biens.',
  empty: {
    title: 'Aucun chiffre de marché pour {{place}}',
    text: 'Zillow Research et le HUD ne publient aucun chiffre pour ce lieu. Ils couvrent les aires métropolitaines, les grandes villes et les codes postaux : essayez la grande ville la plus proche ou son aire métropolitaine.',
    zipCode: 'le code postal {{zipCode}}',
  },
  zip: {
    line: 'Les chiffres portent sur le code postal {{zipCode}} ({{place}})',
    note: 'Zillow ne publie que des loyers par code postal. Les valeurs des logements, le rendement locatif, les biens en vente et le délai de vente sont publiés pour l’ensemble de l’aire métropolitaine de {{metro}}.',
    noteWithoutMetro: 'Zillow ne publie que des loyers par code postal.',
    showMetro: 'Voir l’aire métropolitaine de {{metro}}',
    withoutSeries:
      'Le code postal {{zipCode}} n’a pas de chiffres propres ; les chiffres portent sur l’ensemble de l’aire métropolitaine de {{metro}}.',
  },
  figures: {
    usd: 'Les chiffres de marché sont en dollars américains, quelle que soit votre devise.',
    age: 'Données d’il y a {{months}} mois',
    withAge: '{{when}}, données d’il y a {{months}} mois',
  },
  missing: {
    valueEnded:
      'Pas de valeur type d’un logement sur ces mois : l’indice de valeur des logements Zillow pour ce lieu s’arrête en {{month}}.',
    valueNone: 'Pas de valeur type d’un logement : Zillow n’en publie aucune pour ce lieu.',
    valueZip:
      'Pas de valeur type d’un logement : Zillow publie les valeurs des logements par aire métropolitaine, pas par code postal.',
    rentEnded:
      'Pas de loyer type sur ces mois : l’indice des loyers Zillow pour ce lieu s’arrête en {{month}}.',
    rentNone: 'Pas de loyer type : Zillow n’en publie aucun pour ce lieu.',
  },
  picker: {
    label: 'Lieu',
    state: 'État',
    city: 'Ville',
    cityPlaceholder: 'Saisissez une ville, une aire métropolitaine ou un code postal',
    hint: 'Saisissez au moins 2 lettres, puis choisissez avec les flèches et Entrée. Tant que vous n’avez rien saisi, la liste propose les marchés les plus suivis.',
    show: 'Afficher',
    popular: 'Marchés les plus suivis',
    searching: 'Recherche des lieux...',
    noMatches:
      'Aucun lieu ne commence par « {{query}} ». Appuyez sur Entrée pour essayer quand même {{query}}, {{state}}.',
    searchFailed: 'Impossible de rechercher des lieux. Vérifiez votre connexion et réessayez.',
    inMetro: 'dans l’aire métropolitaine de {{metro}}',
    zip: 'Code postal',
    results_one: '{{count}} lieu trouvé',
    results_other: '{{count}} lieux trouvés',
    results_many: '{{count}} de lieux trouvés',
  },
  cards: {
    label: 'Derniers chiffres',
    typicalValue: 'Valeur type d’un logement (ZHVI)',
    typicalRent: 'Loyer type (ZORI)',
    pricePerSqFt: 'Prix moyen au pied²',
    notAvailable: 'Non disponible',
    pricePerSqFtReason:
      'Aucune source de données ouverte ne publie le prix au pied carré des logements anciens par aire métropolitaine.',
    rentalYield: 'Rendement locatif',
    inventory: 'Biens en vente',
    daysOnMarket: 'Délai de vente',
    perMonth: '{{amount}}/mois',
    asOf: 'En {{month}}',
    percentChange: '{{change}} par rapport à {{month}}',
    pointsChange: '{{change}} pt par rapport à {{month}}',
    noPrevious: 'Pas de chiffre pour le mois précédent',
    noFigure: 'Aucun chiffre',
    yieldNote: '12 × loyer ÷ valeur du logement, en {{month}}',
    inventoryNote: 'Logements mis en vente en {{month}}',
    daysNote: 'Nombre moyen de jours avant compromis (de l’annonce à l’offre acceptée) en {{month}}',
  },
  chart: {
    title: 'Valeur des logements et loyers',
    text: 'Valeur type d’un logement (axe de gauche) et loyer type (axe de droite), mois par mois.',
    textValue: 'Valeur type d’un logement, mois par mois.',
    textRent: 'Loyer type, mois par mois.',
    rangeLabel: 'Période',
    ranges: { '1Y': '1 an', '3Y': '3 ans', '5Y': '5 ans', Max: 'Tout' },
    span: 'De {{from}} à {{to}}',
    loading: 'Chargement du graphique...',
    failed: 'Impossible de charger le graphique. Le tableau de données contient les mêmes chiffres.',
    label:
      'Graphique linéaire de la valeur type d’un logement et du loyer type de {{from}} à {{to}}. Le tableau de données contient les mêmes chiffres.',
    labelValue:
      'Graphique linéaire de la valeur type d’un logement de {{from}} à {{to}}. Le tableau de données contient les mêmes chiffres.',
    labelRent:
      'Graphique linéaire du loyer type de {{from}} à {{to}}. Le tableau de données contient les mêmes chiffres.',
    value: 'Valeur type d’un logement',
    rent: 'Loyer type',
    priceToRent: 'Ratio prix/loyer',
    priceToRentValue: '{{ratio}} en {{month}}',
    priceToRentFormula:
      'Valeur du logement ÷ (12 × loyer mensuel) : le nombre d’années de loyer qu’il faut pour payer le logement type.',
    showTable: 'Afficher le tableau de données',
    hideTable: 'Masquer le tableau de données',
    tableLabel: 'Valeur type d’un logement et loyer par mois',
    month: 'Mois',
    noFigure: '–',
    noHistory: 'Aucun historique de valeurs ni de loyers pour cette aire métropolitaine.',
  },
  analysis: {
    title: 'Analyse du marché',
    recommendationsTitle: 'Recommandations d’investissement',
    yield: {
      excellent:
        'En {{month}}, un loyer type de {{rent}} par mois pour une valeur type de {{value}} donnait un rendement locatif brut de {{yield}}, ce qui est excellent (plus de 6 %).',
      strong:
        'En {{month}}, un loyer type de {{rent}} par mois pour une valeur type de {{value}} donnait un rendement locatif brut de {{yield}}, ce qui est solide (plus de 5 %).',
      modest:
        'En {{month}}, un loyer type de {{rent}} par mois pour une valeur type de {{value}} donnait un rendement locatif brut de {{yield}}, ce qui reste modeste (5 % ou moins).',
    },
    pace: {
      fast: 'En {{month}}, il fallait en moyenne {{days}} jours pour qu’une offre soit acceptée : un marché qui va vite.',
      steady:
        'En {{month}}, il fallait en moyenne {{days}} jours pour qu’une offre soit acceptée : un marché au rythme régulier.',
    },
    selection: {
      good: '{{listings}} logements étaient en vente en {{month}} : les acheteurs ont l’embarras du choix.',
      limited:
        'Seulement {{listings}} logements étaient en vente en {{month}} : le choix est restreint pour les acheteurs.',
    },
    priceToRent: {
      buy: 'Le ratio prix/loyer était de {{ratio}} en {{month}} ({{value}} ÷ (12 × {{rent}})) : sous 15, les logements sont bon marché au regard des loyers.',
      balanced:
        'Le ratio prix/loyer était de {{ratio}} en {{month}} ({{value}} ÷ (12 × {{rent}})) : entre 15 et 20, prix et loyers s’équilibrent.',
      rent: 'Le ratio prix/loyer était de {{ratio}} en {{month}} ({{value}} ÷ (12 × {{rent}})) : au-dessus de 20, les logements sont chers au regard des loyers.',
    },
  },
  recommendations: {
    priceToRent: {
      buy: 'Avec un ratio prix/loyer de {{ratio}}, acheter pour louer est avantageux : les loyers remboursent le prix type en moins de 15 ans.',
      balanced:
        'Un ratio prix/loyer de {{ratio}} est équilibré : jugez chaque bien sur sa propre trésorerie plutôt que sur le marché.',
      rent: 'Avec un ratio prix/loyer de {{ratio}}, louer est plus avantageux qu’acheter : attendez-vous à une trésorerie serrée et cherchez des prix bien inférieurs à la valeur type de {{value}}.',
    },
    yield: {
      excellent:
        'Un rendement de {{yield}} est excellent : un bien proche de la valeur type de {{value}} peut couvrir ses frais avec le loyer.',
      strong:
        'Un rendement de {{yield}} est solide : l’investissement locatif à long terme mérite qu’on s’y intéresse, en prenant le loyer type de {{rent}} comme repère.',
      modest:
        'Un rendement de {{yield}} reste modeste : misez autant sur la plus-value que sur le loyer, et limitez le coût du financement.',
    },
    pace: {
      fast: 'Quand une offre est acceptée en {{days}} jours, ayez votre financement validé et soyez prêt à faire une offre rapidement.',
      steady:
        'Avec {{days}} jours avant compromis, vous avez le temps de visiter, de comparer et de négocier le prix.',
    },
    selection: {
      good: 'Avec {{listings}} annonces, vous pouvez comparer plusieurs biens avant de choisir.',
      limited:
        'Avec seulement {{listings}} annonces, attendez-vous à de la concurrence : décidez vite quand un bien vous convient.',
    },
  },
  attribution: {
    label: 'Sources des données',
    zillow: 'Données de marché : Zillow Research (zillow.com/research/data)',
    latest: '{{series}} : dernier mois {{month}}',
    series: {
      zhvi: 'Indice de valeur des logements Zillow (ZHVI), aire métropolitaine',
      zori: 'Indice des loyers observés Zillow (ZORI), aire métropolitaine',
      inventory: 'Logements en vente selon Zillow, aire métropolitaine',
      daysToPending: 'Nombre moyen de jours avant compromis selon Zillow, aire métropolitaine',
      zipZori: 'Indice des loyers observés Zillow (ZORI), code postal',
    },
  },
};

/** Spanish texts of the property page (see ../../en/property-page.ts). */
import type { propertyPageTexts } from '../../en/property-page';
import type { DeepStrings } from '../../types';

export const propertyPage: DeepStrings<typeof propertyPageTexts> = {
  title: 'Detalles de la propiedad',
  loading: 'Cargando la propiedad…',
  backToDashboard: 'Panel',
  edit: 'Editar',
  editLabel: 'Editar {{address}}',
  delete: 'Eliminar',
  links: {
    open: 'Ver {{address}}',
    searchHint: 'Abre la ficha de la propiedad.',
  },
  facts: {
    title: 'Datos de la propiedad',
    address: 'Dirección',
    city: 'Ciudad',
    state: 'Estado',
    zipCode: 'Código postal',
    propertyType: 'Tipo',
    bedrooms: 'Dormitorios',
    bathrooms: 'Baños',
    squareFeet: 'Superficie',
    squareFeetValue: '{{value}} pies²',
    purchaseDate: 'Fecha de compra',
    purchasePrice: 'Precio de compra',
    currentValue: 'Valor actual',
    currentValueIsPrice: '{{value}} (el precio de compra)',
    occupancy: 'Ocupación',
    occupied: 'Alquilada',
    vacant: 'Desocupada',
    notGiven: 'Sin indicar',
  },
  figures: {
    title: 'Indicadores',
    text: 'Calculados a partir del precio, el alquiler, los gastos y el préstamo de la propiedad, como en el análisis de inversión.',
    perMonth: '/mes',
  },
  loan: {
    title: 'Préstamo',
    noLoan: 'No hay préstamo (entrada del 100 %).',
    balanceToday: 'Saldo pendiente hoy',
    balanceAtStart: 'Saldo al inicio del préstamo',
    fromStartNote:
      'No hay fecha de compra, así que el saldo se muestra desde el inicio del préstamo. Añade la fecha de compra para ver el saldo de hoy.',
    paymentsMade_one: '{{count}} cuota mensual pagada desde el {{date}}.',
    paymentsMade_many: '{{count}} cuotas mensuales pagadas desde el {{date}}.',
    paymentsMade_other: '{{count}} cuotas mensuales pagadas desde el {{date}}.',
    paidOff: 'El préstamo está totalmente pagado.',
    loanAmount: 'Importe del préstamo',
    monthlyPayment: 'Cuota mensual',
    terms: 'Condiciones',
    termsValue: '{{rate}} a {{years}} años',
    equity: 'Patrimonio neto',
    equityBasis: {
      estimate: 'Según el valor estimado.',
      current: 'Según el valor actual.',
      price: 'Según el precio de compra.',
    },
    scheduleTitle: 'Cuotas pendientes',
    scheduleText:
      'Los pagos que quedan del préstamo, año por año: intereses, capital y saldo a final de año.',
    scheduleTableLabel: 'Cuadro de amortización pendiente',
    scheduleEmpty: 'No quedan cuotas por pagar.',
  },
  value: {
    title: 'Valor',
    estimate:
      'Valor estimado: {{value}} (índice de valor de vivienda de Zillow para el área metropolitana de {{metro}}, {{month}})',
    useEstimate: 'Usar esta estimación',
    using: 'Guardando…',
    usedTitle: 'Valor actual actualizado',
    usedText: 'El valor actual de {{address}} es ahora {{value}}.',
    useFailedTitle: 'Valor actual sin actualizar',
    useFailedText: 'No se pudo guardar la estimación. Inténtalo de nuevo.',
    isCurrent: 'Es el valor actual.',
    estimatedValue: 'Valor estimado',
    estimateSource: 'Índice de valor de vivienda de Zillow, área metropolitana de {{metro}}, {{month}}',
    useEstimateFor: 'Usar esta estimación para {{address}}',
    inForm: 'La estimación está en el campo Valor actual. Guarda los cambios para conservarla.',
    basedOnSaved: 'Basada en la fecha y el precio de compra guardados.',
    reasons: {
      noPurchaseDate:
        'Sin valor estimado: la propiedad no tiene fecha de compra. Añádela para ver una estimación.',
      noMetro: 'Sin valor estimado: el área metropolitana de la propiedad no está en los datos de mercado.',
      purchaseMonthNotInData: 'Sin valor estimado: el mes de compra queda fuera de los datos de mercado.',
    },
  },
  market: {
    title: 'Alquiler y valor frente al mercado',
    loading: 'Cargando datos de mercado…',
    failed: 'No se pudieron cargar los datos de mercado.',
    noRentCheck:
      'Sin un código postal de 5 dígitos y un número de dormitorios no se puede comparar el alquiler.',
    trendTitle: 'Mercado local',
    trendText:
      'Valor típico de la vivienda y alquiler típico en el área metropolitana de {{metro}}, mes a mes, en los últimos cinco años.',
    trendLoading: 'Cargando datos de mercado…',
    trendFailed: 'No se pudieron cargar los datos de mercado.',
    noMarketData: 'No hay datos de mercado para esta ciudad.',
    typicalValue: 'Valor típico de la vivienda',
    typicalRent: 'Alquiler típico',
    chartLoading: 'Cargando gráfico…',
    chartFailed: 'No se pudo cargar el gráfico.',
    chartLabel:
      'Gráfico de líneas del valor típico de la vivienda (eje izquierdo, línea continua) y del alquiler típico (eje derecho, línea discontinua) en el área metropolitana de {{metro}}, mes a mes, de {{from}} a {{to}}.',
    latestValue: 'Valor típico de la vivienda, {{month}}',
    latestRent: 'Alquiler típico, {{month}}',
  },
  rentCheck: {
    title: 'Comparación del alquiler',
    loading: 'Comparando el alquiler…',
    failed: 'No se pudo cargar la comparación del alquiler.',
    noRent: 'Añade un alquiler mensual para compararlo con las cifras de HUD y Zillow.',
    both: 'Tu alquiler de {{rent}} está {{hud}} y {{zillow}}.',
    hudOnly: 'Tu alquiler de {{rent}} está {{hud}}.',
    zillowOnly: 'Tu alquiler de {{rent}} está {{zillow}}.',
    none: 'No hay cifras de alquiler de HUD ni de Zillow para el código postal {{zipCode}}.',
    hud: {
      below:
        'un {{percent}} por debajo del alquiler justo de mercado de HUD para {{unit}} en el {{zipCode}} ({{amount}}, {{vintage}})',
      above:
        'un {{percent}} por encima del alquiler justo de mercado de HUD para {{unit}} en el {{zipCode}} ({{amount}}, {{vintage}})',
      equal:
        'igual al alquiler justo de mercado de HUD para {{unit}} en el {{zipCode}} ({{amount}}, {{vintage}})',
    },
    zillow: {
      below:
        'un {{percent}} por debajo del alquiler típico pedido según Zillow {{place}} ({{amount}}, {{month}})',
      above:
        'un {{percent}} por encima del alquiler típico pedido según Zillow {{place}} ({{amount}}, {{month}})',
      equal: 'igual al alquiler típico pedido según Zillow {{place}} ({{amount}}, {{month}})',
    },
    zillowPlace: {
      zip: 'en el {{place}}',
      city: 'en {{place}}',
      metro: 'en el área metropolitana de {{place}}',
    },
    unit_zero: 'un estudio',
    unit_one: 'una vivienda de {{count}} dormitorio',
    unit_many: 'una vivienda de {{count}} dormitorios',
    unit_other: 'una vivienda de {{count}} dormitorios',
    unitStudio: 'un estudio',
  },
  attribution: {
    zillow: 'Datos de mercado: Zillow Research (zillow.com/research/data)',
    hud: 'Alquileres justos de mercado: Departamento de Vivienda y Desarrollo Urbano de EE. UU. (HUD)',
  },
  notes: {
    title: 'Notas',
    empty: 'Todavía no hay notas.',
  },
};

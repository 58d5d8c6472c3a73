/** Spanish texts of the Investment Insights screen and the dashboard's card (see ../../en/insights.ts). */
import type { TInsightsTexts } from '../../types';

export const insights: TInsightsTexts = {
  title: 'Observaciones de inversión',
  subtitle:
    'Lo que unas reglas fijas encuentran en tus propiedades, tus objetivos y los datos públicos del mercado.',
  explainable: 'Explicable',
  explainableHint: 'Cada observación sale de una regla escrita y muestra las cifras en las que se basa.',
  loading: 'Cargando observaciones...',
  loadFailed: 'No se pudieron cargar tus observaciones.',
  counters: {
    label: 'Observaciones por tipo',
    opportunity: 'Oportunidades',
    performance: 'Rendimiento',
    warning: 'Avisos',
  },
  types: {
    opportunity: 'Oportunidad',
    performance: 'Rendimiento',
    warning: 'Aviso',
  },
  all: 'Todas las observaciones',
  allText: 'Primero los avisos, luego las oportunidades y después el rendimiento.',
  openRentRoll: 'Abrir relación de alquileres',
  openPlanActual: 'Abrir Previsto frente a real',
  viewProperty: 'Ver propiedad',
  viewPropertyLabel: 'Ver propiedad: {{address}}',
  generatedToday: 'Generada hoy',
  generatedOn: 'Generada el {{date}}',
  showMore: 'Mostrar más',
  loadingMore: 'Cargando más…',
  shownOf: 'Se muestran {{shown}} de {{total}}',
  emptyTitle: 'No hay observaciones disponibles',
  emptyText: 'Añade más propiedades a tu cartera y aquí aparecerán observaciones sobre ellas.',
  addProperty: 'Añadir una propiedad',
  how: {
    toggle: 'Cómo funcionan las observaciones',
    title: 'Cómo funcionan las observaciones',
    intro:
      'Cada observación es una regla fija que se comprueba con tus propiedades, tus objetivos y los datos públicos de mercado de Zillow y HUD. No es aprendizaje automático: la misma cartera da siempre las mismas observaciones, y cada una muestra las cifras que la han generado.',
    warnings: 'Avisos',
    opportunities: 'Oportunidades',
    performance: 'Rendimiento',
    rules: {
      negativeCashFlow:
        'Flujo de caja negativo: una propiedad que pierde dinero cada mes después de la cuota del préstamo y los gastos.',
      lowDscr:
        'Cobertura de deuda baja: una propiedad con préstamo cuyos ingresos operativos netos cubren las cuotas menos de {{minDscr}} veces.',
      vacant: 'Desocupación: una propiedad marcada como desocupada, así que su alquiler no entra.',
      concentration:
        'Concentración: con dos propiedades o más, más del {{percent}} del valor de tu cartera en una sola área metropolitana.',
      expensesOverPlan:
        'Gastos por encima del plan: con 12 meses de registro, gastos operativos de los últimos 12 meses más de un {{percent}} por encima de lo previsto en la operación.',
      vacancyOverPlan:
        'Desocupación por encima del plan: con 12 meses de registro, alquiler perdido por desocupación e impagos más de {{points}} puntos por encima de la desocupación prevista.',
      lowDscrActual:
        'Cobertura de deuda baja con cifras reales: con 12 meses de registro, un ingreso operativo neto que cubre las cuotas del préstamo menos de {{minDscr}} veces.',
      leaseEnding:
        'Fin de contrato: una unidad de tu relación de alquileres cuyo contrato termina en los próximos {{days}} días.',
      rentLate:
        'Alquiler con retraso: una unidad cuyo alquiler de alguno de los últimos 12 meses lleva más de {{days}} días de retraso, una vez pasado tu período de gracia.',
      rentBelowMarket:
        'Alquiler por debajo del mercado: un alquiler más de un {{percent}} por debajo del alquiler típico de oferta de Zillow para su código postal, o por debajo del Fair Market Rent de HUD para su número de dormitorios.',
      equityGain:
        'Plusvalía: el índice de valor de vivienda de Zillow para el área metropolitana sitúa una propiedad al menos un {{percent}} por encima del valor que registraste.',
      bestCapRate:
        'Mejor tasa de capitalización: con dos propiedades o más, la que tiene la tasa de capitalización más alta, frente a tu media.',
      bestCashOnCash:
        'Mejor rentabilidad cash-on-cash: con dos propiedades o más, la que tiene la rentabilidad cash-on-cash más alta, frente a tu media.',
      goalNear:
        'Objetivo al alcance: un objetivo cumplido al menos en un {{percent}}, pero todavía no alcanzado.',
    },
  },
  card: {
    title: 'Observaciones de inversión',
    text: 'Tus primeras observaciones, por orden de importancia.',
    empty: 'No hay observaciones disponibles',
    emptyText: 'Las observaciones aparecerán a medida que crezca tu cartera.',
    viewAll: 'Ver todas las observaciones',
  },
  rules: {
    negativeCashFlow: {
      title: '{{address}} pierde dinero cada mes',
      description:
        '{{address}} tiene un flujo de caja de {{monthlyCashFlow}} al mes ({{annualCashFlow}} al año) después del préstamo y los gastos.',
    },
    dscrBelowOne: {
      title: '{{address}} no cubre su préstamo',
      description:
        '{{address}} tiene un ratio de cobertura del servicio de la deuda de {{dscr}}: su ingreso operativo neto paga solo el {{share}} de las cuotas del préstamo, así que el resto sale de tu bolsillo; los bancos suelen pedir {{minDscr}} o más.',
    },
    lowDscr: {
      title: '{{address}} apenas cubre su préstamo',
      description:
        '{{address}} tiene un ratio de cobertura del servicio de la deuda de {{dscr}}: sus ingresos operativos netos cubren las cuotas del préstamo {{dscr}} veces, y los prestamistas suelen pedir {{minDscr}} o más.',
    },
    vacant: {
      title: '{{address}} está desocupada',
      description:
        '{{address}} está marcada como desocupada, así que su alquiler mensual de {{monthlyRent}} no está entrando.',
    },
    concentration: {
      title: 'El {{share}} de tu cartera está en un solo mercado',
      description:
        'El {{share}} del valor de tu cartera ({{marketValue}} de {{totalValue}}) está en el área de {{market}}; una caída allí afectaría a la mayoría de tus inmuebles a la vez.',
    },
    expensesOverPlan: {
      title: '{{address}} gasta más de lo previsto',
      description:
        '{{address}} pagó {{actual}} en gastos operativos en los últimos 12 meses, un {{over}} más que los {{plan}} previstos en la operación.',
    },
    vacancyOverPlan: {
      title: '{{address}} cobra menos alquiler de lo previsto',
      description:
        '{{address}} perdió un {{actual}} de su alquiler por desocupación e impagos en los últimos 12 meses, frente al {{plan}} previsto en la operación.',
    },
    lowDscrActual: {
      title: '{{address}} cubre su préstamo con poco margen',
      description:
        'En los últimos 12 meses de su registro, {{address}} tuvo un índice de cobertura del servicio de la deuda de {{dscr}}; los bancos suelen pedir {{minDscr}} o más.',
    },
    leaseEnding: {
      title_one: 'El contrato de {{unit}} en {{address}} termina en {{count}} día',
      title_other: 'El contrato de {{unit}} en {{address}} termina en {{count}} días',
      title_many: 'El contrato de {{unit}} en {{address}} termina en {{count}} días',
      description_one:
        'El contrato de {{unit}} en {{address}} termina en {{month}}, dentro de {{count}} día: renuévalo o prepara el cambio de inquilino antes de que la unidad se quede vacía.',
      description_other:
        'El contrato de {{unit}} en {{address}} termina en {{month}}, dentro de {{count}} días: renuévalo o prepara el cambio de inquilino antes de que la unidad se quede vacía.',
      description_many:
        'El contrato de {{unit}} en {{address}} termina en {{month}}, dentro de {{count}} días: renuévalo o prepara el cambio de inquilino antes de que la unidad se quede vacía.',
    },
    rentLate: {
      title_one: 'El alquiler de {{unit}} en {{address}} lleva {{count}} día de retraso',
      title_other: 'El alquiler de {{unit}} en {{address}} lleva {{count}} días de retraso',
      title_many: 'El alquiler de {{unit}} en {{address}} lleva {{count}} días de retraso',
      description_one:
        'Solo se han cobrado {{received}} de los {{due}} del alquiler de {{month}}, {{count}} día después de su vencimiento.',
      description_other:
        'Solo se han cobrado {{received}} de los {{due}} del alquiler de {{month}}, {{count}} días después de su vencimiento.',
      description_many:
        'Solo se han cobrado {{received}} de los {{due}} del alquiler de {{month}}, {{count}} días después de su vencimiento.',
    },
    rentBelowMarket: {
      title: '{{address}} podría estar alquilada por debajo de su valor',
      one: 'El alquiler de {{monthlyRent}} en {{address}} está {{comparison}}.',
      both: 'El alquiler de {{monthlyRent}} en {{address}} está {{market}} y {{fmr}}.',
      market:
        'un {{gap}} por debajo del alquiler típico de oferta de Zillow en {{place}} ({{amount}}, {{month}})',
      fmr: 'un {{gap}} por debajo del Fair Market Rent de HUD para una {{unit}} ({{amount}}, {{vintage}})',
      unit_zero: 'estudio',
      unit_one: 'vivienda de {{count}} dormitorio',
      unit_many: 'vivienda de {{count}} dormitorios',
      unit_other: 'vivienda de {{count}} dormitorios',
    },
    equityGain: {
      title: '{{address}} podría haberse revalorizado',
      description:
        'El índice de valor de vivienda de Zillow para su área metropolitana indica que {{address}} vale unos {{estimatedValue}} ({{month}}), un {{gain}} más que los {{recordedValue}} que registraste. Actualizar su valor, o refinanciar, podría liberar ese capital.',
    },
    bestCapRate: {
      title: '{{address}} tiene tu mejor tasa de capitalización',
      description:
        '{{address}} tiene una tasa de capitalización del {{capRate}}, frente al {{average}} de media en tus propiedades.',
    },
    bestCashOnCash: {
      title: '{{address}} tiene tu mejor rentabilidad cash-on-cash',
      description:
        '{{address}} rinde un {{cashOnCash}} al año sobre el dinero que invertiste, frente al {{average}} de media en tus propiedades.',
    },
    goalNear: {
      title: 'Tu objetivo de {{goal}} está al alcance',
      description: 'Tu objetivo de {{goal}} está cumplido en un {{progress}}: {{current}} de {{target}}.',
    },
  },
  goalNames: {
    portfolio_value: 'valor de la cartera',
    cash_flow: 'flujo de caja mensual',
    properties: 'número de propiedades',
    roi: 'ROI medio',
  },
};

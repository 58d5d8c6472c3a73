/** Spanish texts of the Market Trends screen (see ../../en/market.ts). */
import type { TMarketTexts } from '../../types';

export const market: TMarketTexts = {
  title: 'Tendencias del mercado',
  text: 'Valores de vivienda, alquileres y oferta de un área metropolitana mes a mes, y lo que significan para un inversor.',
  loading: 'Cargando datos del mercado...',
  loadFailed: 'No se pudieron cargar los datos del mercado.',
  noData: 'No hay datos de mercado para esta ubicación.',
  noDataLoaded:
    'Todavía no se han cargado datos de mercado. Reinicia el servidor para cargar el conjunto de datos incluido.',
  metroLine: 'Las cifras corresponden al área metropolitana de {{metro}}',
  notPrincipal:
    '{{city}} forma parte del área metropolitana de {{metro}}; las cifras abarcan toda el área metropolitana.',
  fromPortfolio: 'Se muestra {{city}}, {{state}}, donde están la mayoría de tus propiedades.',
  empty: {
    title: 'No hay cifras de mercado para {{place}}',
    text: 'Zillow Research y el HUD no publican cifras para este lugar. Cubren áreas metropolitanas, ciudades grandes y códigos postales: prueba con la ciudad grande más cercana o con su área metropolitana.',
    zipCode: 'el código postal {{zipCode}}',
  },
  zip: {
    line: 'Las cifras corresponden al código postal {{zipCode}} ({{place}})',
    note: 'Zillow solo publica alquileres por código postal. Los valores de la vivienda, la rentabilidad del alquiler, la oferta en venta y los días en el mercado se publican para toda el área metropolitana de {{metro}}.',
    noteWithoutMetro: 'Zillow solo publica alquileres por código postal.',
    showMetro: 'Ver el área metropolitana de {{metro}}',
    withoutSeries:
      'El código postal {{zipCode}} no tiene cifras propias; las cifras corresponden a toda el área metropolitana de {{metro}}.',
  },
  figures: {
    usd: 'Las cifras de mercado están en dólares estadounidenses, sea cual sea tu moneda.',
    age: 'Datos de hace {{months}} meses',
    withAge: '{{when}}, datos de hace {{months}} meses',
  },
  missing: {
    valueEnded:
      'No hay valor típico de la vivienda en estos meses: el índice de valor de la vivienda de Zillow para este lugar termina en {{month}}.',
    valueNone: 'No hay valor típico de la vivienda: Zillow no publica ninguno para este lugar.',
    valueZip:
      'No hay valor típico de la vivienda: Zillow publica los valores de la vivienda por área metropolitana, no por código postal.',
    rentEnded:
      'No hay alquiler típico en estos meses: el índice de alquileres de Zillow para este lugar termina en {{month}}.',
    rentNone: 'No hay alquiler típico: Zillow no publica ninguno para este lugar.',
  },
  picker: {
    label: 'Ubicación',
    state: 'Estado',
    city: 'Ciudad',
    cityPlaceholder: 'Escribe una ciudad, un área metropolitana o un código postal',
    hint: 'Escribe al menos 2 letras y elige con las flechas y Enter. Hasta que escribas, la lista muestra los mercados más populares.',
    show: 'Ver',
    popular: 'Mercados populares',
    searching: 'Buscando ubicaciones...',
    noMatches:
      'Ninguna ubicación empieza por «{{query}}». Pulsa Enter para probar igualmente con {{query}}, {{state}}.',
    searchFailed: 'No se pudieron buscar ubicaciones. Revisa tu conexión e inténtalo de nuevo.',
    inMetro: 'en el área metropolitana de {{metro}}',
    zip: 'Código postal',
    results_one: '{{count}} ubicación encontrada',
    results_other: '{{count}} ubicaciones encontradas',
    results_many: '{{count}} de ubicaciones encontradas',
  },
  cards: {
    label: 'Últimas cifras',
    typicalValue: 'Valor típico de la vivienda (ZHVI)',
    typicalRent: 'Alquiler típico (ZORI)',
    pricePerSqFt: 'Precio medio por pie²',
    notAvailable: 'No disponible',
    pricePerSqFtReason:
      'Ninguna fuente de datos abierta publica el precio por pie cuadrado de las viviendas de segunda mano por área metropolitana.',
    rentalYield: 'Rentabilidad del alquiler',
    inventory: 'Oferta en venta',
    daysOnMarket: 'Días en el mercado',
    perMonth: '{{amount}}/mes',
    asOf: 'En {{month}}',
    percentChange: '{{change}} respecto a {{month}}',
    pointsChange: '{{change}} puntos porcentuales respecto a {{month}}',
    noPrevious: 'Sin cifra del mes anterior',
    noFigure: 'Sin cifra',
    yieldNote: '12 × alquiler ÷ valor de la vivienda, en {{month}}',
    inventoryNote: 'Viviendas a la venta en {{month}}',
    daysNote: 'Media de días hasta la venta pendiente (del anuncio a la oferta aceptada) en {{month}}',
  },
  chart: {
    title: 'Valor de la vivienda y alquiler',
    text: 'Valor típico de la vivienda (eje izquierdo) y alquiler típico (eje derecho), mes a mes.',
    textValue: 'Valor típico de la vivienda, mes a mes.',
    textRent: 'Alquiler típico, mes a mes.',
    rangeLabel: 'Periodo',
    ranges: { '1Y': '1 a', '3Y': '3 a', '5Y': '5 a', Max: 'Todo' },
    span: 'De {{from}} a {{to}}',
    loading: 'Cargando el gráfico...',
    failed: 'No se pudo cargar el gráfico. La tabla de datos muestra las mismas cifras.',
    label:
      'Gráfico de líneas del valor típico de la vivienda y del alquiler típico de {{from}} a {{to}}. La tabla de datos muestra las mismas cifras.',
    labelValue:
      'Gráfico de líneas del valor típico de la vivienda de {{from}} a {{to}}. La tabla de datos muestra las mismas cifras.',
    labelRent:
      'Gráfico de líneas del alquiler típico de {{from}} a {{to}}. La tabla de datos muestra las mismas cifras.',
    value: 'Valor típico de la vivienda',
    rent: 'Alquiler típico',
    priceToRent: 'Relación precio-alquiler',
    priceToRentValue: '{{ratio}} en {{month}}',
    priceToRentFormula:
      'Valor de la vivienda ÷ (12 × alquiler mensual): los años de alquiler que cuesta la vivienda típica.',
    showTable: 'Mostrar tabla de datos',
    hideTable: 'Ocultar tabla de datos',
    tableLabel: 'Valor típico de la vivienda y alquiler por mes',
    month: 'Mes',
    noFigure: '–',
    noHistory: 'No hay historial de valores de vivienda ni de alquileres para esta área metropolitana.',
  },
  analysis: {
    title: 'Análisis del mercado',
    recommendationsTitle: 'Recomendaciones de inversión',
    yield: {
      excellent:
        'En {{month}}, un alquiler típico de {{rent}} al mes frente a un valor típico de la vivienda de {{value}} dio una rentabilidad bruta del {{yield}}, que es excelente (más del 6 %).',
      strong:
        'En {{month}}, un alquiler típico de {{rent}} al mes frente a un valor típico de la vivienda de {{value}} dio una rentabilidad bruta del {{yield}}, que es sólida (más del 5 %).',
      modest:
        'En {{month}}, un alquiler típico de {{rent}} al mes frente a un valor típico de la vivienda de {{value}} dio una rentabilidad bruta del {{yield}}, que es modesta (5 % o menos).',
    },
    pace: {
      fast: 'En {{month}}, las viviendas tardaron de media {{days}} días en tener una oferta aceptada: un mercado ágil.',
      steady:
        'En {{month}}, las viviendas tardaron de media {{days}} días en tener una oferta aceptada: un mercado estable.',
    },
    selection: {
      good: 'En {{month}} había {{listings}} viviendas a la venta: los compradores tienen donde elegir.',
      limited:
        'En {{month}} solo había {{listings}} viviendas a la venta: los compradores tienen poco donde elegir.',
    },
    priceToRent: {
      buy: 'La relación precio-alquiler fue de {{ratio}} en {{month}} ({{value}} ÷ (12 × {{rent}})): por debajo de 15, así que la vivienda sale barata en comparación con el alquiler.',
      balanced:
        'La relación precio-alquiler fue de {{ratio}} en {{month}} ({{value}} ÷ (12 × {{rent}})): entre 15 y 20, así que precios y alquileres están equilibrados.',
      rent: 'La relación precio-alquiler fue de {{ratio}} en {{month}} ({{value}} ÷ (12 × {{rent}})): por encima de 20, así que la vivienda sale cara en comparación con el alquiler.',
    },
  },
  recommendations: {
    priceToRent: {
      buy: 'Con una relación precio-alquiler de {{ratio}}, compensa comprar para alquilar: el alquiler amortiza el precio típico en menos de 15 años.',
      balanced:
        'Una relación precio-alquiler de {{ratio}} es equilibrada: valora cada propiedad por su propio flujo de caja más que por el mercado.',
      rent: 'Con una relación precio-alquiler de {{ratio}}, sale más a cuenta alquilar que comprar: cuenta con un flujo de caja ajustado y busca precios muy por debajo del típico de {{value}}.',
    },
    yield: {
      excellent:
        'Una rentabilidad del {{yield}} es excelente: una propiedad con un precio cercano al típico de {{value}} puede cubrir sus gastos con el alquiler.',
      strong:
        'Una rentabilidad del {{yield}} es sólida: merece la pena estudiar el alquiler a largo plazo, con el alquiler típico de {{rent}} como referencia.',
      modest:
        'Una rentabilidad del {{yield}} es modesta: cuenta tanto con la revalorización como con el alquiler y mantén bajos los costes de financiación.',
    },
    pace: {
      fast: 'Si las viviendas tienen oferta aceptada en {{days}} días, ten la financiación aprobada y prepárate para hacer una oferta rápido.',
      steady:
        'Con {{days}} días hasta la oferta aceptada, hay tiempo para inspeccionar, comparar y negociar el precio.',
    },
    selection: {
      good: 'Con {{listings}} viviendas a la venta, puedes comparar varias propiedades antes de decidir.',
      limited:
        'Con solo {{listings}} viviendas a la venta, habrá competencia: actúa rápido cuando encuentres una buena opción.',
    },
  },
  attribution: {
    label: 'Fuentes',
    zillow: 'Datos de mercado: Zillow Research (zillow.com/research/data)',
    latest: '{{series}}: último mes {{month}}',
    series: {
      zhvi: 'Índice de valor de la vivienda de Zillow (ZHVI), área metropolitana',
      zori: 'Índice de alquileres observados de Zillow (ZORI), área metropolitana',
      inventory: 'Oferta de viviendas en venta de Zillow, área metropolitana',
      daysToPending: 'Media de días hasta la venta pendiente de Zillow, área metropolitana',
      zipZori: 'Índice de alquileres observados de Zillow (ZORI), código postal',
    },
  },
};

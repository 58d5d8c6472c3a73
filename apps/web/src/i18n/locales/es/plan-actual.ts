/** Spanish texts of the Plan vs Actual screen (see ../../en/plan-actual.ts). */
import type { TPlanActualTexts } from '../../types';

export const planActual: TPlanActualTexts = {
  title: 'Previsto frente a real',
  subtitle:
    'Lo que preveían los datos de tus operaciones junto a lo que muestran tus movimientos, línea por línea, y la TIR hasta hoy.',
  loading: 'Comparando lo previsto con los movimientos…',
  loadFailed: 'No se pudo cargar la comparación.',
  controls: {
    label: 'Comparar',
    period: 'Periodo',
    periods: {
      ttm: 'Últimos 12 meses',
      year: 'Año natural',
      sincePurchase: 'Desde la compra',
    },
    year: 'Año',
    threshold: 'Marcar las líneas que se desvíen más de (%)',
    value: 'Valor para la TIR hasta hoy',
    values: {
      current: 'Valor actual',
      estimate: 'Estimación del índice',
    },
  },
  periodText: 'De {{from}} a {{to}}.',
  sincePurchaseText: 'Desde cada compra hasta {{to}}.',
  thresholdText: 'Se marcan las líneas que se desvían de lo previsto más de un {{threshold}}%.',
  months: 'Meses en propiedad: {{months}} · con movimientos: {{ledger}}',
  portfolio: 'Cartera',
  noProperties: {
    title: 'Primero añade una propiedad',
    text: '«Previsto frente a real» compara los datos de la operación de cada propiedad con sus movimientos.',
    action: 'Añadir propiedad',
  },
  noLedger: 'Aún no hay movimientos en este periodo, así que todas las cifras reales son 0.',
  openLedger: 'Abrir el libro de movimientos',
  table: {
    label: 'Previsto frente a real de {{name}}',
    line: 'Concepto',
    plan: 'Previsto',
    actual: 'Real',
    difference: 'Diferencia',
    off: 'Desviación',
  },
  lines: {
    income: 'Ingresos',
    operatingExpenses: 'Gastos operativos',
    noi: 'Ingreso operativo neto (NOI)',
    debtService: 'Servicio de la deuda',
    capitalImprovements: 'Mejoras de capital',
    cashFlow: 'Flujo de caja',
    dscr: 'Cobertura de la deuda (DSCR)',
    cashOnCash: 'Rentabilidad cash-on-cash (anual)',
    capRateOnCost: 'Tasa de capitalización sobre el coste (anual)',
  },
  points: '{{value}} p. p.',
  irr: {
    line: 'TIR hasta hoy: {{value}}',
    equity:
      'Patrimonio neto si vendieras hoy: {{equity}} ({{basis}} de {{value}}, menos un {{selling}}% de gastos de venta y el saldo del préstamo de {{loan}}). Efectivo invertido en la compra: {{invested}}.',
    portfolioEquity: 'Patrimonio neto si vendieras hoy: {{equity}}.',
    basis: {
      estimate: 'estimación del índice',
      current: 'valor actual',
      price: 'precio de compra',
    },
    reasons: {
      noPurchaseDate: 'Añade la fecha de compra para ver la TIR hasta hoy.',
      noLedger: 'Añade los movimientos desde la compra para ver la TIR hasta hoy.',
      ledgerStartsLate:
        'Los movimientos empiezan el {{date}}, después de la compra: añade los meses anteriores para ver la TIR hasta hoy.',
      noRate: 'Estos flujos de caja no tienen TIR.',
      notEveryProperty: 'Para calcular la TIR de la cartera hasta hoy hace falta la de cada propiedad.',
    },
  },
};

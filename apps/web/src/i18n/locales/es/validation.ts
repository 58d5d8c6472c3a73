/** Spanish texts of the validation messages of the forms and the API (see ../../en/validation.ts). */
import type { TValidationTexts } from '../../types';

/**
 * The templates name the field as «{{field}}» after "El campo", so that one sentence fits every label: masculine or
 * feminine, singular or plural. The labels are the field names as the forms show them, without their units.
 */
export const validation: TValidationTexts = {
  templates: {
    required: 'El campo «{{field}}» es obligatorio.',
    notNumber: 'El campo «{{field}}» debe ser un número.',
    between: 'El campo «{{field}}» debe estar entre {{min}} y {{max}}.',
    negative: 'El campo «{{field}}» no puede ser negativo.',
    atMostCharacters: 'El campo «{{field}}» puede tener como máximo {{max}} caracteres.',
    atMost: 'El campo «{{field}}» no puede ser mayor que {{max}}.',
    moreThan: 'El campo «{{field}}» debe ser mayor que {{min}}.',
    wholeNumber: 'El campo «{{field}}» debe ser un número entero.',
    notText: 'El campo «{{field}}» debe ser texto.',
    brokenCharacter:
      'El campo «{{field}}» contiene un carácter dañado (la mitad de un emoji o de un símbolo). Vuelve a escribir el texto e inténtalo de nuevo.',
    controlCharacter:
      'El campo «{{field}}» contiene un carácter de control invisible que no está permitido. Elimínalo e inténtalo de nuevo.',
    propertyLimit:
      'Una cuenta puede tener como máximo {{limit}} propiedades, y esta tiene {{current}}. Elimina algunas antes de añadir más.',
    savedAnalysisLimit:
      'Una cuenta puede conservar como máximo {{limit}} análisis guardados. Elimina algunos antes de guardar más.',
  },
  labels: {
    purchasePrice: 'Precio de compra',
    monthlyRent: 'Alquiler mensual',
    operatingExpenses: 'Gastos operativos',
    propertyTaxes: 'Impuestos sobre la propiedad',
    insurance: 'Seguro',
    maintenance: 'Mantenimiento',
    rehabCosts: 'Gastos de rehabilitación',
    vacancy: 'Tasa de desocupación',
    downPayment: 'Pago inicial',
    interestRate: 'Tasa de interés',
    loanTerm: 'Plazo del préstamo',
    closingCosts: 'Gastos de cierre',
    address: 'Dirección',
    city: 'Ciudad',
    state: 'Estado',
    zipCode: 'Código postal',
    bedrooms: 'Habitaciones',
    bathrooms: 'Baños',
    squareFeet: 'Pies cuadrados',
    notes: 'Notas',
    currentValue: 'Valor actual',
    minPrice: 'Precio mínimo',
    maxPrice: 'Precio máximo',
    minROI: 'ROI mínimo',
    maxROI: 'ROI máximo',
    searchText: 'Texto de búsqueda',
    search: 'Búsqueda',
    targetValue: 'Valor objetivo de la cartera',
    targetCashFlow: 'Flujo de caja mensual objetivo',
    targetProperties: 'Número de propiedades objetivo',
    targetROI: 'ROI medio objetivo',
    name: 'Nombre',
    projectionYears: 'Años de la proyección',
    rentGrowth: 'Crecimiento del alquiler',
    expenseGrowth: 'Crecimiento de los gastos',
    appreciation: 'Revalorización',
    sellingCosts: 'Gastos de venta',
    amount: 'Importe',
    payee: 'Beneficiario',
    memo: 'Nota',
  },
  property: {
    notFound: 'No se encontró la propiedad.',
    addressRequired: 'La dirección es obligatoria.',
    cityRequired: 'La ciudad es obligatoria.',
    stateRule: 'El estado debe tener 2 letras, por ejemplo, CO.',
    zipCode:
      'El código postal (ZIP) debe tener 5 dígitos, o 5 dígitos, un guion y 4 más (80205 o 80205-1234).',
    propertyType:
      'El tipo de propiedad debe ser uno de estos: single-family, duplex, triplex, fourplex, townhouse, condo, apartment, commercial.',
    purchaseDate: 'La fecha de compra debe ser una fecha válida con el formato AAAA-MM-DD.',
    purchaseDateFuture: 'La fecha de compra no puede ser una fecha futura.',
    isOccupied: 'El campo «Ocupada» debe ser verdadero o falso.',
    bulkEmpty: 'Añade al menos una propiedad.',
    bulkTooMany: 'Envía como máximo 1000 propiedades a la vez.',
    priceRange: 'El precio mínimo no puede ser mayor que el precio máximo.',
    roiRange: 'El ROI mínimo no puede ser mayor que el ROI máximo.',
  },
  goals: {
    targetDate: 'La fecha objetivo debe ser una fecha válida con el formato AAAA-MM-DD.',
    targetDateNotFuture: 'La fecha objetivo debe ser una fecha futura.',
  },
  settings: {
    color: 'Los colores se escriben en formato #RRGGBB, por ejemplo, #10B981.',
    contrast:
      'El color de acento y el fondo deben tener un contraste de al menos 4,5:1 (WCAG AA) para que el texto sea legible.',
    nothingToUpdate: 'Indica al menos una opción de la configuración que quieras cambiar.',
  },
  ledger: {
    notFound: 'No se encontró el movimiento.',
    propertyRequired: 'Elige una propiedad.',
    date: 'La fecha debe ser una fecha real con el formato AAAA-MM-DD.',
    dateRange: 'La fecha debe estar entre el 01/01/1900 y el 31/12/2100.',
    category: 'Elige una categoría de la lista.',
    amountZero: 'El importe no puede ser 0.',
    partsEmpty: 'Añade al menos una categoría con un importe.',
    partsTooMany: 'Un pago se puede dividir en 20 partes como máximo.',
    bulkEmpty: 'Elige al menos un movimiento.',
    bulkTooMany: 'Cambia como máximo 500 movimientos a la vez.',
    nothingToUpdate: 'Envía al menos un campo para cambiar.',
    periodOrder: 'La fecha de inicio no puede ser posterior a la fecha de fin.',
    scheduleNotFound: 'No se encontró el movimiento recurrente.',
    scheduleKind: 'Elige alquiler o cuota del préstamo.',
    dayOfMonth: 'El día del mes debe ser un número entero del 1 al 31.',
    endBeforeStart: 'La fecha de fin no puede ser anterior a la fecha de inicio.',
    rentAmount: 'El alquiler debe ser mayor que 0.',
    startTooEarly: 'La fecha de inicio no puede ser de hace más de 10 años.',
    noLoan: 'Esta propiedad no tiene ningún préstamo que pagar: su pago inicial cubre todo el precio.',
    noPurchaseDate:
      'Primero añade la fecha de compra de la propiedad: las cuotas del préstamo se cuentan a partir de ella.',
    tooManySchedules: 'Puedes tener como máximo 200 movimientos recurrentes.',
    receiptNotFound: 'Este movimiento no tiene comprobante.',
    receiptEmpty: 'El archivo está vacío. Vuelve a elegir el comprobante.',
    receiptTooLarge: 'Un comprobante puede ocupar como máximo 10 MB.',
    receiptType:
      'Un comprobante debe ser un archivo PDF, JPEG, PNG o WebP, y este archivo no es ninguno de ellos, diga lo que diga su nombre.',
    receiptQuota:
      'Tus comprobantes ya ocupan 1 GB, el máximo que puede guardar una cuenta. Elimina primero los que ya no necesites.',
    receiptBody:
      'Envía el propio archivo como cuerpo de la solicitud, con Content-Type: application/octet-stream.',
  },
  planActual: {
    period: 'Elige los últimos 12 meses, un año natural o desde la compra.',
    yearNeeded: 'Elige el año que quieres comparar.',
    valueBasis: 'Elige el valor actual o la estimación según el índice.',
  },
  scheduleE: {
    year: 'Elige un año fiscal entre 1900 y 2100.',
    fairRentalDays:
      'Los días de alquiler a precio justo deben ser un número entero de 0 a 366, o quedar vacíos.',
    personalUseDays: 'Los días de uso personal deben ser un número entero de 0 a 366.',
    daysTotal: 'Los días de alquiler y de uso personal juntos no pueden superar 366.',
    rentalPercent: 'La parte alquilada debe ser un porcentaje de 0,01 a 100, con 2 decimales como máximo.',
    fairDaysNeeded:
      'Indica también los días de alquiler: con uso personal, los gastos se reparten según ellos.',
  },
  bankImport: {
    notOfx:
      'Este archivo no es un extracto OFX ni QFX. Vuelve a exportar el extracto desde tu banco como OFX, QFX o CSV.',
    unreadableOfx:
      'No se pudo leer el extracto: sus etiquetas no se cierran bien. Vuelve a exportarlo desde tu banco.',
    noTransactions: 'El extracto no contiene movimientos.',
    tooLarge: 'El archivo supera el límite de 10 MB. Divídelo en archivos más pequeños.',
    tooManyTransactions:
      'Un archivo puede contener como máximo 20.000 movimientos. Divídelo en archivos más pequeños.',
    date: 'Falta la fecha o no es una fecha real en el orden elegido.',
    amount: 'Falta el importe o no es un número.',
    amountZero: 'El importe es 0: no hay nada que registrar.',
    debitAndCredit: 'La fila tiene a la vez un cargo y un abono: deja solo uno.',
    mappingDate: 'Elige la columna que contiene la fecha.',
    mappingAmount: 'Elige la columna del importe, o las columnas de cargo y abono.',
    mappingPayee: 'Elige la columna que contiene el beneficiario o la descripción.',
    mappingColumn: 'Elige una columna del archivo.',
    mappingNeeded: 'Un archivo CSV necesita su asignación de columnas.',
    format: 'Elige CSV, OFX o QFX.',
    assignmentsEmpty: 'Elige al menos un movimiento para importar.',
    lineUnknown: 'El archivo no contiene ningún movimiento legible con este número.',
    lineTwice: 'Un movimiento está elegido dos veces: cada uno se puede importar una sola vez.',
    ruleText: 'Escribe el texto que contiene el beneficiario: de 1 a 100 caracteres.',
    ruleNotFound: 'No se encontró la regla.',
    tooManyRules: 'Puedes tener como máximo 500 reglas.',
  },
};

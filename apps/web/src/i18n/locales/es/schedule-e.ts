/** Spanish texts of the Schedule E screen (see ../../en/schedule-e.ts). */
import type { TScheduleETexts } from '../../types';

export const scheduleE: TScheduleETexts = {
  title: 'Schedule E',
  subtitle:
    'Un año fiscal de tus movimientos, repartido en las líneas del Schedule E (Form 1040), parte I, con una columna por propiedad.',
  loading: 'Cargando el Schedule E…',
  loadFailed: 'No se pudo cargar el Schedule E.',
  year: 'Año fiscal',
  download: 'Descargar CSV',
  print: 'Imprimir',
  notAdvice:
    'Una hoja de trabajo hecha con tus movimientos para preparar el formulario, no asesoramiento fiscal.',
  empty: {
    title: 'Nada en el Schedule E de {{year}}',
    text: 'Añade al libro de movimientos los alquileres que cobraste y las facturas que pagaste en {{year}}, y aparecerán aquí, cada uno en su línea.',
    action: 'Abrir el libro de movimientos',
  },
  summary: {
    label: 'Totales de {{year}}',
    rents: 'Alquileres cobrados (23a)',
    expenses: 'Total de gastos (23e)',
    total: 'Ingresos o (pérdida) (26)',
  },
  table: {
    label: 'Parte I, {{year}}',
    line: 'Línea',
    item: 'Concepto',
    property: 'Propiedad {{letter}}',
    use: 'Días y proporción',
    useLabel: 'Días y proporción de la propiedad {{letter}}, {{address}}',
  },
  rows: {
    address: 'Dirección',
    type: 'Tipo de propiedad',
    fairRentalDays: 'Días de alquiler a precio justo',
    personalUseDays: 'Días de uso personal',
    rentalPercent: 'Parte alquilada',
    expenseShare: 'Proporción declarada de cada gasto',
    totalExpenses: 'Total de gastos',
    income: 'Ingresos o (pérdida)',
  },
  lines: {
    line3: 'Alquileres cobrados',
    line5: 'Publicidad',
    line6: 'Vehículo y viajes',
    line7: 'Limpieza y mantenimiento',
    line8: 'Comisiones',
    line9: 'Seguros',
    line10: 'Honorarios legales y de otros profesionales',
    line11: 'Honorarios de administración',
    line12: 'Intereses hipotecarios pagados a bancos, etc.',
    line13: 'Otros intereses',
    line14: 'Reparaciones',
    line15: 'Materiales',
    line16: 'Impuestos',
    line17: 'Suministros (agua, luz, gas)',
    line18: 'Gasto de amortización o agotamiento',
    line19: 'Otros gastos',
  },
  notComputed: 'Sin calcular',
  depreciationNote:
    'La línea 18, la amortización, no se suma a partir de los movimientos: añádela con los datos de tus registros de amortización. La línea 20 no la incluye.',
  notices: {
    home: 'La propiedad {{letter}} tuvo uso personal durante más de 14 días y más del 10% de sus días de alquiler: cuenta como vivienda, y sus deducciones pueden quedar limitadas a lo que cobraste de alquiler (IRS Publication 527, Worksheet 5-1).',
    minimal:
      'La propiedad {{letter}} es una vivienda alquilada menos de 15 días: su alquiler no se declara y sus gastos no se deducen, así que queda fuera de los totales (IRS Publication 527).',
    split:
      'Propiedad {{letter}}: se declara el {{share}} de cada gasto, según la parte alquilada y los días de alquiler frente a los de uso personal (IRS Publication 527).',
  },
  totals: {
    title: 'Resumen',
    rents: 'Total de todos los importes declarados en la línea 3',
    mortgageInterest: 'Total de todos los importes declarados en la línea 12',
    totalExpenses: 'Total de todos los importes declarados en la línea 20',
    income: 'Ingresos (importes positivos de la línea 21)',
    losses: 'Pérdidas (línea 21, antes de los límites del Form 8582)',
    total: 'Total de ingresos o (pérdida) por alquiler de inmuebles',
  },
  useDialog: {
    title: 'Días y proporción de la propiedad {{letter}}',
    description:
      'Cómo se usó {{address}} en {{year}} (IRS Publication 527). Los gastos se reparten según la parte alquilada y, si hubo uso personal, según los días de alquiler.',
    fairRentalDays: 'Días de alquiler a precio justo',
    fairRentalDaysHint: 'Días en que estuvo alquilada a un precio justo. Déjalo vacío si no lo sabes.',
    personalUseDays: 'Días de uso personal',
    personalUseDaysHint:
      'Días de uso por ti, por tu familia o por cualquiera que pagara menos de un alquiler justo.',
    rentalPercent: 'Parte alquilada (%)',
    rentalPercentHint: 'Toda la propiedad es 100. Una habitación que ocupa el 15% de la casa es 15.',
    save: 'Guardar',
    saving: 'Guardando…',
    cancel: 'Cancelar',
    saved: 'Días y proporción guardados',
    failed: 'No se pudieron guardar los días y la proporción.',
  },
};

/** Spanish texts of the goals screens (see ../../en/goals.ts). */
import type { TGoalsTexts } from '../../types';

export const goals: TGoalsTexts = {
  loading: 'Cargando...',
  backToDashboard: 'Volver al panel',
  settings: {
    title: 'Configuración de la cartera',
    text: 'Define los objetivos de inversión que se muestran en tu panel y en la barra lateral.',
  },
  account: {
    title: 'Configuración de la cuenta',
    text: 'Gestiona tu cuenta y tus objetivos de inversión.',
    planLabel: 'Tu plan',
    tabsLabel: 'Secciones de la configuración de la cuenta',
    goalsTab: 'Objetivos de inversión',
  },
  form: {
    title: 'Objetivos de inversión',
    text: 'Las metas con las que se mide tu progreso.',
    loading: 'Cargando tus objetivos...',
    loadFailed: 'No se pudieron cargar tus objetivos.',
    suggested:
      'Estas son metas sugeridas. Cambia las que quieras y elige Guardar objetivos para hacerlas tuyas.',
    pastDateHint: 'Esta fecha ya ha pasado. Elige una nueva para mantener tus objetivos al día.',
    targetValue: 'Valor objetivo de la cartera',
    targetValueHint: 'El valor total de todas tus propiedades.',
    targetCashFlow: 'Flujo de caja mensual objetivo',
    targetCashFlowHint: 'El flujo de caja de todas tus propiedades juntas, cada mes.',
    targetROI: 'ROI medio objetivo (%)',
    targetROIHint: 'El ROI medio de tus propiedades.',
    targetProperties: 'Número de propiedades objetivo',
    targetDate: 'Fecha objetivo',
    save: 'Guardar objetivos',
    saving: 'Guardando...',
    fixErrors: 'Revisa los campos marcados en rojo.',
  },
  toasts: {
    updatedTitle: 'Objetivos actualizados',
    updatedText: 'Se han guardado tus objetivos de inversión.',
    failedTitle: 'Error al actualizar',
    failedText: 'No se pudieron actualizar los objetivos. Inténtalo de nuevo.',
  },
  progress: {
    title: 'Progreso actual',
    text: 'Cuánto ha avanzado hoy tu cartera hacia cada objetivo.',
    loading: 'Cargando tu progreso...',
    loadFailed: 'No se pudo cargar tu progreso.',
    overall: 'Progreso general',
    current: 'Actual',
    target: 'Meta',
    reached: 'Objetivo alcanzado',
    barLabel: 'Progreso: {{title}}',
    noProperties:
      'Aún no tienes propiedades, así que todos los objetivos empiezan en cero. Añade una para ver tu progreso.',
    addProperty: 'Añadir propiedad',
    setupWizard: 'Asistente de configuración de la cartera',
  },
  titles: {
    portfolio_value: 'Valor objetivo de la cartera',
    cash_flow: 'Flujo de caja mensual objetivo',
    properties: 'Número de propiedades objetivo',
    roi: 'ROI medio objetivo',
  },
  propertyCount_one: '{{value}} propiedad',
  propertyCount_other: '{{value}} propiedades',
  propertyCount_many: '{{value}} propiedades',
};

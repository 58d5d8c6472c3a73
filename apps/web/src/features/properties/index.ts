// The feature's door: what the rest of the app imports from '@/features/properties' (ARCHITECTURE.md "Feature doors").

export { DeletePropertyDialog } from './delete-property-dialog';
export { PropertyForm } from './property-form';
export type { PropertyFormValues } from './property-form-model';
export {
  PROPERTY_DEAL_FIELDS,
  PROPERTY_FORM_DEFAULTS,
  PROPERTY_MONEY_FIELDS,
  toPropertyFormValues,
  toPropertyFormValuesFromAnalysis,
  toPropertyPatch,
} from './property-form-model';
export { PropertyLoadFailed, PropertyLoading, PropertyNotFound } from './property-screen-states';
export { focusMainContent, usePropertyForm } from './use-property-form';
export { parseRecordId, useSavedAnalysis } from './use-saved-analysis';

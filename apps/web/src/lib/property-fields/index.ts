import { DEAL_FIELDS } from '@rentfolio/finance';
import { propertyFieldsOf, type TFormFieldName } from './model';

export * from './model';

/** The product's model of the form fields, from finance's registry of deal inputs. */
export const PROPERTY_FIELDS = propertyFieldsOf(DEAL_FIELDS);

/** A field of the product's forms: a property detail, a deal input, or purchaseDate, currentValue and notes. */
export type FormFieldName = TFormFieldName<typeof DEAL_FIELDS>;

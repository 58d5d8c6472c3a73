/** Spanish texts of the property and deal fields (see ../../en/fields.ts). */
import type { TFieldsTexts } from '../../types';

export const fields: TFieldsTexts = {
  address: { label: 'Dirección de la propiedad', placeholder: '123 Main St' },
  city: { label: 'Ciudad', placeholder: 'Denver' },
  state: { label: 'Estado', placeholder: 'CO' },
  zipCode: { label: 'Código postal', placeholder: '80202' },
  propertyType: { label: 'Tipo de propiedad', placeholder: 'Selecciona un tipo' },
  bedrooms: { label: 'Habitaciones' },
  bathrooms: { label: 'Baños' },
  squareFeet: { label: 'Pies cuadrados' },
  purchasePrice: { label: 'Precio de compra' },
  monthlyRent: { label: 'Alquiler mensual' },
  operatingExpenses: {
    label: 'Gastos operativos (mensuales)',
    hint: 'Servicios, cuotas de HOA, administración y otros gastos mensuales.',
  },
  propertyTaxes: { label: 'Impuestos sobre la propiedad (anuales)' },
  insurance: { label: 'Seguro (anual)' },
  maintenance: { label: 'Mantenimiento (anual)' },
  vacancy: { label: 'Tasa de desocupación (%)' },
  downPayment: { label: 'Pago inicial (%)' },
  interestRate: { label: 'Tasa de interés (%)' },
  loanTerm: { label: 'Plazo del préstamo (años)' },
  closingCosts: { label: 'Gastos de cierre (%)', hint: 'Porcentaje del precio de compra.' },
  rehabCosts: { label: 'Gastos de rehabilitación' },
  purchaseDate: { label: 'Fecha de compra' },
  currentValue: {
    label: 'Valor actual',
    hint: 'Opcional. Si lo dejas en blanco, se usa el precio de compra.',
  },
  isOccupied: { label: 'Ocupada', hint: 'Desmarca la casilla mientras la propiedad esté desocupada.' },
  notes: { label: 'Notas', placeholder: 'Inquilinos, estado de conservación, planes para la propiedad...' },
};

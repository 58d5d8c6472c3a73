import type { TProperty } from '@rentfolio/contracts';
import { NativeSelect, type NativeSelectProps } from '@/components/ui/native-select';

export type PropertySelectProps = NativeSelectProps & {
  properties: readonly TProperty[];
  /** The first option: "choose" (empty value) in a form, "all properties" in a filter. */
  emptyLabel?: string;
};

/** One of the user's properties, by its address and city. */
export function PropertySelect({ properties, emptyLabel, ...props }: PropertySelectProps) {
  return (
    <NativeSelect {...props}>
      <option value="">{emptyLabel ?? '—'}</option>
      {properties.map((property) => (
        <option key={property.id} value={property.id}>
          {property.address}, {property.city}
        </option>
      ))}
    </NativeSelect>
  );
}

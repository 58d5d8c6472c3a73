/**
 * The place of a property, as duplicate detection compares it (docs/product.md "CSV import and export"): its address,
 * city, state and ZIP code, without regard to case, accents written in another Unicode form, commas, full stops or
 * extra spaces; a ZIP+4 compares as its five digits and a missing state or ZIP as empty. Two rows with the same key
 * are the same property for the import's "likely duplicate" check. The browser's preview and the server use this
 * one function, so the preview shows exactly what the import will skip.
 */
export function propertyAddressKey(place: {
  address: string;
  city: string;
  state?: string | null | undefined;
  zipCode?: string | null | undefined;
}): string {
  const text = (value: string | null | undefined) =>
    (value ?? '').normalize('NFKC').toLowerCase().replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();
  const zip = /^\s*(\d{5})/.exec(place.zipCode ?? '')?.[1] ?? '';
  return `${text(place.address)}|${text(place.city)}|${text(place.state)}|${zip}`;
}

// Being built (issue 4); replaced before this lands.
export function AddPropertyPage() {
  return null;
}

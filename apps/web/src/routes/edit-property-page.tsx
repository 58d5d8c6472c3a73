// Being built (issue 4); replaced before this lands.
export function EditPropertyPage(_props: { id: string }) {
  return null;
}

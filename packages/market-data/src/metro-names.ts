/**
 * Zillow's metro files name a metro by its principal city ("Denver, CO"); its city and ZIP files name the same metro
 * in full, as the Census does ("Denver-Aurora-Lakewood, CO"). A key of city and state joins the two.
 */
export function metroKey(city: string, state: string): string {
  return `${city
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()}|${state.trim().toLowerCase()}`;
}

/** "Denver, CO" → city "Denver", state "CO"; null when there is no ", ST" part. */
export function splitPlaceName(name: string): { city: string; state: string } | null {
  const match = /^(.*),\s*([A-Z]{2})(?:-[A-Z]{2})*$/.exec(name.trim());
  if (!match) return null;
  return { city: (match[1] ?? '').trim(), state: match[2] ?? '' };
}

/**
 * The keys a full metro name may be known by, best first: each of its cities (split on "-" and "/") with its first
 * state. "Prescott Valley-Prescott, AZ" gives prescott valley|az, then prescott|az.
 */
export function fullNameKeys(fullName: string): string[] {
  const place = splitPlaceName(fullName);
  if (!place) return [];
  return place.city
    .split(/[-/]/)
    .map((city) => city.trim())
    .filter((city) => city !== '')
    .map((city) => metroKey(city, place.state));
}

/** A place name as the database keys it: lower case, no accents, single spaces ("Cañon City" → "canon city"). */
export function placeNameKey(name: string): string {
  return metroKey(name, '').split('|')[0] ?? '';
}

/** English values that the Spanish texts deliberately leave unchanged, each with its reason where not obvious. */
export const sameAsEnglish: readonly string[] = [
  'Rentfolio', // product name
  '© {{year}} Rentfolio', // product name
  'Pro', // plan name
  'ROI', // the abbreviation Spanish-speaking investors use as it is
  'NOI', // idem (ingreso operativo neto); the full labels spell it out
  'No', // same word in Spanish
  'Error', // same word in Spanish
  'Schedule E', // name of the US tax form (screen title and menu entry)
  'ABCDE-FGHJK', // the shape of a backup code
  '123 Main St', // US example address, street, city, state and ZIP: the properties are in the US
  '123 Main Street',
  'Denver',
  'CO',
  '80202',
  '{{figure}}: {{rating}}', // placeholders and punctuation only
  '–', // a figure that was not given
  '—', // an empty preview value
  'CSV', // file format name
  '{{name}} · {{size}} · {{format}}', // placeholders and separators only
];

/** English values that the Italian texts deliberately leave unchanged, each with its reason where not obvious. */
export const sameAsEnglish: readonly string[] = [
  'Rentfolio', // product name
  '© {{year}} Rentfolio', // product name
  'Account', // the usual Italian word in apps
  'Email', // the usual Italian word in apps
  'Password', // the usual Italian word in apps
  'Dashboard', // the usual Italian word in finance apps
  'Pro', // plan name
  'Schedule E', // name of the US tax form (screen title and menu entry)
  'ROI', // abbreviations Italian investors use as they are
  'IRR',
  'DSCR',
  'GRM',
  'NOI',
  'Formula', // same word in Italian
  'No', // same word in Italian
  'Neon', // theme name, same word in Italian
  'ABCDE-FGHJK', // the shape of a backup code
  '123 Main St', // US example address, city, state and ZIP: the properties are in the US
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

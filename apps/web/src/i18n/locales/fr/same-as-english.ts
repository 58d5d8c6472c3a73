/** English values that the French texts keep as they are, each for the reason given (see ./core.ts, ./panels.ts, ./app.ts). */
export const sameAsEnglish: readonly string[] = [
  'Rentfolio', // product name
  '© {{year}} Rentfolio', // product name and year
  'Pro', // plan name
  'Schedule E', // name of the US tax form (screen title and menu entry)
  'Notifications', // same word in French
  'Excellent', // same word in French (deal rating)
  'Score', // the usual word in French too
  'Notes', // same word in French
  'Date', // same word in French (ledger column and field)
  'Actions', // same word in French (ledger column of row buttons)
  'studio', // same word in French (a 0-bedroom unit)
  'Royal', // theme name, same word in French
  'Monochrome', // theme name, same word in French
  '{{count}} analyses', // same spelling in French
  '{{count}} point', // same spelling in French
  '{{count}} points', // same spelling in French
  'ROI', // abbreviation French investors use as is
  'DSCR', // US lending ratio, kept as the abbreviation the formula explains
  'GRM', // US gross rent multiplier, kept as the abbreviation the formula explains
  'NOI', // US net operating income, kept short in tables and formulas; spelled out once as a figure name
  'ABCDE-FGHJK', // the format of a backup code
  '123 Main St', // US address example
  '123 Main Street', // US address example
  'Denver', // US city example
  'CO', // US state example
  '80202', // US ZIP code example
  '–', // dash for a count not given
  '—', // dash for a figure not available
  'CSV', // file format name
  '{{name}} · {{size}} · {{format}}', // placeholders and separators only
];

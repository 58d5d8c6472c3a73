/** English texts that the German translation deliberately leaves unchanged (checked by the translations test). */
export const sameAsEnglish: readonly string[] = [
  'Rentfolio', // product name
  '© {{year}} Rentfolio', // product name
  '(optional)', // the same word in German
  'ABCDE-FGHJK', // format of a backup code
  'Dashboard', // the usual term in German finance apps
  'Pro', // plan name
  'ROI', // abbreviation German investors use as well
  'DSCR', // abbreviation used in German lending too
  'IRR', // abbreviation used in German finance too
  'NOI', // abbreviation used in German real estate too
  '123 Main St', // US example address
  '123 Main Street', // US example address
  'Denver', // US example city
  'CO', // US example state
  '80202', // US example ZIP code
  '{{figure}}: {{rating}}', // placeholders only
  '–', // dash for a missing value
  '—', // dash for a missing value
  'Royal', // theme name, a German loanword as well
  'Neon', // theme name, the same word in German
  'Import/Export', // the usual German term as well
  'Schedule E', // name of the US tax form (screen title and menu entry)
  'CSV', // file format name
  '{{name}} · {{size}} · {{format}}', // placeholders only
];

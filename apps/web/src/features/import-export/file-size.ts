import { i18n } from '@/i18n';

const KB = 1024;
const MB = 1024 * 1024;

/** A file's size in the user's language: "820 kB", "4.2 MB", counted in 1,024s as the import's 10 MB limit is. */
export function formatFileSize(bytes: number): string {
  const [value, unit]: [number, string] =
    bytes >= MB ? [bytes / MB, 'megabyte'] : bytes >= KB ? [bytes / KB, 'kilobyte'] : [bytes, 'byte'];
  return new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit,
    // "439 bytes": the short form of a byte is "byte" in English.
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: unit === 'byte' ? 0 : 1,
  }).format(value);
}

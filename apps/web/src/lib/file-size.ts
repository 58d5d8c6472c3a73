import { i18n } from '@/i18n';

const KB = 1024;
const MB = 1024 * 1024;

/**
 * A file's size in the user's language: "439 bytes", "820 kB", "4.2 MB", counted in 1,024s as the upload limits (10 MB
 * a CSV, statement or receipt) are. Its own module, not lib/format.ts, so the landing page's script does not carry it.
 */
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

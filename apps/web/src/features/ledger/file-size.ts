import { i18n } from '@/i18n';

/** A file's size in the language's notation: bytes under 1 KB, then kB and MB to one decimal (1 MB = 1,048,576 bytes). */
export function formatFileSize(bytes: number): string {
  const [value, unit] =
    bytes < 1024
      ? [bytes, 'byte']
      : bytes < 1024 * 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes / (1024 * 1024), 'megabyte'];
  return new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'byte' ? 0 : 1,
  }).format(value);
}

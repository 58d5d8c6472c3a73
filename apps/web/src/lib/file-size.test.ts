import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('writes bytes under 1 KB whole and in words, then kB and MB of 1,024 to one decimal', async () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1023)).toBe('1,023 bytes');
    expect(formatFileSize(1024)).toBe('1 kB');
    // 240,009 bytes = 234.38 KiB; 10,485,760 bytes = 10 MiB exactly.
    expect(formatFileSize(240_009)).toBe('234.4 kB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    await i18n.changeLanguage('de');
    expect(formatFileSize(240_009)).toBe('234,4 kB');
  });
});

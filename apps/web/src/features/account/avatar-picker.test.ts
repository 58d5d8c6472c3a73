import { describe, expect, it } from 'vitest';
import { readProfilePicture } from './avatar-picker';

// Magic numbers from the formats' specifications: PNG (RFC 2083), JPEG (JFIF SOI), GIF89a, RIFF....WEBP.
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function file(bytes: number[] | Uint8Array, name: string, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe('readProfilePicture', () => {
  it('accepts the four raster formats by their bytes, whatever the declared type', async () => {
    for (const bytes of [
      PNG,
      [0xff, 0xd8, 0xff, 0xe0],
      ascii('GIF89a'),
      [...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP')],
    ]) {
      const result = await readProfilePicture(file(bytes, 'picture.bin', 'application/octet-stream'));
      expect(result.ok).toBe(true);
    }
    const png = await readProfilePicture(file(PNG, 'photo.jpg', 'image/jpeg'));
    expect(png).toEqual({ ok: true, dataUrl: `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}` });
  });

  it('refuses an SVG, even one named .png', async () => {
    const svg = ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await readProfilePicture(file(svg, 'photo.png', 'image/png'))).toEqual({
      ok: false,
      reason: 'avatarSvg',
    });
  });

  it('says a file that claims to be an image is not one', async () => {
    expect(await readProfilePicture(file(ascii('MZ executable'), 'photo.png', 'image/png'))).toEqual({
      ok: false,
      reason: 'avatarDisguised',
    });
  });

  it('refuses another type of file', async () => {
    expect(await readProfilePicture(file(ascii('%PDF-1.7'), 'cv.pdf', 'application/pdf'))).toEqual({
      ok: false,
      reason: 'avatarType',
    });
  });

  it('refuses a file over 2 MB', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    expect(await readProfilePicture(file(big, 'big.png', 'image/png'))).toEqual({
      ok: false,
      reason: 'avatarTooLarge',
    });
  });
});

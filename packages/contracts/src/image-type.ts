import { ACCOUNT_MESSAGES, AVATAR_MAX_BYTES } from './account';

/**
 * The image type of a file, read from its first bytes (its "magic number"), never from its name or declared type:
 * a script renamed photo.png is still a script. Only the four raster formats browsers show safely are recognised.
 * The server decides with these rules; the web client applies the same ones first, for instant feedback.
 */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((byte, i) => bytes[at + i] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** Whether the bytes look like SVG or other XML/HTML markup (after an optional BOM and white space). */
export function looksLikeMarkup(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<');
}

const RASTER_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/webp'];

export type TProfilePictureCheck =
  | { ok: true; type: ImageType }
  | { ok: false; reason: 'avatarTooLarge' | 'avatarSvg' | 'avatarDisguised' | 'avatarType'; message: string };

/**
 * Whether a file may be a profile picture (docs/product.md "Account"), from its bytes; its declared type only picks
 * the clearer refusal (an SVG, or a file that claims to be an image and is not).
 */
export function checkProfilePictureBytes(bytes: Uint8Array, declaredType: string): TProfilePictureCheck {
  const refuse = (reason: Exclude<TProfilePictureCheck, { ok: true }>['reason']) =>
    ({ ok: false, reason, message: ACCOUNT_MESSAGES[reason] }) as const;
  if (bytes.length > AVATAR_MAX_BYTES) return refuse('avatarTooLarge');
  const sniffed = sniffImageType(bytes);
  if (sniffed) return { ok: true, type: sniffed };
  const declared = declaredType.toLowerCase();
  if (declared === 'image/svg+xml' || looksLikeMarkup(bytes)) return refuse('avatarSvg');
  if (RASTER_TYPES.includes(declared)) return refuse('avatarDisguised');
  return refuse('avatarType');
}

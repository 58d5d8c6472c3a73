/** Business constants shared by the API and the web client (docs/product.md "Limits", docs/product.md "Security"). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const ADMIN_PIN_LENGTH = 4;
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,32}$/;
/** Usernames no one may register: the admin account is signed in through the PIN panel only. */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set(['admin', 'administrator', 'root', 'system']);
export const MOBILE_BREAKPOINT_PX = 768;
/** The custom header the web client sends on every request; a cross-site page cannot set it (CSRF defence). */
export const CLIENT_HEADER = 'x-rentfolio-client';
export const CLIENT_HEADER_VALUE = 'web';

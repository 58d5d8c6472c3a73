import { describeMessage, type TMessageCode } from './message-codes';
/**
 * User-facing texts that both the API and the web client produce. Where the product spec gives a text, it is
 * reproduced exactly (docs/product.md "Input rules", "Messages"); the others are plain sentences that say what to do.
 */
export const MESSAGES = {
  fillAllRequired: 'Please fill in all required fields',
  fillAllFields: 'Please fill in all fields',
  invalidEmail: 'Please enter a valid email address.',
  usernameRule: 'Username must be 3 to 32 characters: letters, numbers, dots, dashes or underscores.',
  usernameReserved: 'That username is reserved. Please choose another one.',
  nameTooLong: 'Name must be at most 100 characters.',
  nameRequired: 'Please enter your name.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordTooLong: 'Password must be at most 128 characters long.',
  passwordTooCommon: 'This password is too common. Please choose one that is harder to guess.',
  usernameTaken: 'That username is already taken. Please choose another one.',
  emailTaken: 'An account with that email address already exists.',
  invalidCredentials: 'Invalid username/email or password.',
  notSignedIn: 'You are not signed in.',
  invalidPin: 'Invalid PIN',
  pinLength: 'The PIN must be exactly 4 characters.',
  adminDisabled: 'Admin access is not enabled on this server (ADMIN_PIN is not set).',
  currentPasswordRequired: 'Enter your current password to change your email address.',
  currentPasswordWrong: 'The current password is not correct.',
  profileNothingToUpdate: 'Send a name, an email address or a profile picture to update.',
  analysisNotFound: 'Analysis not found.',
  tooManyAttempts: 'Too many attempts. Please wait {{minutes}} minutes and try again.',
} as const;

/** docs/product.md "Messages" (Limit alert); the API's 403 uses it too, so the client recognises a limit by the word "limit". */
export function formatDealLimitMessage(limit: number): string {
  return `You've reached your Free Plan limit of ${limit} deal analyses. Upgrade to Pro for unlimited analyses and advanced features.`;
}

/** The code of formatDealLimitMessage's text. */
export const dealLimitMessageCode = (limit: number): TMessageCode => ({
  code: 'dealUsage.limitAlert',
  values: { limit },
});

/** A property would take the account past its limit (docs/product.md "Limits"), and the message's code. */
export function propertyLimitMessage(limit: number, current: number) {
  return describeMessage('propertyLimit', { limit, current });
}

export function formatPropertyLimitMessage(limit: number, current: number): string {
  return propertyLimitMessage(limit, current).text;
}

/** Saving one more analysis would pass the account's limit (docs/product.md "Limits"), and the message's code. */
export function savedAnalysisLimitMessage(limit: number) {
  return describeMessage('savedAnalysisLimit', { limit });
}

export function formatSavedAnalysisLimitMessage(limit: number): string {
  return savedAnalysisLimitMessage(limit).text;
}

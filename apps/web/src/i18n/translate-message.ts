import {
  ACCOUNT_MESSAGES,
  EMAIL_CONFIRMATION,
  EMAIL_CONFIRMATION_MESSAGES,
  formatDealLimitMessage,
  GOAL_MESSAGES,
  MESSAGES,
  PROPERTY_MESSAGES,
  SETTINGS_MESSAGES,
  TWO_FACTOR_MESSAGES,
} from '@rentfolio/contracts';
import { validationTexts } from './en/validation';
import { i18n } from './index';

/** The message tables of @rentfolio/contracts, where their translations live, and the values of their placeholders. */
const TABLES: { prefix: string; texts: object; values?: Record<string, number> }[] = [
  { prefix: 'messages', texts: MESSAGES },
  {
    prefix: 'confirmEmail.messages',
    texts: EMAIL_CONFIRMATION_MESSAGES,
    values: { hours: EMAIL_CONFIRMATION.linkValidHours },
  },
  { prefix: 'account.messages', texts: ACCOUNT_MESSAGES },
  { prefix: 'twoFactor.messages', texts: TWO_FACTOR_MESSAGES },
  { prefix: 'validation.property', texts: PROPERTY_MESSAGES },
  { prefix: 'validation.goals', texts: GOAL_MESSAGES },
  { prefix: 'validation.settings', texts: SETTINGS_MESSAGES },
];

const LABELS = validationTexts.labels as Record<string, string>;

/** Messages with a field or a number in them: their English template and the key of their translation. */
const TEMPLATES: { path: string; template: string }[] = [
  ...Object.entries(validationTexts.templates).map(([key, template]) => ({
    path: `validation.templates.${key}`,
    template,
  })),
  { path: 'messages.tooManyAttempts', template: MESSAGES.tooManyAttempts },
  { path: 'dealUsage.limitAlert', template: formatDealLimitMessage('{{limit}}' as unknown as number) },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each English template as a pattern: {{field}} must be a known label, numbers are read back from en-US. */
const PATTERNS = TEMPLATES.map(({ path, template }) => {
  const names: string[] = [];
  const source = escapeRegExp(template).replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_, name: string) => {
    names.push(name);
    return name === 'field' ? '(.+?)' : '(-?[\\d,]+(?:\\.\\d+)?)';
  });
  return { path, names, pattern: new RegExp(`^${source}$`) };
});

function fromTemplate(message: string): string | null {
  for (const { path, names, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values: Record<string, string> = {};
    let isKnown = true;
    names.forEach((name, index) => {
      const text = match[index + 1] ?? '';
      if (name === 'field') {
        const label = Object.keys(LABELS).find((id) => LABELS[id] === text);
        if (label) values.field = i18n.t(`validation.labels.${label}` as never);
        else isKnown = false;
      } else {
        values[name] = new Intl.NumberFormat(i18n.language).format(Number(text.replaceAll(',', '')));
      }
    });
    if (isKnown && i18n.exists(path)) return i18n.t(path as never, values);
  }
  return null;
}

/**
 * The translation of a text that came from @rentfolio/contracts (a client-side validation message, or the same text
 * in a server answer), found by its English wording or by a template with a field's label in it; any other text is
 * shown as it is. The `messages` texts come with the panels and the signed-in app (./en-panels.ts), the others with
 * the app (./en/account.ts, ./en/validation.ts); until they have loaded, the English shows.
 */
export function translateMessage(message: string): string {
  for (const { prefix, texts, values } of TABLES) {
    const key = Object.keys(texts).find(
      (candidate) => (texts as Record<string, string>)[candidate] === message,
    );
    if (key && i18n.exists(`${prefix}.${key}`)) return i18n.t(`${prefix}.${key}` as never, values);
  }
  return fromTemplate(message) ?? message;
}

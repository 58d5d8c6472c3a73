import type { accountTexts, twoFactorTexts } from './en/account';
import type { achievementsTexts } from './en/achievements';
import type { analyticsTexts } from './en/analytics';
import type { dashboardTexts } from './en/dashboard';
import type { fieldsTexts } from './en/fields';
import type { goalsTexts } from './en/goals';
import type { heatmapTexts } from './en/heatmap';
import type { importExportTexts } from './en/import-export';
import type { insightsTexts } from './en/insights';
import type { ledgerTexts } from './en/ledger';
import type { marketTexts } from './en/market';
import type { onboardingTexts } from './en/onboarding';
import type { planActualTexts } from './en/plan-actual';
import type { propertiesTexts } from './en/properties';
import type { rentRollTexts } from './en/rent-roll';
import type { reportsTexts } from './en/reports';
import type { scheduleETexts } from './en/schedule-e';
import type { searchTexts } from './en/search';
import type { settingsTexts } from './en/settings';
import type { validationTexts } from './en/validation';
import type { enApp } from './en-app';
import type { enCore } from './en-core';
import type { enPanels } from './en-panels';

/**
 * French, Spanish and Italian have a plural form for large round numbers ("1 000 000 de biens": Intl.PluralRules
 * says 'many'), which i18next looks up as `key_many` and never falls back from. So beside every `key_other` a
 * language may, and where its rules have that category must (i18n/translations.test.ts), give `key_many`.
 */
type PluralExtras<T> = {
  readonly [K in keyof T as K extends `${infer Base}_other` ? `${Base}_many` : never]?: string;
};

/** The same keys as the English texts `T`, each a string in another language. */
export type DeepStrings<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]>;
} & PluralExtras<T>;

/** The three parts of the texts, loaded separately (./index.ts): the first screen, the panels, the signed-in app. */
export type TCoreTexts = DeepStrings<typeof enCore>;
export type TPanelTexts = DeepStrings<typeof enPanels>;
export type TAppTexts = DeepStrings<typeof enApp>;

/** The areas of the signed-in app's texts, one file each. */
export type TDashboardTexts = DeepStrings<typeof dashboardTexts>;
export type TAnalyticsTexts = DeepStrings<typeof analyticsTexts>;
export type TGoalsTexts = DeepStrings<typeof goalsTexts>;
export type TInsightsTexts = DeepStrings<typeof insightsTexts>;
export type TLedgerTexts = DeepStrings<typeof ledgerTexts>;
export type TPlanActualTexts = DeepStrings<typeof planActualTexts>;
export type TRentRollTexts = DeepStrings<typeof rentRollTexts>;
export type TScheduleETexts = DeepStrings<typeof scheduleETexts>;
export type TReportsTexts = DeepStrings<typeof reportsTexts>;
export type TAchievementsTexts = DeepStrings<typeof achievementsTexts>;
export type TImportExportTexts = DeepStrings<typeof importExportTexts>;
export type TMarketTexts = DeepStrings<typeof marketTexts>;
export type THeatmapTexts = DeepStrings<typeof heatmapTexts>;
export type TOnboardingTexts = DeepStrings<typeof onboardingTexts>;
export type TPropertiesTexts = DeepStrings<typeof propertiesTexts>;
export type TSearchTexts = DeepStrings<typeof searchTexts>;
export type TSettingsTexts = DeepStrings<typeof settingsTexts>;
export type TAccountTexts = DeepStrings<typeof accountTexts>;
export type TTwoFactorTexts = DeepStrings<typeof twoFactorTexts>;
export type TValidationTexts = DeepStrings<typeof validationTexts>;
export type TFieldsTexts = DeepStrings<typeof fieldsTexts>;

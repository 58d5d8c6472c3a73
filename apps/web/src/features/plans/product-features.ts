import type { en } from '@/i18n/en';

export type ProductFeatureKey = keyof typeof en.features;

/**
 * Every feature of Rentfolio (docs/product.md "What Rentfolio is", "Plans"), in the order an investor meets them: the
 * one list that the landing page's grid, the checkout page and the plan dialog show, each with the title and text of
 * `features.<key>`. Every feature is free for every account, so every list of "what is included" is this one.
 * No icons here: the landing page loads its icons after its text (product-feature-icons.ts).
 */
export const PRODUCT_FEATURES = [
  'dealAnalysis',
  'portfolioDashboard',
  'analytics',
  'goals',
  'achievements',
  'market',
  'search',
  'insights',
  'emailReports',
  'csv',
  'twoFactor',
  'account',
  'themes',
  'onboarding',
] as const satisfies readonly ProductFeatureKey[];

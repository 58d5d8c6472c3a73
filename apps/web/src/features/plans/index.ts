// The feature's door: what the rest of the app imports from '@/features/plans' (ARCHITECTURE.md "Feature doors").

export { PRODUCT_FEATURE_ICONS } from './product-feature-icons';
export type { ProductFeatureKey } from './product-features';
export { PRODUCT_FEATURES } from './product-features';
export { UpgradeDialog } from './upgrade-dialog';
export { USAGE_QUERY_KEY, useUsage } from './use-usage';

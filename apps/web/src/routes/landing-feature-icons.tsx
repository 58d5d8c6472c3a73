import type { ProductFeatureKey } from '@/features/plans';
import { PRODUCT_FEATURE_ICONS } from '@/features/plans';

/** The icon of a landing-page feature (loaded after the page: see landing-page.tsx). */
export default function FeatureIcon({ featureKey }: { featureKey: ProductFeatureKey }) {
  const Icon = PRODUCT_FEATURE_ICONS[featureKey];
  return <Icon className="size-5" />;
}

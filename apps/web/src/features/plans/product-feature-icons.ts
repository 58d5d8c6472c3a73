import {
  Calculator,
  ChartLine,
  FileSpreadsheet,
  GitCompareArrows,
  LayoutDashboard,
  Lightbulb,
  type LucideIcon,
  Mail,
  MapPinned,
  Palette,
  ShieldCheck,
  Target,
  Trophy,
  UserRoundCog,
  WandSparkles,
} from 'lucide-react';
import type { ProductFeatureKey } from './product-features';

/** The icon of each product feature (product-features.ts), on the landing page, the checkout page and the plan dialog. */
export const PRODUCT_FEATURE_ICONS: Record<ProductFeatureKey, LucideIcon> = {
  dealAnalysis: Calculator,
  portfolioDashboard: LayoutDashboard,
  analytics: ChartLine,
  goals: Target,
  achievements: Trophy,
  market: MapPinned,
  search: GitCompareArrows,
  insights: Lightbulb,
  emailReports: Mail,
  csv: FileSpreadsheet,
  twoFactor: ShieldCheck,
  account: UserRoundCog,
  themes: Palette,
  onboarding: WandSparkles,
};

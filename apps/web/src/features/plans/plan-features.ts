import {
  Calculator,
  Download,
  GitCompareArrows,
  LayoutDashboard,
  type LucideIcon,
  NotebookPen,
  Palette,
  ShieldCheck,
  Target,
} from 'lucide-react';
import type { en } from '@/i18n/en';

type IncludedFeatureKey = keyof typeof en.plans.includedFeatures;

/**
 * What every account has today, free (docs/product.md "Plans"): only features that exist. A feature is added here
 * when it ships, never before.
 */
export const INCLUDED_FEATURES: { key: IncludedFeatureKey; icon: LucideIcon }[] = [
  { key: 'analysis', icon: Calculator },
  { key: 'savedAnalyses', icon: NotebookPen },
  { key: 'dashboard', icon: LayoutDashboard },
  { key: 'goals', icon: Target },
  { key: 'search', icon: GitCompareArrows },
  { key: 'security', icon: ShieldCheck },
  { key: 'themes', icon: Palette },
  { key: 'export', icon: Download },
];

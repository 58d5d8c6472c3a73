import {
  ChartLine,
  FileSpreadsheet,
  GitCompareArrows,
  Headset,
  Infinity as InfinityIcon,
  Lightbulb,
  type LucideIcon,
  Mail,
  MapPinned,
} from 'lucide-react';
import type { en } from '@/i18n/en';

type ProFeatureKey = keyof typeof en.plans.proFeatures;

/** What the Pro plan lists (spec §6), which Rentfolio includes for everyone. */
export const PRO_FEATURES: { key: ProFeatureKey; icon: LucideIcon }[] = [
  { key: 'analyses', icon: InfinityIcon },
  { key: 'analytics', icon: ChartLine },
  { key: 'market', icon: MapPinned },
  { key: 'search', icon: GitCompareArrows },
  { key: 'email', icon: Mail },
  { key: 'importExport', icon: FileSpreadsheet },
  { key: 'insights', icon: Lightbulb },
  { key: 'support', icon: Headset },
];

/** What the Free plan lists besides its deal-analysis allowance (spec §6). */
export const FREE_FEATURE_KEYS = ['dashboard', 'goals', 'achievements', 'support'] as const;

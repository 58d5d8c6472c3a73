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
  WandSparkles,
} from 'lucide-react';
import type { FeatureKey } from './landing-page';

const ICONS: Record<FeatureKey, LucideIcon> = {
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
  themes: Palette,
  onboarding: WandSparkles,
};

/** The icon of a landing-page feature (loaded after the page: see landing-page.tsx). */
export default function FeatureIcon({ featureKey }: { featureKey: FeatureKey }) {
  const Icon = ICONS[featureKey];
  return <Icon className="size-5" />;
}

import {
  Calculator,
  ChartLine,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  Trophy,
  UserRound,
} from 'lucide-react';
import type { en } from '@/i18n/en';

export type NavItem = {
  href: string;
  labelKey: keyof typeof en.nav;
  icon: LucideIcon;
};

/** The sidebar's links, in the order of spec §2. */
export const SIDEBAR_ITEMS: NavItem[] = [
  { href: '/', labelKey: 'dashboard', icon: LayoutDashboard },
  { href: '/deal-analysis', labelKey: 'dealAnalysis', icon: Calculator },
  { href: '/analytics', labelKey: 'analytics', icon: ChartLine },
  { href: '/achievements', labelKey: 'achievements', icon: Trophy },
  { href: '/account', labelKey: 'account', icon: UserRound },
];

/** The bottom bar under 768 px (spec §2): Dashboard, Analysis, Account, Settings. */
export const BOTTOM_BAR_ITEMS: NavItem[] = [
  { href: '/', labelKey: 'dashboard', icon: LayoutDashboard },
  { href: '/deal-analysis', labelKey: 'analysis', icon: Calculator },
  { href: '/account', labelKey: 'account', icon: UserRound },
  { href: '/settings', labelKey: 'settings', icon: Settings },
];

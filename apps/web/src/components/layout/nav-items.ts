import {
  BarChart3,
  Calculator,
  CreditCard,
  DoorOpen,
  FileSpreadsheet,
  FileText,
  GitCompareArrows,
  LayoutDashboard,
  Lightbulb,
  type LucideIcon,
  Map as MapIcon,
  ReceiptText,
  Scale,
  Search,
  Settings,
  Target,
  TrendingUp,
  Trophy,
  UserRound,
} from 'lucide-react';
import type { en } from '@/i18n/en';

export type NavItem = {
  href: string;
  labelKey: keyof typeof en.nav;
  /** A shorter label for the phone bar, where there is little room. */
  shortLabelKey?: keyof typeof en.nav;
  icon: LucideIcon;
};

/**
 * Every screen a signed-in user can open, in the sidebar's order. A screen gets its link here when it exists, never
 * before (docs/product.md "Navigation"). Settings is also the gear of the sidebar's user card.
 */
export const NAV_ITEMS: NavItem[] = [
  { href: '/', labelKey: 'dashboard', icon: LayoutDashboard },
  { href: '/analytics', labelKey: 'analytics', icon: BarChart3 },
  { href: '/deal-analysis', labelKey: 'dealAnalysis', shortLabelKey: 'analysis', icon: Calculator },
  { href: '/property-search', labelKey: 'search', shortLabelKey: 'searchShort', icon: Search },
  { href: '/property-comparison', labelKey: 'compare', icon: GitCompareArrows },
  { href: '/market-trends', labelKey: 'marketTrends', icon: TrendingUp },
  { href: '/market-heatmaps', labelKey: 'marketHeatmaps', icon: MapIcon },
  { href: '/insights', labelKey: 'insights', icon: Lightbulb },
  { href: '/ledger', labelKey: 'ledger', icon: ReceiptText },
  { href: '/rent-roll', labelKey: 'rentRoll', icon: DoorOpen },
  { href: '/plan-actual', labelKey: 'planActual', icon: Scale },
  { href: '/schedule-e', labelKey: 'scheduleE', icon: FileText },
  { href: '/achievements', labelKey: 'achievements', icon: Trophy },
  { href: '/import-export', labelKey: 'importExport', icon: FileSpreadsheet },
  { href: '/portfolio-settings', labelKey: 'portfolioSettings', icon: Target },
  { href: '/account', labelKey: 'account', icon: UserRound },
  { href: '/subscription', labelKey: 'subscription', icon: CreditCard },
  { href: '/settings', labelKey: 'settings', icon: Settings },
];

/** The sidebar lists every screen but Settings, which is the gear beside the user's name. */
export const SIDEBAR_ITEMS = NAV_ITEMS.filter((item) => item.href !== '/settings');

/** The phone bar shows these four and a More menu holding the rest, so every screen is two taps away at most. */
const BOTTOM_BAR_HREFS = ['/', '/deal-analysis', '/property-search', '/account'];
export const BOTTOM_BAR_ITEMS = BOTTOM_BAR_HREFS.map((href) => NAV_ITEMS.find((item) => item.href === href)!);
export const MORE_MENU_ITEMS = NAV_ITEMS.filter((item) => !BOTTOM_BAR_HREFS.includes(item.href));

/** Whether `location` is the screen of `href` (or one of its sub-pages). */
export function isActiveHref(location: string, href: string): boolean {
  return href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
}

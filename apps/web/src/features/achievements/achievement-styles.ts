import type { TAchievementBadge, TAchievementColor } from '@rentfolio/contracts';
import { DollarSign, Home, type LucideIcon, Percent, Star, Target, TrendingUp, Trophy } from 'lucide-react';

/** The icon of each badge of the catalogue. */
export const BADGE_ICONS: Record<TAchievementBadge, LucideIcon> = {
  trophy: Trophy,
  target: Target,
  'trending-up': TrendingUp,
  home: Home,
  'dollar-sign': DollarSign,
  percent: Percent,
  star: Star,
};

/**
 * Each colour as a tinted disc with a ring: the icon is at least 4.5:1 on its tint in light and dark mode (700/800
 * shades on 100/200 tints, 200/300 shades on 950 tints), well above the 3:1 a graphic needs.
 */
export const COLOR_CLASSES: Record<TAchievementColor, string> = {
  gold: 'bg-amber-100 text-amber-800 ring-amber-400 dark:bg-amber-950 dark:text-amber-300 dark:ring-amber-500/60',
  silver:
    'bg-slate-200 text-slate-700 ring-slate-400 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-400/60',
  bronze:
    'bg-orange-100 text-orange-800 ring-orange-400 dark:bg-orange-950 dark:text-orange-300 dark:ring-orange-500/60',
  blue: 'bg-blue-100 text-blue-700 ring-blue-300 dark:bg-blue-950 dark:text-blue-300 dark:ring-blue-500/60',
  green:
    'bg-emerald-100 text-emerald-800 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-300 dark:ring-emerald-500/60',
  purple:
    'bg-violet-100 text-violet-700 ring-violet-300 dark:bg-violet-950 dark:text-violet-300 dark:ring-violet-500/60',
  red: 'bg-red-100 text-red-700 ring-red-300 dark:bg-red-950 dark:text-red-300 dark:ring-red-500/60',
};

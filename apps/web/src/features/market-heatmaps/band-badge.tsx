import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { BAND_COLOURS, type TColourBand } from './heatmap-model';

/** Text and background of each band, readable (4.5:1) in light and dark mode; the dot is the map's colour. */
const BAND_CLASSES: Record<TColourBand, string> = {
  high: 'border-emerald-700/30 bg-emerald-50 text-emerald-900 dark:border-emerald-400/30 dark:bg-emerald-950 dark:text-emerald-100',
  moderate:
    'border-amber-700/30 bg-amber-50 text-amber-900 dark:border-amber-400/30 dark:bg-amber-950 dark:text-amber-100',
  low: 'border-red-700/30 bg-red-50 text-red-900 dark:border-red-400/30 dark:bg-red-950 dark:text-red-100',
  neutral:
    'border-sky-700/30 bg-sky-50 text-sky-900 dark:border-sky-400/30 dark:bg-sky-950 dark:text-sky-100',
  none: 'border-border bg-muted text-muted-foreground',
};

export type BandBadgeProps = {
  band: TColourBand;
  children: ReactNode;
  className?: string;
};

/** A value in its colour band: the words say the band too, so that the colour is never the only sign. */
export function BandBadge({ band, children, className }: BandBadgeProps) {
  return (
    <span
      data-band={band}
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-0.5 font-medium text-xs tabular-nums',
        BAND_CLASSES[band],
        className,
      )}
    >
      <BandDot band={band} />
      {children}
    </span>
  );
}

export function BandDot({ band, className }: { band: TColourBand; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-2.5 shrink-0 rounded-full', className)}
      style={{ backgroundColor: BAND_COLOURS[band] }}
    />
  );
}

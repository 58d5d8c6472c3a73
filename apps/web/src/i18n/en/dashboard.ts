/** English texts of the dashboard screens (one file per area, owned with its feature). */
export const dashboardTexts = {
  loading: 'Loading...',
} as const;

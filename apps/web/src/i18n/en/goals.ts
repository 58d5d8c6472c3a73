/** English texts of the goals screens (one file per area, owned with its feature). */
export const goalsTexts = {
  loading: 'Loading...',
} as const;

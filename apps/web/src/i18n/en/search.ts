/** English texts of the search screens (one file per area, owned with its feature). */
export const searchTexts = {
  loading: 'Loading...',
} as const;

/** English texts of the properties screens (one file per area, owned with its feature). */
export const propertiesTexts = {
  loading: 'Loading...',
} as const;

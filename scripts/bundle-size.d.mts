export type Sizes = { raw: number; gzip: number; brotli: number };
export const LANDING_JS_GZIP_BUDGET: number;
export const CHUNK_GZIP_BUDGET: number;
export function sizesOf(buffer: Buffer): Sizes;
export function measureBundle(distDir: string): {
  landingFiles: string[];
  landing: Sizes;
  largest: Sizes & { file: string };
  chunkCount: number;
};

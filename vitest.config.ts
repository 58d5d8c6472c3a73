import { defineConfig } from 'vitest/config';

// Unit tests sit next to the code (*.test.ts); API tests (*.api.test.ts) run through app.inject() on a real
// SQLite file and, when TEST_DATABASE_URL is set, on PostgreSQL too (see apps/server/test/setup/global-setup.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'apps/server/**/*.test.ts',
            'docs/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          globalSetup: ['apps/server/test/setup/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        root: './apps/web',
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});

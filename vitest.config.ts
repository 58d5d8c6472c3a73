import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Unit tests sit next to the code (*.test.ts); API tests (*.api.test.ts) run through app.inject() on a real
// SQLite file and, when TEST_DATABASE_URL is set, on PostgreSQL too (see apps/server/test/setup/global-setup.ts).
//
// The files of a project share one module graph per worker (isolate: false): importing the server or React and
// i18next once per worker instead of once per file is most of the suite's time. So a test file leaves no state
// behind: a pinned clock, a spy or an environment variable is restored in afterEach, and the web setup file puts
// the page (address, storage, <html> attributes, language) back before each file. The few web files that replace
// a module with vi.mock run isolated, in their own project, since a mocked module would leak into the files after.
const WEB_FILES_WITH_MODULE_MOCKS = [
  'src/features/deal-analysis/deal-analysis-page.test.tsx',
  'src/features/import-export/use-import-run.test.tsx',
  'src/features/import-export/csv-source.test.tsx',
  'src/features/achievements/achievements-page.test.tsx',
  'src/features/achievements/achievement-tabs.test.tsx',
];

/**
 * The longest files first: the hostile-input suite's parts (a minute or more each) are small files, which Vitest's
 * own order (without timings of an earlier run, as in CI: larger files first) would start last, leaving the other
 * workers idle while they finish.
 */
class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLong = (file: TestSpecification) => file.moduleId.includes('/hostile-input.');
    return [...sorted.filter(isLong), ...sorted.filter((file) => !isLong(file))];
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirstSequencer },
    // Vitest's default is one worker per core but one; the API files mostly wait on their database (fsync, a
    // PostgreSQL round trip), so three workers keep two cores busy.
    maxWorkers: 3,
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
          isolate: false,
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
          exclude: WEB_FILES_WITH_MODULE_MOCKS,
          setupFiles: ['./src/test/setup.ts'],
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        root: './apps/web',
        test: {
          name: 'web-isolated',
          environment: 'jsdom',
          include: WEB_FILES_WITH_MODULE_MOCKS,
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});

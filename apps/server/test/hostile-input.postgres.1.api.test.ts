import { describe, it } from 'vitest';
import { describeHostileInput } from './hostile/suite';
import { TEST_DIALECTS } from './setup/test-db';

// The hostile-input suite (hostile/suite.ts) on PostgreSQL, part 1 of 3 (the parts run side by side), when
// TEST_DATABASE_URL gives one.
if (TEST_DIALECTS.includes('postgres')) describeHostileInput('postgres', { index: 0, count: 3 });
else describe('hostile input on postgres', () => it.skip('needs TEST_DATABASE_URL', () => {}));

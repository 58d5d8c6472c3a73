import { describe, it } from 'vitest';
import { describeHostileInput } from './hostile/suite';
import { TEST_DIALECTS } from './setup/test-db';

// The hostile-input suite (hostile/suite.ts) on PostgreSQL, when TEST_DATABASE_URL gives one.
if (TEST_DIALECTS.includes('postgres')) describeHostileInput('postgres');
else describe('hostile input on postgres', () => it.skip('needs TEST_DATABASE_URL', () => {}));

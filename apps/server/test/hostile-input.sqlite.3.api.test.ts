import { describeHostileInput } from './hostile/suite';

// The hostile-input suite (hostile/suite.ts) on SQLite, part 3 of 3 (the parts run side by side).
describeHostileInput('sqlite', { index: 2, count: 3 });

import { describeHostileInput } from './hostile/suite';

// The hostile-input suite (hostile/suite.ts) on SQLite, part 1 of 3 (the parts run side by side).
describeHostileInput('sqlite', { index: 0, count: 3 });

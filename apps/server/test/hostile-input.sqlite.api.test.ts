import { describeHostileInput } from './hostile/suite';

// The hostile-input suite (hostile/suite.ts) on SQLite.
describeHostileInput('sqlite');

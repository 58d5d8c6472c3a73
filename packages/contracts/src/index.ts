export * from './auth';
export * from './common-passwords';
export * from './constants';
export * from './deal';
export * from './errors';
export * from './messages';
export * from './plans';
export * from './user';

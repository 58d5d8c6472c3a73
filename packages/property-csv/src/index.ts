export * from './address-key';
export * from './cells';
export * from './columns';
export * from './export';
export * from './parse';

export * from './amounts';
export * from './csv';
export * from './matching';
export * from './ofx';
export * from './sgml';
export * from './types';

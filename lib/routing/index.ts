export * from './constants';
export * from './parse-path';
export * from './carried-query';
export * from './resolve-request';
export * from './links';
export * from './listing-view';
export * from './query-flags';

export * from './shops';
export * from './themes';
export * from './catalog';
export * from './listings';
export * from './content';
export * from './customers';
export * from './checkout';
export * from './documents';

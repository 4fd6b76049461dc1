export * from './merchants';
export * from './users';
export * from './locations';
export * from './catalogue';
export * from './sales';
export * from './loyalty';
export * from './integrations';
export * from './system';

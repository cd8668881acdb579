export * from './messages';
export * from './account';
export * from './domain';
export * from './password';

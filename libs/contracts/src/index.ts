export * from './subjects';
export * from './error-codes';
export * from './envelope';
export * from './context';
export * from './health/health.response';
export * from './auth/organization.messages';
export * from './auth/user.messages';
export * from './auth/api-key.messages';

export * from './envelope';
export * from './messages';
export * from './plans';
export * from './health';
export * from './limits';
export * from './user';
export * from './auth.schemas';
export * from './validation';

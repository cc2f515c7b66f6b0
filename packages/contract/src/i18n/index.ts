export * from './languages';
export * from './catalog-areas';
export * from './contract-messages';
export type { Language } from '../settings.schemas';

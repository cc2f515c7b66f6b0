import type { Migration } from 'kysely';
import * as accounts from './0001-accounts';

/** Every migration, in order. Add new ones here; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
};

import type { Migration } from 'kysely';
import * as accounts from './0001-accounts';
import * as profile from './0002-profile';
import * as notifications from './0003-notifications';
import * as pages from './0004-pages';

/** Every migration, in order. Add new ones here; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-profile': profile,
  '0003-notifications': notifications,
  '0004-pages': pages,
};

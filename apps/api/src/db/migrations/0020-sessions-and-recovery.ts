import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

/**
 * Account security, round three (decision 034):
 * - `sessions`: one row per signed-in device. A session token names its row (`sid`), so one
 *   device can be signed out, every other one ended, and a fresh proof of identity (password or
 *   mailed code) recorded for this device only.
 * - `mailed_codes`: one open code per purpose and subject (a session to confirm, an account to
 *   recover), hashed, with its guesses counted.
 * - `two_factor`: the mailed code to turn it off moves to `mailed_codes`; the wrong-code streak behind the exponential wait, and an owner's request to
 *   remove a second factor they lost, which takes effect only after a waiting period.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // What the device said it was when it signed in (cut to 256 characters), for the owner's list.
    .addColumn('user_agent', 'text')
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .addColumn('last_used_at', t.ts, (c) => c.notNull())
    // The last time this device proved who it is (password or mailed code) while signed in.
    .addColumn('confirmed_at', t.ts)
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('mailed_codes')
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', t.ts, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('mailed_codes_pk', ['purpose', 'subject_id'])
    .execute();
  await db.schema.createIndex('mailed_codes_user_idx').on('mailed_codes').column('user_id').execute();

  await db.schema
    .alterTable('two_factor')
    .addColumn('failed_codes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('two_factor').addColumn('codes_blocked_until', t.ts).execute();
  await db.schema.alterTable('two_factor').addColumn('failure_alert_at', t.ts).execute();
  await db.schema.alterTable('two_factor').addColumn('recovery_requested_at', t.ts).execute();
  await db.schema.alterTable('two_factor').addColumn('recovery_due_at', t.ts).execute();
  await db.schema.alterTable('two_factor').addColumn('recovery_reminded_at', t.ts).execute();
  await db.schema.createIndex('two_factor_recovery_due_idx').on('two_factor').column('recovery_due_at').execute();
  // The code that turned two-factor off without a password now lives in mailed_codes.
  for (const column of ['disable_code_hash', 'disable_code_expires_at', 'disable_code_attempts']) {
    await db.schema.alterTable('two_factor').dropColumn(column).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('two_factor').addColumn('disable_code_hash', 'text').execute();
  await db.schema.alterTable('two_factor').addColumn('disable_code_expires_at', t.ts).execute();
  await db.schema
    .alterTable('two_factor')
    .addColumn('disable_code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.dropIndex('two_factor_recovery_due_idx').execute();
  for (const column of [
    'recovery_reminded_at',
    'recovery_due_at',
    'recovery_requested_at',
    'failure_alert_at',
    'codes_blocked_until',
    'failed_codes',
  ]) {
    await db.schema.alterTable('two_factor').dropColumn(column).execute();
  }
  await db.schema.dropTable('mailed_codes').execute();
  await db.schema.dropTable('sessions').execute();
}

import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

/**
 * Two-factor sign-in (decision 017): one row per enrolled or enrolling account, its recovery
 * codes, and the open second steps of sign-ins. Also when the password last changed, which
 * Settings shows; unknown (NULL) for passwords set before this release.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema.alterTable('users').addColumn('password_changed_at', t.ts).execute();

  await db.schema
    .createTable('two_factor')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // AES-256-GCM under a key derived from CODE_PEPPER: the secret that signs in once enabled.
    .addColumn('secret_enc', 'text')
    // The secret of a setup not yet confirmed by a first code.
    .addColumn('pending_secret_enc', 'text')
    .addColumn('enabled_at', t.ts)
    // The newest 30-second step a code was accepted for: a code works once in its window.
    .addColumn('last_step', 'integer')
    // A code mailed to an account without a password, to turn two-factor off.
    .addColumn('disable_code_hash', 'text')
    .addColumn('disable_code_expires_at', t.ts)
    .addColumn('disable_code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .addColumn('updated_at', t.ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', t.ts)
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recovery_codes_user_hash_idx')
    .on('recovery_codes')
    .columns(['user_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('two_factor_challenges')
    // The SHA-256 of the challenge token handed to the client; the token itself is never stored.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('is_new_user', t.bool, (c) => c.notNull().defaultTo(false))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', t.ts, (c) => c.notNull())
    .addColumn('consumed_at', t.ts)
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('two_factor_challenges_user_idx')
    .on('two_factor_challenges')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('two_factor_challenges').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('two_factor').execute();
  await db.schema.alterTable('users').dropColumn('password_changed_at').execute();
}

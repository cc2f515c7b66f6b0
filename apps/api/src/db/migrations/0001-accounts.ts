import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types';

/** Accounts: users with their 1:1 profile and settings rows, e-mail codes, login tickets, outbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('google_sub', 'text', (c) => c.unique())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('country', 'text')
    .addColumn('phone', 'text')
    .addColumn('username', 'text')
    .addColumn('username_key', 'text', (c) => c.unique())
    .addColumn('profile_picture_url', 'text')
    .addColumn('profile_picture_key', 'text')
    .addColumn('is_verified', t.bool, (c) => c.notNull().defaultTo(false))
    .addColumn('tier', 'text', (c) => c.notNull().defaultTo('STARTER'))
    .addColumn('tier_expires_at', t.ts)
    .addColumn('has_verified_badge', t.bool, (c) => c.notNull().defaultTo(false))
    .addColumn('verified_badge_type', 'text')
    .addColumn('verified_badge_at', t.ts)
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_logins_window_start', t.ts)
    .addColumn('locked_until', t.ts)
    .addColumn('last_login_at', t.ts)
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .addColumn('updated_at', t.ts, (c) => c.notNull())
    .addCheckConstraint('users_tier_check', sql`tier in ('STARTER', 'RISE', 'BLAZE')`)
    .execute();

  await db.schema
    .createTable('profiles')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('bio', 'text')
    .addColumn('tagline', 'text')
    .addColumn('background_image_url', 'text')
    .addColumn('background_image_key', 'text')
    .addColumn('is_public', t.bool, (c) => c.notNull().defaultTo(true))
    .addColumn('allow_indexing', t.bool, (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .addColumn('updated_at', t.ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('notify_email', t.bool, (c) => c.notNull().defaultTo(true))
    .addColumn('notify_marketing', t.bool, (c) => c.notNull().defaultTo(false))
    .addColumn('notify_security', t.bool, (c) => c.notNull().defaultTo(true))
    .addColumn('show_last_seen', t.bool, (c) => c.notNull().defaultTo(false))
    .addColumn('theme', 'text', (c) => c.notNull().defaultTo('system'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .addColumn('updated_at', t.ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('email_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', t.ts, (c) => c.notNull())
    .addColumn('consumed_at', t.ts)
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .addColumn('updated_at', t.ts, (c) => c.notNull())
    .addCheckConstraint('email_codes_purpose_check', sql`purpose in ('verify_email', 'reset_password')`)
    .execute();
  await db.schema
    .createIndex('email_codes_user_purpose_idx')
    .on('email_codes')
    .columns(['user_id', 'purpose', 'created_at'])
    .execute();

  await db.schema
    .createTable('login_tickets')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('is_new_user', t.bool, (c) => c.notNull().defaultTo(false))
    .addColumn('expires_at', t.ts, (c) => c.notNull())
    .addColumn('used_at', t.ts)
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_email', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('payload', t.json)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', t.ts, (c) => c.notNull())
    .addColumn('sent_at', t.ts)
    .addColumn('last_error', 'text')
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .addColumn('updated_at', t.ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('email_outbox_pending_idx')
    .on('email_outbox')
    .columns(['sent_at', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['email_outbox', 'login_tickets', 'email_codes', 'user_settings', 'profiles', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}

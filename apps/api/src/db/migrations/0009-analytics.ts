import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types';

/**
 * Analytics (api-contract §7, §13): raw events, the daily rollups that serve every window, and
 * the daily salts of the cookieless visitor hash (kept as hex text, the same on both dialects).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('page_id', 'text', (c) => c.references('pages.id').onDelete('set null'))
    .addColumn('social_link_id', 'text', (c) => c.references('social_links.id').onDelete('set null'))
    .addColumn('label', 'text')
    .addColumn('visitor_hash', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('referrer_host', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('country', 'text')
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('browser', 'text')
    .addColumn('os', 'text')
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .addCheckConstraint(
      'analytics_events_type_check',
      sql`type in ('profile_view', 'page_view', 'gallery_view', 'social_click', 'resume_download')`,
    )
    .addCheckConstraint('analytics_events_source_check', sql`source in ('direct', 'social', 'search', 'referral')`)
    .execute();
  await db.schema
    .createIndex('analytics_events_owner_time_idx')
    .on('analytics_events')
    .columns(['owner_user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('analytics_events_owner_type_time_idx')
    .on('analytics_events')
    .columns(['owner_user_id', 'type', 'created_at'])
    .execute();
  await db.schema
    .createIndex('analytics_events_owner_session_idx')
    .on('analytics_events')
    .columns(['owner_user_id', 'session_id'])
    .execute();
  // Finds a returning visitor's running session when this process has not seen them yet.
  await db.schema
    .createIndex('analytics_events_owner_visitor_idx')
    .on('analytics_events')
    .columns(['owner_user_id', 'visitor_hash', 'created_at'])
    .execute();

  await db.schema
    .createTable('analytics_daily')
    .addColumn('owner_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('dim', 'text', (c) => c.notNull())
    .addColumn('dim_value', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visitors', 'integer', (c) => c.notNull().defaultTo(0))
    // The page title or link platform of the day, shown for a page or link deleted since.
    .addColumn('label', 'text')
    .addPrimaryKeyConstraint('analytics_daily_pk', ['owner_user_id', 'day', 'type', 'dim', 'dim_value'])
    .execute();
  // Every read takes one dimension over a range of days (decision 014); the key leads with the day.
  await db.schema
    .createIndex('analytics_daily_owner_dim_day_idx')
    .on('analytics_daily')
    .columns(['owner_user_id', 'dim', 'day'])
    .execute();

  await db.schema
    .createTable('analytics_salts')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('created_at', t.ts, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_salts').execute();
  await db.schema.dropTable('analytics_daily').execute();
  await db.schema.dropTable('analytics_events').execute();
}

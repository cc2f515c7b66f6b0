import type { Language, Settings, SettingsUpdate, Theme } from '@sparklink/contract';
import type { Kysely, Updateable } from 'kysely';
import type { DB, UserSettingsTable } from '../../db/schema';
import { toBool } from '../../db/values';
import { setProfileVisibility } from '../profile/profile.service';
import { getSettingsRow, updateSettingsColumns, type SettingsRow } from './settings.repository';

function toSettings(row: SettingsRow): Settings {
  return {
    notifications: {
      email: toBool(row.notify_email),
      marketing: toBool(row.notify_marketing),
      security: toBool(row.notify_security),
    },
    privacy: {
      profileVisible: toBool(row.is_public),
      allowIndexing: toBool(row.allow_indexing),
      showLastSeen: toBool(row.show_last_seen),
    },
    // Only values that passed UpdateSettingsSchema (or the column defaults) are ever stored.
    appearance: { theme: row.theme as Theme, language: row.language as Language, timeZone: row.time_zone },
  };
}

/** GET /api/settings: user_settings plus the two privacy flags kept on the profile. */
export async function getSettings(db: Kysely<DB>, userId: string): Promise<Settings> {
  return toSettings(await getSettingsRow(db, userId));
}

function settingsColumns({ notifications, privacy, appearance }: SettingsUpdate): Updateable<UserSettingsTable> {
  const columns: Updateable<UserSettingsTable> = {
    notify_email: notifications?.email,
    notify_marketing: notifications?.marketing,
    notify_security: notifications?.security,
    show_last_seen: privacy?.showLastSeen,
    theme: appearance?.theme,
    language: appearance?.language,
    time_zone: appearance?.timeZone,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/**
 * PUT /api/settings: a partial update in one transaction. `profileVisible` is the profile's
 * public flag, so a real change to it leaves the same notice as POST /profile/publish.
 */
export async function updateSettings(db: Kysely<DB>, userId: string, input: SettingsUpdate): Promise<Settings> {
  const now = new Date();
  const columns = settingsColumns(input);
  const { profileVisible, allowIndexing } = input.privacy ?? {};
  await db.transaction().execute(async (trx) => {
    if (Object.keys(columns).length) await updateSettingsColumns(trx, userId, { ...columns, updated_at: now });
    if (profileVisible === undefined && allowIndexing === undefined) return;
    await setProfileVisibility(trx, userId, { isPublic: profileVisible, allowIndexing });
  });
  return getSettings(db, userId);
}

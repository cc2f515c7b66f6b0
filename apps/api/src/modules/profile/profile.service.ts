import { toBool } from '../../db/values';
import { NOTICES } from '../notifications/notices';
import { notify } from '../notifications/notifications.service';
import {
  isReservedUsername,
  LOOK_MESSAGES,
  MESSAGES,
  type ProfileData,
  type UpdateProfileInput,
  type UsernameCheck,
} from '@sparklink/contract';
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { DB, UsersTable } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { resumeExists } from '../resume/resume.repository';
import { effectiveTier } from '../users/user.projection';
import { findUserById, type UserRow } from '../users/user.repository';
import { toProfile, toProfileUser } from './profile.projection';
import { findUserIdByUsernameKey, getProfileRow, updateProfileColumns, updateUserColumns } from './profile.repository';
import { listSocialLinks } from './social-links.repository';
import { ownerMediaUrls, type MediaContext } from '../media/owner-media-urls';
import type { Storage } from '../../plugins/storage';

/** GET /api/profile: the caller's user fields, profile and ordered social links. */
export async function getProfileData(
  app: MediaContext & { storage: Pick<Storage, 'publicUrl'> },
  userId: string,
): Promise<ProfileData> {
  const { db } = app;
  const [user, profile, links, hasResume, media] = await Promise.all([
    findUserById(db, userId),
    getProfileRow(db, userId),
    listSocialLinks(db, userId),
    // The owner's view: a resume counts even while its downloads are turned off.
    resumeExists(db, userId),
    ownerMediaUrls(app, userId),
  ]);
  return { user: toProfileUser(user!, media), profile: toProfile(profile, links, hasResume, media, app.storage) };
}

/**
 * PUT /api/profile: a partial update. Username uniqueness is left to the unique index on
 * `username_key`, so two requests racing for one name also end in 409 rather than a duplicate.
 */
export async function updateProfile(db: Kysely<DB>, userId: string, input: UpdateProfileInput): Promise<void> {
  const now = new Date();
  const userChanges: Updateable<UsersTable> = {};
  if (input.firstName !== undefined) userChanges.first_name = input.firstName;
  if (input.lastName !== undefined) userChanges.last_name = input.lastName;
  if (input.country !== undefined) userChanges.country = input.country;
  if (input.phone !== undefined) userChanges.phone = input.phone;
  if (input.username !== undefined) {
    userChanges.username = input.username;
    userChanges.username_key = input.username.toLowerCase();
  }
  const profileChanges = {
    bio: input.bio,
    tagline: input.tagline,
    look_id: input.lookId,
    look_mode: input.colorMode,
    accent_color: input.accentColor,
    show_gallery: input.showGalleryOnProfile,
  };
  const profileChanged = Object.values(profileChanges).some((value) => value !== undefined);

  try {
    await db.transaction().execute(async (trx) => {
      if (Object.keys(userChanges).length) await updateUserColumns(trx, userId, { ...userChanges, updated_at: now });
      if (profileChanged) await updateProfileColumns(trx, userId, { ...profileChanges, updated_at: now });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', MESSAGES.usernameTaken);
    throw error;
  }
}

/**
 * An own accent colour is a RISE and BLAZE feature (decision 043): on STARTER, setting one is
 * refused as the other plan-gated features are (403 PLAN_LIMIT, `requiredTier`); clearing it is not.
 */
export function assertLookAllowed(user: UserRow, input: UpdateProfileInput): void {
  if (input.accentColor && effectiveTier(user) === 'STARTER') {
    throw new AppError('PLAN_LIMIT', LOOK_MESSAGES.accentColorNeedsPlan, { requiredTier: 'RISE' });
  }
}

/** GET /api/profile/check-username: reserved and taken names are unavailable, except the caller's own. */
export async function checkUsername(db: Kysely<DB>, username: string, caller: UserRow | null): Promise<UsernameCheck> {
  const key = username.toLowerCase();
  const available =
    caller?.username_key === key ||
    (!isReservedUsername(username) && (await findUserIdByUsernameKey(db, key)) === undefined);
  return { username, available, message: available ? MESSAGES.usernameAvailable : MESSAGES.usernameAlreadyTaken };
}

/**
 * The profile's public flag and indexing choice, from POST /profile/publish or PUT /settings (the
 * same flag, api-contract §10). A real change of the public flag is news to the owner.
 */
export async function setProfileVisibility(
  trx: Transaction<DB>,
  userId: string,
  change: { isPublic?: boolean; allowIndexing?: boolean },
): Promise<void> {
  const current = await getProfileRow(trx, userId);
  await updateProfileColumns(trx, userId, {
    is_public: change.isPublic,
    allow_indexing: change.allowIndexing,
    updated_at: new Date(),
  });
  if (change.isPublic !== undefined && toBool(current.is_public) !== change.isPublic) {
    await notify(trx, userId, change.isPublic ? NOTICES.profilePublished : NOTICES.profileUnpublished);
  }
}

/** POST /api/profile/publish. */
export function setPublished(db: Kysely<DB>, userId: string, isPublished: boolean): Promise<void> {
  return db.transaction().execute((trx) => setProfileVisibility(trx, userId, { isPublic: isPublished }));
}

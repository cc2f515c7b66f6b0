import { DATA_EXPORT_MESSAGES as M, UpdateProfileSchema, type UpdateProfileInput } from '@sparklink/contract';
import { AppError } from '../../lib/app-error';
import { uploadBackgroundImage, uploadProfilePicture } from '../profile/profile-images.service';
import { updateProfile } from '../profile/profile.service';
import { spendUploadAllowance } from '../uploads/upload-quota';
import type { ImportRun } from './import-content';

/** The profile fields the archive holds that this server accepts; a value it refuses is left as it is. */
function profileInput(run: ImportRun): UpdateProfileInput {
  const { profile } = run.docs;
  const candidates: Record<string, string | null> = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    country: profile.country,
    phone: profile.phone,
    bio: profile.bio,
    tagline: profile.tagline,
  };
  const input: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(candidates)) {
    if (value === null) continue;
    const parsed = UpdateProfileSchema.safeParse({ [field]: value });
    if (parsed.success) Object.assign(input, parsed.data);
  }
  return input as UpdateProfileInput;
}

/**
 * The archive's username, when the new account has none yet and this server accepts it (its
 * rules, its reserved names); a name someone else holds here is reported, never taken over.
 */
async function importUsername(run: ImportRun): Promise<void> {
  const username = run.docs.profile.username;
  if (!username || run.user.username) return;
  const parsed = UpdateProfileSchema.safeParse({ username });
  try {
    if (!parsed.success) throw new AppError('CONFLICT', M.leftUsernameTaken);
    await updateProfile(run.app.db, run.user.id, { username: parsed.data.username });
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    run.leftOut.push({ kind: 'username', name: username, reason: M.leftUsernameTaken });
  }
}

/** Picture and background through the same sharp pipeline as an upload, and counted as uploads. */
async function importProfileImages(run: ImportRun): Promise<void> {
  const { profilePicture, backgroundImage } = run.docs.profile;
  const images = [
    { entry: profilePicture, store: uploadProfilePicture },
    { entry: backgroundImage, store: uploadBackgroundImage },
  ];
  for (const { entry, store } of images) {
    if (!entry) continue;
    const file = await run.files.read(entry);
    try {
      if (!file) throw new AppError('VALIDATION_ERROR', M.leftUnreadable);
      await spendUploadAllowance(run.app, run.user.id);
      await store(run.app, run.log, run.user.id, file);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      run.leftOut.push({ kind: 'profileImage', name: entry, reason: M.leftUnreadable });
    }
  }
}

/** Names, contact fields, bio and tagline, the username, then the two images. */
export async function importProfile(run: ImportRun): Promise<void> {
  await updateProfile(run.app.db, run.user.id, profileInput(run));
  await importUsername(run);
  await importProfileImages(run);
}

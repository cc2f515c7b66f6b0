import {
  LOOK_MESSAGES,
  LOOK_MODES,
  type LookId,
  type LookMode,
  type ProfileData,
  type ProfileLook,
} from '@sparklink/contract';
import type { MessageId } from '@sparklink/contract/i18n';
import { LOOKS } from '@sparklink/public-site/looks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Banner, type BannerMessage } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { useT } from '../../../i18n/use-t';
import { api, errorMessage } from '../../../lib/api-client';
import { profileQueryOptions } from '../../../lib/profile-query';
import { LookThumbnail } from './look-thumbnail';

const LOOK_NAMES: Record<LookId, MessageId> = {
  paper: 'profile.appearance.look.paper',
  classic: 'profile.appearance.look.classic',
  sunset: 'profile.appearance.look.sunset',
  ocean: 'profile.appearance.look.ocean',
  forest: 'profile.appearance.look.forest',
  electric: 'profile.appearance.look.electric',
  terracotta: 'profile.appearance.look.terracotta',
  studio: 'profile.appearance.look.studio',
  photo: 'profile.appearance.look.photo',
};

const MODE_NAMES: Record<LookMode, MessageId> = {
  light: 'profile.appearance.mode.light',
  dark: 'profile.appearance.mode.dark',
  device: 'profile.appearance.mode.device',
};

/** The look's own accent, shown in the picker until the owner picks theirs. */
const lookAccent = (lookId: LookId) => (LOOKS.find((look) => look.id === lookId) ?? LOOKS[0]!).light.accent;

const radioCard =
  'relative flex cursor-pointer flex-col overflow-hidden rounded-xl border-2 bg-white text-sm font-medium text-slate-800 has-[:checked]:border-brand-600 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2';

/**
 * Profile → Appearance (decision 043): the public portfolio's look, its colour mode and, on RISE
 * and BLAZE, the owner's own accent. Native radio groups, so arrow keys move the choice. Saved
 * through PUT /api/profile; the public pages wear it from the next view.
 */
export function AppearanceSection({
  profile,
  onDraftChange,
}: {
  profile: ProfileData;
  /** Hears the unsaved look, for the live preview (decision 047). */
  onDraftChange?: (look: ProfileLook) => void;
}) {
  const { t, message } = useT();
  const queryClient = useQueryClient();
  const saved: ProfileLook = profile.profile;
  const [look, setLook] = useState<ProfileLook>({
    lookId: saved.lookId,
    colorMode: saved.colorMode,
    accentColor: saved.accentColor,
  });
  const [saving, setSaving] = useState(false);
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const ownAccent = profile.user.subscription !== 'STARTER';
  const thumbnailMode = look.colorMode === 'dark' ? 'dark' : 'light';
  useEffect(() => onDraftChange?.(look), [look, onDraftChange]);

  async function save() {
    setSaving(true);
    setBanner(null);
    try {
      const { data } = await api<ProfileData>('PUT', '/profile', {
        body: { ...look, accentColor: ownAccent ? look.accentColor : null },
      });
      if (data) queryClient.setQueryData(profileQueryOptions.queryKey, data);
      setBanner({ type: 'success', text: t('profile.appearance.saved') });
    } catch (error) {
      setBanner({ type: 'error', text: errorMessage(error, LOOK_MESSAGES.lookInvalid) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="appearance-heading" className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="appearance-heading" className="text-lg font-semibold text-slate-900">
        {t('profile.appearance.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('profile.appearance.description')}</p>

      <fieldset className="mt-5">
        <legend className="text-sm font-semibold text-slate-900">{t('profile.appearance.look')}</legend>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {LOOKS.map((item) => (
            <label key={item.id} className={`${radioCard} border-slate-200`}>
              <input
                type="radio"
                name="portfolio-look"
                value={item.id}
                checked={look.lookId === item.id}
                onChange={() => setLook({ ...look, lookId: item.id })}
                className="sr-only"
              />
              <LookThumbnail look={item} mode={thumbnailMode} />
              <span className="px-3 py-2">{t(LOOK_NAMES[item.id])}</span>
            </label>
          ))}
        </div>
        {look.lookId === 'photo' && <p className="mt-2 text-sm text-slate-600">{t('profile.appearance.photoHint')}</p>}
      </fieldset>

      <fieldset className="mt-6">
        <legend className="text-sm font-semibold text-slate-900">{t('profile.appearance.mode')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {LOOK_MODES.map((mode) => (
            <label
              key={mode}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="portfolio-mode"
                value={mode}
                checked={look.colorMode === mode}
                onChange={() => setLook({ ...look, colorMode: mode })}
                className="h-4 w-4 accent-brand-600"
              />
              {t(MODE_NAMES[mode])}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="mt-6" disabled={!ownAccent}>
        <legend className="text-sm font-semibold text-slate-900">{t('profile.appearance.accent')}</legend>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={ownAccent && look.accentColor !== null}
              onChange={(event) =>
                setLook({ ...look, accentColor: event.target.checked ? lookAccent(look.lookId).toUpperCase() : null })
              }
              className="h-4 w-4 accent-brand-600"
            />
            {t('profile.appearance.accent.own')}
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="color"
              value={(look.accentColor ?? lookAccent(look.lookId)).toLowerCase()}
              disabled={!ownAccent || look.accentColor === null}
              onChange={(event) => setLook({ ...look, accentColor: event.target.value.toUpperCase() })}
              className="h-11 w-14 cursor-pointer rounded border border-slate-300 disabled:cursor-not-allowed disabled:opacity-60"
            />
            {t('profile.appearance.accent.pick')}
          </label>
        </div>
        {ownAccent ? (
          <p className="mt-2 text-sm text-slate-600">{t('profile.appearance.accent.hint')}</p>
        ) : (
          <p className="mt-2 text-sm text-slate-600">
            {`${message(LOOK_MESSAGES.accentColorNeedsPlan)}. `}
            <TextLink to="/dashboard/subscription">{t('profile.links.upgrade')}</TextLink>
          </p>
        )}
      </fieldset>

      <div className="mt-6 space-y-3">
        {banner && <Banner message={banner} />}
        <Button loading={saving} onClick={() => void save()}>
          {t('profile.appearance.save')}
        </Button>
      </div>
    </section>
  );
}

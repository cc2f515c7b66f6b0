import type { Device } from '@sparklink/contract';
import type { Language, MessageId } from '@sparklink/contract/i18n';
import type { Translator } from '../../../i18n/use-t';

/** What the server names a country, browser or OS it could not tell (api-contract §7.2). */
const UNKNOWN = 'Unknown';

const DEVICE_NAMES: Record<Device, MessageId> = {
  Desktop: 'analytics.devices.kind.Desktop',
  Mobile: 'analytics.devices.kind.Mobile',
  Tablet: 'analytics.devices.kind.Tablet',
};

/** The reader's word for an unknown value; browser and OS names read the same in every language. */
export const audienceName = (t: Translator['t'], name: string): string =>
  name === UNKNOWN ? t('analytics.share.unknown') : name;

export const deviceName = (t: Translator['t'], device: string): string =>
  Object.hasOwn(DEVICE_NAMES, device) ? t(DEVICE_NAMES[device as Device]) : audienceName(t, device);

const regionNames = new Map<Language, Intl.DisplayNames>();

/** The country in the reader's language from its ISO code; the server's English name when Intl has none. */
export function countryName(
  lang: Language,
  t: Translator['t'],
  row: { country: string; countryCode: string | null },
): string {
  if (!row.countryCode) return audienceName(t, row.country);
  let names = regionNames.get(lang);
  if (!names) regionNames.set(lang, (names = new Intl.DisplayNames([lang], { type: 'region' })));
  return names.of(row.countryCode) ?? row.country;
}

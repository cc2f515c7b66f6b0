import type { ImportResult, LeftOutKind } from '@sparklink/contract';
import type { MessageId } from '@sparklink/contract/i18n';
import { useT } from '../../../i18n/use-t';

const KIND_NAMES: Record<LeftOutKind, MessageId> = {
  page: 'settings.data.kindPage',
  socialLink: 'settings.data.kindSocialLink',
  galleryItem: 'settings.data.kindGalleryItem',
  username: 'settings.data.kindUsername',
  profileImage: 'settings.data.kindProfileImage',
  resume: 'settings.data.kindResume',
};

/** What an import restored, and what it left out with the reason for each (decision 020). */
export function ImportSummary({ result }: { result: ImportResult }) {
  const { t, message } = useT();
  const { imported, leftOut } = result;
  const items = [
    t('settings.data.restoredPages', { count: imported.pages }),
    t('settings.data.restoredSocialLinks', { count: imported.socialLinks }),
    t('settings.data.restoredGalleryItems', { count: imported.galleryItems }),
    t(imported.resume ? 'settings.data.restoredResume' : 'settings.data.restoredNoResume'),
  ].join(', ');
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p>{t(imported.settings ? 'settings.data.restoredWithSettings' : 'settings.data.restored', { items })}</p>
      {leftOut.length > 0 && (
        <div>
          <p className="font-medium text-slate-800">{t('settings.data.leftOutHeading')}</p>
          <ul aria-label={t('settings.data.leftOutLabel')} className="mt-1 list-disc space-y-0.5 pl-5">
            {leftOut.map((entry, index) => (
              <li key={`${entry.kind}-${entry.name}-${index}`}>
                {t('settings.data.leftOutEntry', {
                  kind: t(KIND_NAMES[entry.kind]),
                  name: entry.name,
                  reason: message(entry.reason),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

import type { ImportResult, LeftOutKind } from '@sparklink/contract';

const KIND_NAMES: Record<LeftOutKind, string> = {
  page: 'Page',
  socialLink: 'Social link',
  galleryItem: 'Gallery item',
  username: 'Username',
  profileImage: 'Profile image',
  resume: 'Resume',
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What an import restored, and what it left out with the reason for each (decision 020). */
export function ImportSummary({ result }: { result: ImportResult }) {
  const { imported, leftOut } = result;
  const restored = [
    count(imported.pages, 'page', 'pages'),
    count(imported.socialLinks, 'social link', 'social links'),
    count(imported.galleryItems, 'gallery item', 'gallery items'),
    imported.resume ? 'your resume' : 'no resume',
  ];
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p>{`Restored your profile, ${restored.join(', ')}${imported.settings ? ' and your settings' : ''}.`}</p>
      {leftOut.length > 0 && (
        <div>
          <p className="font-medium text-slate-800">Not restored as it was:</p>
          <ul aria-label="Not restored as it was" className="mt-1 list-disc space-y-0.5 pl-5">
            {leftOut.map((entry, index) => (
              <li key={`${entry.kind}-${entry.name}-${index}`}>{`${KIND_NAMES[entry.kind]} “${entry.name}”: ${entry.reason}`}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

import type { Resume } from '@sparklink/contract';
import { numberFormat } from '../../../i18n/intl';
import { useT } from '../../../i18n/use-t';
import { formatFileSize, formatUploadedDate } from '../lib/resume-format';

interface ResumeStatsProps {
  resume: Resume;
  uploadedAt: string;
}

export function ResumeStats({ resume, uploadedAt }: ResumeStatsProps) {
  const translator = useT();
  const { t, lang } = translator;
  const stats = [
    { label: t('resume.stats.downloads'), value: numberFormat(lang).format(resume.downloadCount) },
    {
      label: t('resume.stats.visibility'),
      value: resume.isPublic ? t('resume.card.public') : t('resume.card.private'),
    },
    { label: t('resume.stats.fileSize'), value: formatFileSize(translator, resume.fileSize) },
    { label: t('resume.stats.lastUploaded'), value: formatUploadedDate(lang, uploadedAt) },
  ];
  return (
    <section aria-labelledby="resume-stats" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id="resume-stats" className="mb-3 font-semibold text-slate-900">
        {t('resume.stats.title')}
      </h3>
      <dl className="grid grid-cols-2 gap-3">
        {stats.map(({ label, value }) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

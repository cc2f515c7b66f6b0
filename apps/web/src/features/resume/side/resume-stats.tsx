import type { Resume } from '@sparklink/contract';
import { formatFileSize, formatUploadedDate } from '../lib/resume-format';

interface ResumeStatsProps {
  resume: Resume;
  uploadedAt: string;
}

export function ResumeStats({ resume, uploadedAt }: ResumeStatsProps) {
  const stats = [
    { label: 'Downloads', value: String(resume.downloadCount) },
    { label: 'Visibility', value: resume.isPublic ? 'Public' : 'Private' },
    { label: 'File size', value: formatFileSize(resume.fileSize) },
    { label: 'Last uploaded', value: formatUploadedDate(uploadedAt) },
  ];
  return (
    <section aria-labelledby="resume-stats" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id="resume-stats" className="mb-3 font-semibold text-slate-900">
        Resume Stats
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

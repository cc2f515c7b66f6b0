import type { Resume } from '@sparklink/contract';
import { Download, FileText, Globe, Lock, RefreshCw, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { ToggleSwitch } from '../../../components/ui/toggle-switch';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/session/auth-context';
import { useResumeVisibility } from '../api/resume-mutations';
import { formatFileSize, formatUploadedDate } from '../lib/resume-format';
import { resumeShareUrl } from '../lib/resume-share-url';
import { ShareLink } from './share-link';
import { useResumeDownload } from './use-resume-download';

interface ResumeCardProps {
  resume: Resume;
  uploadedAt: string;
  onReplace: () => void;
  onDelete: () => void;
}

/** The uploaded resume: its file, the actions on it, and who may download it. */
export function ResumeCard({ resume, uploadedAt, onReplace, onDelete }: ResumeCardProps) {
  const translator = useT();
  const { t, lang } = translator;
  const visibility = useResumeVisibility();
  const download = useResumeDownload();
  const { user } = useAuth();
  return (
    <article
      aria-labelledby="resume-file-name"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-start gap-4">
        <span className="rounded-xl bg-brand-50 p-3 text-brand-700">
          <FileText aria-hidden className="h-7 w-7" />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <h3 id="resume-file-name" className="truncate text-lg font-semibold text-slate-900">
            {resume.originalName}
          </h3>
          <p className="text-sm text-slate-600">
            {t('resume.card.uploaded', {
              size: formatFileSize(translator, resume.fileSize),
              date: formatUploadedDate(lang, uploadedAt),
            })}
          </p>
          <p className="text-sm text-slate-600">{t('resume.card.downloads', { count: resume.downloadCount })}</p>
        </div>
        <StatusBadge tone={resume.isPublic ? 'success' : 'neutral'} icon={resume.isPublic ? Globe : Lock}>
          {resume.isPublic ? t('resume.card.public') : t('resume.card.private')}
        </StatusBadge>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate(resume.originalName)}>
          <Download aria-hidden className="h-4 w-4" />
          {t('resume.card.download')}
        </Button>
        <Button variant="secondary" onClick={onReplace}>
          <RefreshCw aria-hidden className="h-4 w-4" />
          {t('resume.card.replace')}
        </Button>
        <Button variant="secondary" className="text-red-700" onClick={onDelete}>
          <Trash2 aria-hidden className="h-4 w-4" />
          {t('resume.card.delete')}
        </Button>
      </div>

      <ToggleSwitch
        label={t('resume.card.visibility.label')}
        checked={resume.isPublic}
        disabled={visibility.isPending}
        onCheckedChange={(checked) => visibility.mutate(checked)}
        description={resume.isPublic ? t('resume.card.visibility.public') : t('resume.card.visibility.private')}
      />
      {resume.isPublic && resume.fileUrl && user?.username && <ShareLink url={resumeShareUrl(user.username)} />}
      {!resume.fileUrl && (
        <p className="text-sm text-slate-600">
          <Link to="/dashboard/profile" className="font-medium text-brand-700 underline">
            {t('resume.card.setUsername')}
          </Link>{' '}
          {t('resume.card.setUsernameReason')}
        </p>
      )}
    </article>
  );
}

import type { Resume } from '@sparklink/contract';
import { Download, FileText, Globe, Lock, RefreshCw, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { ToggleSwitch } from '../../../components/ui/toggle-switch';
import { useResumeVisibility } from '../api/resume-mutations';
import { downloadsLabel, formatFileSize, formatUploadedDate } from '../lib/resume-format';
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
  const visibility = useResumeVisibility();
  const download = useResumeDownload();
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
            {formatFileSize(resume.fileSize)} · Uploaded {formatUploadedDate(uploadedAt)}
          </p>
          <p className="text-sm text-slate-600">{downloadsLabel(resume.downloadCount)}</p>
        </div>
        <StatusBadge tone={resume.isPublic ? 'success' : 'neutral'} icon={resume.isPublic ? Globe : Lock}>
          {resume.isPublic ? 'Public' : 'Private'}
        </StatusBadge>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate(resume.originalName)}>
          <Download aria-hidden className="h-4 w-4" />
          Download
        </Button>
        <Button variant="secondary" onClick={onReplace}>
          <RefreshCw aria-hidden className="h-4 w-4" />
          Replace
        </Button>
        <Button variant="secondary" className="text-red-700" onClick={onDelete}>
          <Trash2 aria-hidden className="h-4 w-4" />
          Delete
        </Button>
      </div>

      <ToggleSwitch
        label="Public resume"
        checked={resume.isPublic}
        disabled={visibility.isPending}
        onCheckedChange={(checked) => visibility.mutate(checked)}
        description={
          resume.isPublic ? 'Visitors can download it from your public profile.' : 'Only you can see and download it.'
        }
      />
      {resume.isPublic && resume.fileUrl && <ShareLink url={resume.fileUrl} />}
      {!resume.fileUrl && (
        <p className="text-sm text-slate-600">
          <Link to="/dashboard/profile" className="font-medium text-brand-700 underline">
            Set your username
          </Link>{' '}
          to get a link visitors can download your resume from.
        </p>
      )}
    </article>
  );
}

import { MESSAGES } from '@sparklink/contract';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/session/auth-context';
import { useResumeInfo } from '../api/resume-queries';
import { resumeShareUrl } from '../lib/resume-share-url';
import { DeleteResumeDialog } from '../card/delete-resume-dialog';
import { ResumeCard } from '../card/resume-card';
import { ResumeQuickActions } from '../side/resume-quick-actions';
import { ResumeStats } from '../side/resume-stats';
import { UploadResumeDialog } from '../upload/upload-resume-dialog';
import { ResumeEmpty } from './resume-empty';

/** /dashboard/resume: Resume Management (spec 2 §2). */
export function ResumeScreen() {
  const { t, message } = useT();
  const { user } = useAuth();
  const query = useResumeInfo();
  const [uploadOpen, setUploadOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const resume = query.data?.resume ?? null;
  const uploadedAt = query.data?.resumeUploadedAt ?? null;
  const openUpload = () => setUploadOpen(true);

  return (
    <section aria-labelledby="resume-heading" className="mx-auto max-w-5xl space-y-4">
      <div>
        <h2 id="resume-heading" className="text-2xl font-bold text-slate-900">
          {t('resume.screen.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('resume.screen.intro')}</p>
      </div>
      {query.isPending && <Spinner label={t('resume.screen.loading')} />}
      {query.isError && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {message(MESSAGES.resumeLoadFailed)}
          <Button variant="secondary" onClick={() => void query.refetch()}>
            <RotateCw aria-hidden className="h-4 w-4" />
            {t('resume.screen.tryAgain')}
          </Button>
        </div>
      )}
      {query.isSuccess && (
        <div className="grid gap-4 lg:grid-cols-3">
          <div className="lg:col-span-2">
            {resume && uploadedAt ? (
              <ResumeCard
                resume={resume}
                uploadedAt={uploadedAt}
                onReplace={openUpload}
                onDelete={() => setDeleteOpen(true)}
              />
            ) : (
              <ResumeEmpty onUpload={openUpload} />
            )}
          </div>
          <div className="space-y-4">
            <ResumeQuickActions
              onUpload={openUpload}
              shareUrl={resume?.isPublic && resume.fileUrl && user?.username ? resumeShareUrl(user.username) : null}
              username={user?.username ?? null}
            />
            {resume && uploadedAt && <ResumeStats resume={resume} uploadedAt={uploadedAt} />}
          </div>
        </div>
      )}
      <UploadResumeDialog open={uploadOpen} onOpenChange={setUploadOpen} replacing={Boolean(resume)} />
      <DeleteResumeDialog open={deleteOpen} onOpenChange={setDeleteOpen} />
    </section>
  );
}

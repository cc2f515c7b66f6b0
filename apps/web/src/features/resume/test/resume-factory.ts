import type { Resume, ResumeInfo } from '@sparklink/contract';

const UPLOADED_AT = '2025-03-14T09:30:00.000Z';

/** A ResumeInfo as GET /api/resume/info answers it for owner "ama". */
export function aResumeInfo(resume: Partial<Resume> = {}): ResumeInfo {
  const full: Resume = {
    id: 'resume-1',
    fileName: 'Ama_Mensah_Resume.pdf',
    originalName: 'Ama CV 2025.pdf',
    fileUrl: 'https://sparklink.test/api/public/ama/resume',
    fileSize: 2.5 * 1024 * 1024,
    isPublic: true,
    downloadCount: 7,
    createdAt: UPLOADED_AT,
    updatedAt: UPLOADED_AT,
    ...resume,
  };
  return {
    hasResume: true,
    resumeId: full.id,
    resumeFileName: full.originalName,
    resumeUrl: full.fileUrl,
    allowResumeDownload: full.isPublic,
    resumeUploadedAt: UPLOADED_AT,
    fileSize: full.fileSize,
    downloadCount: full.downloadCount,
    resume: full,
  };
}

export const noResume = (): ResumeInfo => ({
  hasResume: false,
  resumeId: null,
  resumeFileName: null,
  resumeUrl: null,
  allowResumeDownload: false,
  resumeUploadedAt: null,
  fileSize: null,
  downloadCount: null,
  resume: null,
});

import { z } from 'zod';
import { LIMITS } from './limits';
import { MESSAGES } from './messages';

/** Resume requests and answers (api-contract §6). The Resume screen reuses these. */

/** The multipart field of POST /api/resume/upload. */
export const RESUME_FIELD = 'resume';
/** What a resume is accepted as: the file's first bytes decide, never its name (api-contract §1.6). */
export const RESUME_MIME_TYPE = 'application/pdf';
export const RESUME_MAX_BYTES = LIMITS.uploadBytes;

export const ResumeSettingsSchema = z.preprocess(
  (body) => (body && typeof body === 'object' && !Array.isArray(body) ? body : {}),
  z.object({ allowResumeDownload: z.boolean({ error: MESSAGES.allowResumeDownloadBoolean }) }),
);
export type ResumeSettingsInput = z.infer<typeof ResumeSettingsSchema>;

// ---- Answers ----

export interface Resume {
  id: string;
  /** The download name, `First_Last_Resume.pdf`. */
  fileName: string;
  /** The name of the file as it was uploaded. */
  originalName: string;
  /** The public download URL, or null while the owner has no username. */
  fileUrl: string | null;
  fileSize: number;
  /** Equals `allowResumeDownload`. */
  isPublic: boolean;
  downloadCount: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/resume/info and the upload's answer. With no resume every field but the flags is null. */
export interface ResumeInfo {
  hasResume: boolean;
  resumeId: string | null;
  /** The uploaded file's name, as the older server reported it. */
  resumeFileName: string | null;
  resumeUrl: string | null;
  allowResumeDownload: boolean;
  resumeUploadedAt: string | null;
  fileSize: number | null;
  downloadCount: number | null;
  resume: Resume | null;
}

export interface ResumeSettings {
  allowResumeDownload: boolean;
}

/** The ResumeInfo of an owner with no resume (api-contract §6): every field null but the flags. */
export const NO_RESUME: ResumeInfo = {
  hasResume: false,
  resumeId: null,
  resumeFileName: null,
  resumeUrl: null,
  allowResumeDownload: false,
  resumeUploadedAt: null,
  fileSize: null,
  downloadCount: null,
  resume: null,
};

import type { ResumeInfo } from '@sparklink/contract';
import { toBool, toIso } from '../../db/values';
import { resumeDownloadName, type ResumeOwnerNames } from './resume-file-names';
import type { ResumeRow } from './resume.repository';

/** `${PUBLIC_ORIGIN}/api/public/{username}/resume`, or null until the owner picks a username. */
export function publicResumeUrl(publicOrigin: string, username: string | null): string | null {
  return username ? `${publicOrigin}/api/public/${encodeURIComponent(username)}/resume` : null;
}

/** ResumeInfo (api-contract §6): the older flat fields plus the `resume` object the client reads. */
export function toResumeInfo(row: ResumeRow, owner: ResumeOwnerNames, publicOrigin: string): ResumeInfo {
  const url = publicResumeUrl(publicOrigin, owner.username);
  const allow = toBool(row.allow_download);
  const downloadCount = Number(row.download_count);
  return {
    hasResume: true,
    resumeId: row.id,
    resumeFileName: row.original_name,
    resumeUrl: url,
    allowResumeDownload: allow,
    resumeUploadedAt: toIso(row.uploaded_at),
    fileSize: row.file_size,
    downloadCount,
    resume: {
      id: row.id,
      fileName: resumeDownloadName(owner),
      originalName: row.original_name,
      fileUrl: url,
      fileSize: row.file_size,
      isPublic: allow,
      downloadCount,
      createdAt: toIso(row.created_at),
      updatedAt: toIso(row.updated_at),
    },
  };
}

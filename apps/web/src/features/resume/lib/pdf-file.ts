import { MESSAGES, RESUME_MAX_BYTES, RESUME_MIME_TYPE } from '@sparklink/contract';

/** PDF by its declared type; a file the system left untyped still counts by its .pdf name. */
export const isPdfFile = (file: File): boolean =>
  file.type === RESUME_MIME_TYPE || (file.type === '' && /\.pdf$/i.test(file.name));

/** The reason a PDF cannot be sent, checked before uploading (the server checks again). */
export const resumeFileProblem = (file: File): string | null =>
  file.size > RESUME_MAX_BYTES ? MESSAGES.resumeTooLarge : null;

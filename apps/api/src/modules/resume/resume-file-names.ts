/** The names a resume travels under: the download name, the stored original, and the header. */

export interface ResumeOwnerNames {
  firstName: string | null;
  lastName: string | null;
  username: string | null;
}

const dropAccents = (value: string) => value.normalize('NFKD').replace(/\p{M}+/gu, '');

/** Letters, digits, `_` and `-` only, so the name is safe on every file system and in a header. */
function fileNamePart(value: string | null): string {
  return dropAccents(value ?? '')
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .replace(/_{2,}/g, '_')
    .replace(/^[_-]+|[_-]+$/g, '');
}

/** `First_Last_Resume.pdf` (api-contract §6), else `username_Resume.pdf`, else `Resume.pdf`. */
export function resumeDownloadName(owner: ResumeOwnerNames): string {
  const stem =
    [owner.firstName, owner.lastName].map(fileNamePart).filter(Boolean).join('_') || fileNamePart(owner.username);
  return stem ? `${stem}_Resume.pdf` : 'Resume.pdf';
}

const MAX_ORIGINAL_NAME = 255;

/** The uploaded file's name as the owner will see it: no path, no control characters, never empty. */
export function cleanOriginalName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = Array.from(base.replace(/[\p{Cc}\p{Cf}]/gu, '').trim())
    .slice(0, MAX_ORIGINAL_NAME)
    .join('');
  return cleaned || 'resume.pdf';
}

// RFC 5987 attr-chars are letters, digits and !#$&+-.^_`|~; encodeURIComponent leaves '()* too.
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition: attachment` per RFC 6266: an ASCII `filename` every browser reads, plus
 * `filename*` in UTF-8 whenever that fallback had to change the name.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = dropAccents(fileName).replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const header = `attachment; filename="${fallback}"`;
  return fallback === fileName ? header : `${header}; filename*=UTF-8''${encodeExtValue(fileName)}`;
}

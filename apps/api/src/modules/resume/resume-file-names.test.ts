import { describe, expect, it } from 'vitest';
import { attachmentDisposition, cleanOriginalName, resumeDownloadName } from './resume-file-names';

describe('resume file names', () => {
  it.each([
    [{ firstName: 'Ama', lastName: 'Mensah', username: 'ama' }, 'Ama_Mensah_Resume.pdf'],
    [{ firstName: ' Mary Jane ', lastName: "O'Neil", username: 'mj' }, 'Mary_Jane_ONeil_Resume.pdf'],
    [{ firstName: 'Zoë', lastName: 'Ɔsei/../x', username: 'zoe' }, 'Zoe_seix_Resume.pdf'],
    [{ firstName: 'Kwame', lastName: null, username: 'kwame' }, 'Kwame_Resume.pdf'],
    [{ firstName: null, lastName: null, username: 'kofi_dev' }, 'kofi_dev_Resume.pdf'],
    [{ firstName: '李', lastName: '', username: null }, 'Resume.pdf'],
    [{ firstName: null, lastName: null, username: null }, 'Resume.pdf'],
  ])('downloads %o as %s', (owner, expected) => {
    expect(resumeDownloadName(owner)).toBe(expected);
  });

  it('keeps the uploaded name for display, without path, control characters or excess length', () => {
    expect(cleanOriginalName('C:\\Users\\ama\\CV 2025.pdf')).toBe('CV 2025.pdf');
    expect(cleanOriginalName('../../etc/cv.pdf')).toBe('cv.pdf');
    expect(cleanOriginalName('cv\u0000\u202e.pdf')).toBe('cv.pdf');
    expect(cleanOriginalName('   ')).toBe('resume.pdf');
    expect(Array.from(cleanOriginalName(`${'é'.repeat(300)}.pdf`))).toHaveLength(255);
  });

  it('encodes the attachment name per RFC 6266, adding filename* only when the fallback changed it', () => {
    expect(attachmentDisposition('Ama_Mensah_Resume.pdf')).toBe('attachment; filename="Ama_Mensah_Resume.pdf"');
    expect(attachmentDisposition('Résumé (v2).pdf')).toBe(
      `attachment; filename="Resume (v2).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28v2%29.pdf`,
    );
    expect(attachmentDisposition('a "quoted" 100%\\name.pdf')).toBe(
      `attachment; filename="a _quoted_ 100__name.pdf"; filename*=UTF-8''a%20%22quoted%22%20100%25%5Cname.pdf`,
    );
    expect(attachmentDisposition('履歴書.pdf')).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''%E5%B1%A5%E6%AD%B4%E6%9B%B8.pdf`,
    );
  });
});

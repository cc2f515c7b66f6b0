import type { FieldError, FieldErrors, ResolverResult } from 'react-hook-form';
import type { GalleryItemInput } from '../api/gallery-api';
import { itemFormSchema, type ItemFormInput } from '../form/item-form';

/** One chosen file's row; `key` names it in the upload statuses. */
export interface UploadRowInput extends ItemFormInput {
  key: string;
  file: File;
  /** An object URL of the file, revoked when the row leaves. */
  preview: string;
}

export interface UploadRowsInput {
  rows: UploadRowInput[];
}

export interface UploadRowsValues {
  rows: Array<GalleryItemInput & { key: string; file: File }>;
}

type RowErrors = Partial<Record<keyof ItemFormInput, FieldError>>;

/** New images are visible by default and untitled (issue 32: a file's name showed publicly as the title). */
export function newUploadRow(key: string, file: File, preview: string): UploadRowInput {
  return { key, file, preview, title: '', description: '', category: '', tags: '', isVisible: true };
}

/** Checks every row with the item form's schema; a row's errors sit under its index. */
export function uploadRowsResolver({ rows }: UploadRowsInput): ResolverResult<UploadRowsInput, UploadRowsValues> {
  const valid: UploadRowsValues['rows'] = [];
  const rowErrors: Array<RowErrors | undefined> = rows.map((row) => {
    const result = itemFormSchema.safeParse(row);
    if (result.success) {
      valid.push({ ...result.data, key: row.key, file: row.file });
      return undefined;
    }
    const errors: RowErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof ItemFormInput;
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return errors;
  });
  if (valid.length === rows.length) return { values: { rows: valid }, errors: {} };
  const errors: FieldErrors<UploadRowsInput> = { rows: rowErrors };
  return { values: {}, errors };
}

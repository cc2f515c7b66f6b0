import type { FieldError } from '@sparklink/contract';
import { ApiError } from '../../../lib/api-client';

const FORM_PATH =
  /^(type|title|slug|password|headline|subheading|sections\.\d+\.(title|content|items\.\d+\.(title|description|image|link)))$/;

/** `content.sections[0].items[1].link` (the contract's path) → `sections.0.items.1.link` (the form's). */
export function toFormPath(path: string): string | null {
  const formPath = path.replace(/^content\./, '').replace(/\[(\d+)\]/g, '.$1');
  return FORM_PATH.test(formPath) ? formPath : null;
}

/** The field errors of a failed save, on the form's paths; a slug conflict names the slug. */
export function serverFieldErrors(error: unknown): FieldError[] {
  if (!(error instanceof ApiError)) return [];
  if (error.code === 'CONFLICT' && error.errors.length === 0) return [{ path: 'slug', message: error.message }];
  return error.errors.flatMap(({ path, message }) => {
    const formPath = toFormPath(path);
    return formPath ? [{ path: formPath, message }] : [];
  });
}

import type { Page, PageForm, PagePreviewInput } from '@sparklink/contract';
import { formToPageInput } from '../lib/page-form-values';

/**
 * What the live preview is asked to show of the page editor (decision 047): the page's words as a
 * save would send them, over the saved page. A title or slug emptied while typing is left out, so
 * the preview keeps showing the rest; the password never leaves the form for a preview.
 */
export function pagePreviewDraft(form: PageForm, page?: Page): PagePreviewInput {
  const { type, title, slug, content } = formToPageInput(form, page);
  return {
    ...(page ? { id: page.id } : {}),
    page: {
      type,
      ...(title?.trim() ? { title } : {}),
      ...(slug?.trim() ? { slug } : {}),
      content,
    },
  };
}

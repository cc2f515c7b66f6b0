import type { Page, PageForm, PageSection } from '@sparklink/contract';
import type { PageInput } from '../api/pages-api';

export type PageFormSection = PageForm['sections'][number];
export type PageFormItem = PageFormSection['items'][number];

export const emptyItem = (): PageFormItem => ({ title: '', description: '', image: '', link: '' });
export const emptySection = (): PageFormSection => ({ title: '', content: '', items: [] });

export function newPageFormValues(): PageForm {
  return {
    type: 'CUSTOM',
    title: '',
    slug: '',
    headline: '',
    subheading: '',
    sections: [emptySection()],
    isPublished: false,
    isPasswordProtected: false,
    password: '',
    publishAt: '',
    unpublishAt: '',
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function toFormSection(section: PageSection): PageFormSection {
  return {
    title: text(section.title),
    content: text(section.content),
    items: (section.items ?? []).map((item) => ({
      title: text(item.title),
      description: text(item.description),
      image: text(item.image),
      link: text(item.link),
    })),
  };
}

/** Older pages may hold plain-string content: it becomes the first section's text. */
export function pageToFormValues(page: Page): PageForm {
  const content = page.content;
  const fromObject = typeof content === 'object' && content !== null;
  return {
    type: page.type,
    title: page.title,
    slug: page.slug,
    headline: fromObject ? text(content.headline) : '',
    subheading: fromObject ? text(content.subheading) : '',
    sections: fromObject
      ? (content.sections ?? []).map(toFormSection)
      : [{ ...emptySection(), content: text(content) }],
    isPublished: page.isPublished,
    isPasswordProtected: page.isPasswordProtected,
    password: '',
    publishAt: page.publishAt ?? '',
    unpublishAt: page.unpublishAt ?? '',
  };
}

const orUndefined = (value: string) => value || undefined;

function toContentSection(section: PageFormSection): PageSection {
  return {
    type: 'text',
    title: orUndefined(section.title),
    content: section.content,
    items: section.items.length
      ? section.items.map((item) => ({
          title: orUndefined(item.title),
          description: orUndefined(item.description),
          image: orUndefined(item.image),
          link: orUndefined(item.link),
        }))
      : undefined,
  };
}

/**
 * The request body for a save. Content keys the editor does not know are kept. The password is
 * sent only when typed; protection only when it changes, since a STARTER owner may keep an
 * already protected page but may not switch protection on.
 */
export function formToPageInput(form: PageForm, original?: Page): PageInput {
  const kept = original && typeof original.content === 'object' ? original.content : {};
  const input: PageInput = {
    type: form.type,
    title: form.title,
    slug: form.slug,
    isPublished: form.isPublished,
    content: {
      ...kept,
      headline: orUndefined(form.headline),
      subheading: orUndefined(form.subheading),
      // Sections keep their indices so the server's `content.sections[i]` errors land on the right field.
      sections: form.sections.map(toContentSection),
    },
  };
  const password = form.isPasswordProtected ? form.password : '';
  if (!original || original.isPasswordProtected !== form.isPasswordProtected || password) {
    input.isPasswordProtected = form.isPasswordProtected;
  }
  if (password) input.password = password;
  // The schedule is sent only when it changed: a downgraded owner's kept schedule is left alone.
  const publishAt = form.publishAt || null;
  const unpublishAt = form.unpublishAt || null;
  if (publishAt !== (original?.publishAt ?? null)) input.publishAt = publishAt;
  if (unpublishAt !== (original?.unpublishAt ?? null)) input.unpublishAt = unpublishAt;
  return input;
}

import type { Language, MessageId, MessageValues } from '@sparklink/contract/i18n';

/**
 * The words of a public page in its language (decision 026): the server hands `renderPublicPage`
 * a translator per language (the one mail uses), so the public script carries no catalogue.
 * Islands hydrate in the browser without it: the server resolves the few labels they show and
 * passes them as props.
 */
export interface PublicText {
  lang: Language;
  t(id: MessageId, values?: MessageValues): string;
  /** A contract message (PUBLIC_MESSAGES) in this language. */
  message(english: string): string;
}

export type TranslatorFor = (lang: Language) => PublicText;

/** The words of the page being rendered. A render is synchronous, so one slot serves every view. */
let current: PublicText | null = null;

/** Renders with `text` as the words every view of the page reads through `publicText()`. */
export function withPublicText<T>(text: PublicText, render: () => T): T {
  const previous = current;
  current = text;
  try {
    return render();
  } finally {
    current = previous;
  }
}

export function publicText(): PublicText {
  if (!current) throw new Error('A public view renders on the server, inside renderPublicPage');
  return current;
}

import type { Language, MessageId, MessageValues } from '@sparklink/contract/i18n';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The words of a public page in its language (decision 026): the server hands `renderPublicPage`
 * a translator per language (the one mail uses), so the public script carries no catalogue.
 * Islands hydrate in the browser without this context: the server resolves the few labels they
 * show and passes them as props.
 */
export interface PublicText {
  lang: Language;
  t(id: MessageId, values?: MessageValues): string;
  /** A contract message (PUBLIC_MESSAGES) in this language. */
  message(english: string): string;
}

export type TranslatorFor = (lang: Language) => PublicText;

const PublicTextContext = createContext<PublicText | null>(null);

export function PublicTextProvider({ text, children }: { text: PublicText; children: ReactNode }) {
  return <PublicTextContext.Provider value={text}>{children}</PublicTextContext.Provider>;
}

export function usePublicText(): PublicText {
  const text = useContext(PublicTextContext);
  if (!text) throw new Error('A public view renders on the server, inside renderPublicPage');
  return text;
}

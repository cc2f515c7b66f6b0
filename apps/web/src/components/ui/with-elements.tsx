import type { MessageId } from '@sparklink/contract/i18n';
import { Fragment, type ReactElement, type ReactNode } from 'react';
import type { Translator } from '../../i18n/use-t';

/**
 * A message with elements inside its sentence, such as links: "I agree to the {terms} and
 * {privacy}". Each language puts the placeholders where its grammar wants them, so the sentence is
 * not cut into pieces around the elements. The placeholders are filled with themselves, then the
 * text is split at them and each one replaced by its element.
 */
export function withElements(t: Translator['t'], id: MessageId, elements: Record<string, ReactElement>): ReactNode {
  const marked = t(id, Object.fromEntries(Object.keys(elements).map((name) => [name, `{${name}}`])));
  return marked
    .split(/\{(\w+)\}/)
    .map((part, index) => <Fragment key={index}>{index % 2 === 1 ? (elements[part] ?? part) : part}</Fragment>);
}

/** @jsxImportSource @sparklink/public-site/html */
import { linkify } from './linkify';

/**
 * An owner's text with its e-mail addresses, phone numbers and https addresses as links (decision
 * 054). Every piece is a string child or attribute, so the HTML runtime escapes all of it.
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((piece) =>
        piece.kind === 'text' ? (
          piece.text
        ) : (
          <a
            href={piece.href}
            rel={piece.external ? 'nofollow noopener noreferrer ugc' : undefined}
            className="font-medium break-words text-indigo-700 underline"
          >
            {piece.text}
          </a>
        ),
      )}
    </>
  );
}

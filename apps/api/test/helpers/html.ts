/**
 * A public document as a reader sees its characters: the server writes every character past
 * ASCII as a numeric reference (decision 028), read back here so a test can say 'Café · ← Back'.
 */
export const readableHtml = (html: string): string =>
  html.replace(/&#x([0-9a-f]+);/g, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)));

/**
 * What a server-rendered public route shows. The server decides the view (and the HTTP status);
 * the same object is embedded in the page so the client hydrates exactly what was rendered.
 */
export type PublicView = { kind: 'profile-not-found' } | { kind: 'profile-private'; username: string };

export interface PublicAssets {
  /** Hashed script and stylesheet of the public build; absent when the web app is not built. */
  script?: string;
  styles: string[];
}

export interface HeadTags {
  title: string;
  description: string;
  robots: string;
  canonical?: string;
}

import type { PublicView } from './public-view';
import { ProfileNotFound } from './views/profile-not-found';
import { ProfilePrivate } from './views/profile-private';

/** The root of every public page, rendered on the server and hydrated in the browser. */
export function PublicApp({ view }: { view: PublicView }) {
  switch (view.kind) {
    case 'profile-not-found':
      return <ProfileNotFound />;
    case 'profile-private':
      return <ProfilePrivate />;
  }
}

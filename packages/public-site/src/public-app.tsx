/** @jsxImportSource @sparklink/public-site/html */
import type { PublicAssets, PublicView } from './public-view';
import { GalleryView } from './views/gallery/gallery-view';
import { PageNotFound } from './views/page-not-found';
import { PagePassword } from './views/page-password';
import { PageView } from './views/page-view';
import { ProfileNotFound } from './views/profile-not-found';
import { ProfilePrivate } from './views/profile-private';
import { ProfileView } from './views/profile/profile-view';

/** The root of every public page, rendered on the server and hydrated in the browser. */
export function PublicApp({ view, assets }: { view: PublicView; assets?: PublicAssets }) {
  switch (view.kind) {
    case 'profile-not-found':
      return <ProfileNotFound />;
    case 'profile-private':
      return <ProfilePrivate />;
    case 'profile':
      return (
        <ProfileView
          owner={view.owner}
          nav={view.nav}
          profile={view.profile}
          origin={view.site.origin}
          productHome={view.site.productHome}
          gallery={view.gallery}
          shareScript={assets?.shareDialog}
        />
      );
    case 'page':
      return <PageView owner={view.owner} nav={view.nav} page={view.page} />;
    case 'page-locked':
      return <PagePassword owner={view.owner} nav={view.nav} slug={view.slug} error={view.error} />;
    case 'page-not-found':
      return <PageNotFound owner={view.owner} />;
    case 'gallery':
      return <GalleryView owner={view.owner} nav={view.nav} gallery={view.gallery} />;
  }
}

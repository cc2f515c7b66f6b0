/**
 * Takes over the profile's "Share" link (views/profile/share.tsx), bundled with the view beacon:
 * the one script the profile already loads, so the profile gains no script of its own. Where the
 * browser has a share sheet (Web Share API) it opens at once, inside the tap's user activation;
 * elsewhere the dialog's code, a few hundred bytes, is fetched at this first press (decision 045).
 * Any failure leaves the link to do what it does without JavaScript: show `#share`.
 */
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-share]') : null;
  // A plain left click only (as views/gallery/plain-click.ts, not imported: that would be a chunk more).
  if (!link || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const url = link.dataset.share!;
  event.preventDefault();
  if (navigator.share) {
    navigator.share({ title: link.dataset.shareTitle, url }).catch((error: unknown) => {
      // Closed by the visitor: nothing to do. Refused (no permission, nothing to share to): the dialog.
      if (!(error instanceof DOMException && error.name === 'AbortError')) void openDialog(link, url);
    });
    return;
  }
  void openDialog(link, url);
});

/** The dialog's script is named on the dialog by the server (a build entry of its own, decision 045). */
async function openDialog(link: HTMLAnchorElement, url: string) {
  try {
    const script = document.getElementById(link.hash.slice(1))!.dataset.script!;
    const dialog: typeof import('./share-dialog') = await import(/* @vite-ignore */ script);
    dialog.openShareDialog(url);
  } catch {
    location.hash = link.hash;
  }
}

/** A module (the tests import it for its listener); nothing is exported. */
export {};

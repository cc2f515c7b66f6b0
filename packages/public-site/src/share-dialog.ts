import { SHARE_ID } from './views/profile/share-id';

/**
 * The share dialog's behaviour (views/profile/share.tsx), fetched at the first "Share" where the
 * browser has no share sheet: opens the server's <dialog> as a modal (focus kept inside, Escape
 * closes it), shows "Copy link" where the clipboard can be written, and closes on its Close link
 * or a tap beside it.
 */
export function openShareDialog(url: string): void {
  const dialog = document.getElementById(SHARE_ID) as HTMLDialogElement | null;
  if (!dialog) return;
  if (!dialog.dataset.ready) {
    dialog.dataset.ready = 'true';
    const copy = dialog.querySelector<HTMLButtonElement>('[data-share-copy]');
    if (copy && navigator.clipboard) {
      copy.hidden = false;
      const label = copy.textContent;
      copy.addEventListener('click', () => {
        navigator.clipboard.writeText(url).then(
          () => (copy.textContent = copy.dataset.shareCopy ?? label),
          () => {},
        );
      });
      dialog.addEventListener('close', () => (copy.textContent = label));
    }
    // Arrived at /public/{username}#share: the fragment would keep showing it (CSS :target) once closed.
    dialog.addEventListener('close', () => {
      if (location.hash === `#${SHARE_ID}`)
        history.replaceState(history.state, '', location.pathname + location.search);
    });
    dialog.querySelector('[data-share-close]')?.addEventListener('click', (event) => {
      event.preventDefault();
      dialog.close();
    });
    // A tap on the backdrop lands on the dialog itself, outside its box.
    dialog.addEventListener('click', (event) => {
      const box = dialog.getBoundingClientRect();
      const { clientX: x, clientY: y } = event;
      if (event.target === dialog && (x < box.left || x > box.right || y < box.top || y > box.bottom)) dialog.close();
    });
  }
  dialog.showModal();
}

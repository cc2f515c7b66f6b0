import type { PublicGalleryItem } from '@sparklink/contract';
import { useEffect, useLayoutEffect, useRef } from 'react';

/** What the lightbox shows of an image, and its place among all the gallery's images (from 0). */
export type LightboxImage = Pick<PublicGalleryItem, 'imageUrl' | 'title' | 'width' | 'height'> & { position: number };

/** The lightbox's words in the page's language; `position` reads like '{index} of {total}'. */
export interface LightboxLabels {
  close: string;
  previous: string;
  next: string;
  position: string;
}

// Text glyphs rather than icon components keep this chunk inside the public script budget.
const navButton =
  'h-10 w-10 shrink-0 rounded-full bg-white/10 text-2xl leading-none text-white hover:bg-white/20 disabled:opacity-30 focus-visible:outline-2 focus-visible:outline-white';

/** Tab and Shift+Tab cycle through the dialog's enabled buttons only. */
function keepFocusInside(event: KeyboardEvent, dialog: HTMLElement) {
  const buttons = [...dialog.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
  const first = buttons[0];
  const last = buttons[buttons.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey ? active === first || !dialog.contains(active) : active === last || !dialog.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * The full image in a modal dialog: previous and next (disabled at the ends, also ← and →),
 * 'i of n', closed by its button, Escape or a click on the backdrop. Focus moves in on open and,
 * on close, to the card of the image last shown (or back to what had it before).
 */
export function Lightbox(props: {
  item: LightboxImage;
  /** How many images the gallery shows in all: the 'n' of 'i of n'. */
  total: number;
  labels: LightboxLabels;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
  /** The card that shows an image on the page, to take focus when the lightbox closes on it. */
  cardOf: (item: LightboxImage) => HTMLElement | null;
}) {
  const { item, total, labels, hasPrevious, hasNext, onPrevious, onNext, onClose, cardOf } = props;
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // What the close below focuses: the latest image and lookup, not those of the first render.
  const lastShown = useRef({ item, cardOf });
  lastShown.current = { item, cardOf };

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      (lastShown.current.cardOf(lastShown.current.item) ?? opener)?.focus();
    };
  }, []);

  useEffect(() => {
    // Reaching an end disables the button that had focus; keep focus inside the dialog.
    const active = document.activeElement as HTMLButtonElement | null;
    if (!dialogRef.current?.contains(active) || active?.disabled) closeRef.current?.focus();
  }, [item]);

  // A layout effect: the keys must act on the image on screen. A passive effect runs after the
  // paint (Preact's after the next frame), so an arrow pressed as soon as an image loaded from
  // the next page showed went to the previous image's handler and was lost.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowLeft' && hasPrevious) onPrevious();
      else if (event.key === 'ArrowRight' && hasNext) onNext();
      else if (event.key === 'Tab' && dialogRef.current) keepFocusInside(event, dialogRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hasPrevious, hasNext, onPrevious, onNext, onClose]);

  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/90 p-4"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="lightbox-title"
        className="flex max-h-full max-w-5xl flex-col items-center gap-3"
      >
        <div className="flex w-full justify-end">
          <button ref={closeRef} type="button" onClick={onClose} aria-label={labels.close} className={navButton}>
            <span aria-hidden>×</span>
          </button>
        </div>
        <img
          src={item.imageUrl}
          alt={item.title}
          width={item.width}
          height={item.height}
          className="max-h-[75vh] w-auto max-w-full rounded-lg object-contain"
        />
        <div className="flex w-full items-center justify-between gap-4 text-white">
          <button
            type="button"
            onClick={onPrevious}
            disabled={!hasPrevious}
            aria-label={labels.previous}
            className={navButton}
          >
            <span aria-hidden>‹</span>
          </button>
          <div className="min-w-0 text-center">
            <h2 id="lightbox-title" className="font-semibold break-words">
              {item.title}
            </h2>
            <p className="text-sm text-slate-300">
              {labels.position.replace('{index}', String(item.position + 1)).replace('{total}', String(total))}
            </p>
          </div>
          <button type="button" onClick={onNext} disabled={!hasNext} aria-label={labels.next} className={navButton}>
            <span aria-hidden>›</span>
          </button>
        </div>
      </div>
    </div>
  );
}

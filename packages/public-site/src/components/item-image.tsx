/** @jsxImportSource @sparklink/public-site/html */

/**
 * A page item's image in a fixed box (decision 054). If it fails to load, `.sl-item-img`'s
 * pseudo-elements (public.css) draw the box's ground and an "image off" mark over the browser's
 * broken-image icon: CSS only, since the public page runs no framework, its CSP forbids inline
 * handlers and the live preview runs no script at all. The alt is empty: the item's title, its
 * heading right below, already names it (axe image-redundant-alt).
 */
export function ItemImage({ src }: { src: string }) {
  return (
    <div className="aspect-video w-full bg-slate-100" data-item-image>
      <img
        src={src}
        alt=""
        loading="lazy"
        width={640}
        height={360}
        className="sl-item-img block h-full w-full object-cover text-transparent"
      />
    </div>
  );
}

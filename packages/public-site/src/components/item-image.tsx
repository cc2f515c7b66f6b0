/** @jsxImportSource @sparklink/public-site/html */
import { ImageOff } from 'lucide-react';
import { StaticIcon } from '../static-icon';

/**
 * A page item's image over a fallback box (decision 054). The public page runs no framework and
 * its CSP forbids inline handlers, and the preview frame runs no script at all, so the fallback is
 * CSS only: the box is drawn behind the image, a loaded image covers it, and an image that fails
 * to load draws nothing, since a broken image with an empty alt shows neither icon nor text. The
 * alt is empty because the item's title, right below, already names it.
 */
export function ItemImage({ src }: { src: string }) {
  return (
    <div className="relative aspect-video w-full bg-slate-100" data-item-image>
      <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center text-slate-500">
        <StaticIcon icon={ImageOff} className="h-8 w-8" />
      </span>
      <img
        src={src}
        alt=""
        loading="lazy"
        width={640}
        height={360}
        className="relative block h-full w-full object-cover text-transparent"
      />
    </div>
  );
}

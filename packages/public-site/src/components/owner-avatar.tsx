/** @jsxImportSource @sparklink/public-site/html */
import type { OwnerSummary } from '../public-view';

/** The owner's picture in the compact header, or their initial on the accent colour. */
export function OwnerAvatar({ owner }: { owner: OwnerSummary }) {
  return owner.avatar ? (
    <img src={owner.avatar} alt="" width={40} height={40} className="h-10 w-10 shrink-0 rounded-full object-cover" />
  ) : (
    <span
      aria-hidden
      className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-lg font-bold text-white"
    >
      {owner.displayName.charAt(0).toUpperCase()}
    </span>
  );
}

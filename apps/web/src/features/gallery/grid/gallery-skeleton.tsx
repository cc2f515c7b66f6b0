import { useT } from '../../../i18n/use-t';
import { GALLERY_GRID_CLASSES } from './grid-classes';

const TILES = Array.from({ length: 8 }, (_, index) => index);

/** Eight placeholder tiles in the grid's own columns while the list loads (spec 2 §2, §9). */
export function GallerySkeleton() {
  const { t } = useT();
  return (
    <div role="status" aria-label={t('gallery.grid.loading')} className={GALLERY_GRID_CLASSES}>
      {TILES.map((tile) => (
        <div
          key={tile}
          data-testid="gallery-skeleton-tile"
          className="animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white"
        >
          <span className="block aspect-square bg-slate-200" />
          <span className="m-3 block h-4 w-2/3 rounded bg-slate-200" />
        </div>
      ))}
    </div>
  );
}

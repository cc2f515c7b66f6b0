import { MESSAGES } from '@sparklink/contract';
import { RotateCw, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { useGalleryQuery } from '../api/gallery-queries';
import { GalleryEmpty } from '../grid/gallery-empty';
import { GalleryGrid } from '../grid/gallery-grid';
import { GallerySkeleton } from '../grid/gallery-skeleton';
import { UploadDialog } from '../upload/upload-dialog';
import { ShowOnProfileToggle } from './show-on-profile-toggle';

/** /dashboard/gallery: Gallery management (spec 2 §2). */
export function GalleryScreen() {
  const { t, message } = useT();
  const query = useGalleryQuery();
  const [uploading, setUploading] = useState(false);
  const openUpload = () => setUploading(true);
  return (
    <section aria-labelledby="gallery-heading" className="mx-auto max-w-7xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="gallery-heading" className="text-2xl font-bold text-slate-900">
            {t('gallery.screen.title')}
          </h2>
          <p className="text-sm text-slate-600">
            {query.isSuccess && `${t('gallery.screen.count', { count: query.data.length })} `}
            {t('gallery.screen.dragHint')}
          </p>
        </div>
        <Button onClick={openUpload}>
          <Upload aria-hidden className="h-4 w-4" />
          {t('gallery.screen.upload')}
        </Button>
      </div>
      {query.isPending && <GallerySkeleton />}
      {query.isError && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {message(MESSAGES.galleryLoadFailed)}
          <Button variant="secondary" onClick={() => void query.refetch()}>
            <RotateCw aria-hidden className="h-4 w-4" />
            {t('gallery.screen.tryAgain')}
          </Button>
        </div>
      )}
      {query.isSuccess && query.data.length > 0 && <ShowOnProfileToggle />}
      {query.isSuccess &&
        (query.data.length === 0 ? <GalleryEmpty onUpload={openUpload} /> : <GalleryGrid items={query.data} />)}
      <UploadDialog open={uploading} onOpenChange={setUploading} />
    </section>
  );
}

import type { Page } from '@sparklink/contract';
import { useState } from 'react';
import { SortableList } from '../../../components/sortable/sortable-list';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/session/auth-context';
import { publicPageUrl } from '../lib/public-page-url';
import { DeletePageDialog } from './delete-page-dialog';
import { PageRow } from './page-row';
import { usePageActions } from './use-page-actions';
import { useReorderHandler } from './use-reorder-handler';

const pageLabel = (page: Page) => page.title;

/** The owner's pages in their public order; drag a row by its handle to move it. */
export function PagesList({ pages }: { pages: Page[] }) {
  const { t } = useT();
  const { user } = useAuth();
  const { togglePublished, copyUrl, pendingId } = usePageActions();
  const reorder = useReorderHandler();
  const [deleting, setDeleting] = useState<Page | null>(null);
  return (
    <>
      <SortableList items={pages} labelOf={pageLabel} onReorder={reorder}>
        <ul aria-label={t('pages.list.label')} className="space-y-3">
          {pages.map((page) => (
            <PageRow
              key={page.id}
              page={page}
              publicUrl={publicPageUrl(user?.username, page)}
              publishPending={pendingId === page.id}
              onTogglePublished={togglePublished}
              onCopyUrl={(url) => void copyUrl(url)}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      </SortableList>
      <DeletePageDialog page={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

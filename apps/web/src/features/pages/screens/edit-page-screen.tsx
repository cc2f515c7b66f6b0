import { MESSAGES, PAGE_MESSAGES } from '@sparklink/contract';
import { useParams } from 'react-router';
import { Banner } from '../../../components/ui/banner';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { usePageQuery } from '../api/page-queries';
import { PageEditor } from '../editor/page-editor';
import { EditorFrame } from './editor-frame';

/** /dashboard/pages/:pageId/edit */
export function EditPageScreen() {
  const { pageId = '' } = useParams();
  const query = usePageQuery(pageId);
  const { t, message } = useT();
  return (
    <EditorFrame title={t('pages.editor.editTitle')}>
      {query.isPending && <Spinner label={t('pages.editor.loading')} />}
      {query.isError && (
        <Banner
          message={{
            type: 'error',
            text: message(
              query.error instanceof ApiError && query.error.status === 404
                ? PAGE_MESSAGES.notFound
                : MESSAGES.pageLoadFailed,
            ),
          }}
        />
      )}
      {query.data && <PageEditor key={query.data.id} page={query.data} />}
    </EditorFrame>
  );
}

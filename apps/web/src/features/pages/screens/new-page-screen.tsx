import { useT } from '../../../i18n/use-t';
import { PageEditor } from '../editor/page-editor';
import { EditorFrame } from './editor-frame';

/** /dashboard/pages/new */
export function NewPageScreen() {
  const { t } = useT();
  return (
    <EditorFrame title={t('pages.editor.createTitle')}>
      <PageEditor />
    </EditorFrame>
  );
}

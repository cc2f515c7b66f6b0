import { PageEditor } from '../editor/page-editor';
import { EditorFrame } from './editor-frame';

/** /dashboard/pages/new */
export function NewPageScreen() {
  return (
    <EditorFrame title="Create Page">
      <PageEditor />
    </EditorFrame>
  );
}

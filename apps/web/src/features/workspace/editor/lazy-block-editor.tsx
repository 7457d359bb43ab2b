import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockEditorProps } from '@/features/workspace/editor/block-editor';
import { Spinner } from '@/ui/spinner';

// Tiptap and ProseMirror are the heaviest code of the app: they load with the first editor
// shown, in their own chunk, never with the workspace's tree or the first page.
const BlockEditor = lazy(async () => {
  const { BlockEditor: Component } = await import('@/features/workspace/editor/block-editor');
  return { default: Component };
});

function EditorFallback() {
  const { t } = useTranslation('workspace');
  return (
    <div role="status" className="flex min-h-64 items-center justify-center gap-3 text-muted">
      <Spinner className="size-5" />
      <span className="text-sm">{t('editor.loading')}</span>
    </div>
  );
}

export function LazyBlockEditor(props: BlockEditorProps) {
  return (
    <Suspense fallback={<EditorFallback />}>
      <BlockEditor {...props} />
    </Suspense>
  );
}

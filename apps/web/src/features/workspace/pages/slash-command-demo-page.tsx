import { useTranslation } from 'react-i18next';
import { LazyBlockEditor } from '@/features/workspace/editor/lazy-block-editor';
import { demoDocument, demoSteps } from '@/features/workspace/lib/demo-document';
import { useLocalStepHost } from '@/features/workspace/lib/use-local-step-host';

// Pictures in the demo stay in this tab: the browser holds them, nothing is uploaded.
const keepImageInBrowser = (file: File) => Promise.resolve(URL.createObjectURL(file));

/** /slash-command-demo: the block editor with its `/` menu on a local document; no account needed. */
export function SlashCommandDemoPage() {
  const { t } = useTranslation('workspace');
  const stepHost = useLocalStepHost(() => demoSteps(t));
  const keys = [
    { key: '/', text: t('demo.keyOpen') },
    { key: '↑ ↓', text: t('demo.keyMove') },
    { key: 'Enter', text: t('demo.keyInsert') },
    { key: 'Esc', text: t('demo.keyClose') },
  ];

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('demo.title')}</h1>
      <p className="mt-3 text-muted">{t('demo.intro')}</p>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label={t('demo.keysLabel')}>
        {keys.map(({ key, text }) => (
          <li key={key} className="flex items-center gap-2">
            <kbd className="rounded border border-line bg-surface px-1.5 py-0.5 font-mono text-xs">
              {key}
            </kbd>
            <span className="text-muted">{text}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-muted">{t('demo.localOnly')}</p>
      <div className="mt-6 rounded-2xl border border-line bg-raised p-5 shadow-sm sm:p-8">
        <LazyBlockEditor
          initialContent={demoDocument(t)}
          stepHost={stepHost}
          uploadImage={keepImageInBrowser}
          label={t('demo.editorLabel')}
        />
      </div>
    </div>
  );
}

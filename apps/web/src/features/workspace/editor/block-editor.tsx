import type { JSONContent } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import '@/features/workspace/editor/prosemirror-base.css';
import '@/features/workspace/editor/block-editor.css';
import { editorExtensions } from '@/features/workspace/editor/editor-extensions';
import { ImageDialog } from '@/features/workspace/editor/image-dialog';
import { slashCommandTexts } from '@/features/workspace/editor/slash-command-texts';
import { filterCommands, slashCommands } from '@/features/workspace/editor/slash-commands';
import type { SlashBridge, SlashMenuState } from '@/features/workspace/editor/slash-extension';
import { SlashMenu, type SlashMenuHandle } from '@/features/workspace/editor/slash-menu';
import { StepHostContext, type StepHost } from '@/features/workspace/editor/step-host';
import { StepPickerDialog } from '@/features/workspace/editor/step-picker-dialog';

export interface BlockEditorProps {
  /** The document to start from; remount (key) the editor to load another one. */
  initialContent: JSONContent | null;
  onChange?: (document: JSONContent) => void;
  /** The journey's steps; without it the step command is not offered. */
  stepHost?: StepHost | null;
  uploadImage: (file: File) => Promise<string>;
  label: string;
}

type OpenDialog = 'image' | 'step' | null;

/** The Tiptap block editor with its `/` menu, step blocks and image upload. */
export function BlockEditor({
  initialContent,
  onChange,
  stepHost = null,
  uploadImage,
  label,
}: BlockEditorProps) {
  const { t } = useTranslation('workspace');
  const listboxId = useId();
  const [slash, setSlash] = useState<SlashMenuState | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const menuRef = useRef<SlashMenuHandle>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // Everything the plugin calls is stable (setters and refs), so it is built once.
  const [slashBridge] = useState<{ current: SlashBridge }>(() => ({
    current: {
      change: setSlash,
      keyDown: (event) => menuRef.current?.onKeyDown(event) ?? false,
      run: (command, editor, range) =>
        command.run(editor, range, {
          requestImage: () => setDialog('image'),
          requestStep: () => setDialog('step'),
        }),
    },
  }));

  const editor = useEditor({
    extensions: editorExtensions({ placeholder: t('editor.placeholder'), slashBridge }),
    content: initialContent ?? undefined,
    // The CSP blocks injected <style> tags; prosemirror-base.css carries the same rules.
    injectCSS: false,
    editorProps: {
      attributes: {
        class: 'wm-editor',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current?.(current.getJSON()),
  });

  const texts = useMemo(() => slashCommandTexts(t), [t]);
  const available = useMemo(
    () => slashCommands.filter((command) => command.id !== 'step' || stepHost !== null),
    [stepHost],
  );
  const items = slash
    ? filterCommands(available, slash.query, (command) => texts[command.id].label)
    : [];

  // Focus stays in the editor, so it is the editor that announces the menu's active option.
  const setActiveOption = useCallback(
    (optionId: string | undefined) => {
      const dom = editor.view.dom;
      if (optionId) {
        dom.setAttribute('aria-activedescendant', optionId);
        dom.setAttribute('aria-controls', listboxId);
      } else {
        dom.removeAttribute('aria-activedescendant');
        dom.removeAttribute('aria-controls');
      }
    },
    [editor, listboxId],
  );

  const closeDialog = () => {
    setDialog(null);
    editor.commands.focus();
  };

  return (
    <StepHostContext value={stepHost}>
      <EditorContent editor={editor} />
      {slash
        ? createPortal(
            <SlashMenu
              key={slash.query}
              ref={menuRef}
              items={items}
              texts={texts}
              listboxId={listboxId}
              onSelect={slash.choose}
              onActiveChange={setActiveOption}
            />,
            slash.container,
          )
        : null}
      <ImageDialog
        open={dialog === 'image'}
        onClose={closeDialog}
        upload={uploadImage}
        onInsert={(image) => {
          setDialog(null);
          editor.chain().focus().setImage(image).run();
        }}
      />
      {stepHost ? (
        <StepPickerDialog
          open={dialog === 'step'}
          host={stepHost}
          onClose={closeDialog}
          onPick={(stepId) => {
            setDialog(null);
            editor.chain().focus().insertStepBlock(stepId).run();
          }}
        />
      ) : null}
    </StepHostContext>
  );
}

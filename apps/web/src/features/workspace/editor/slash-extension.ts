import { Extension, type Editor, type Range } from '@tiptap/core';
import { PluginKey } from '@tiptap/pm/state';
import Suggestion, { type SuggestionProps } from '@tiptap/suggestion';
import type { SlashCommand } from '@/features/workspace/editor/slash-commands';

/** What React renders while the menu is open. */
export interface SlashMenuState {
  query: string;
  /** The element the suggestion plugin positions at the caret; the menu is portalled into it. */
  container: HTMLElement;
  choose: (command: SlashCommand) => void;
}

/** Connects the ProseMirror plugin to the React component that owns the menu. */
export interface SlashBridge {
  change: (state: SlashMenuState | null) => void;
  keyDown: (event: KeyboardEvent) => boolean;
  run: (command: SlashCommand, editor: Editor, range: Range) => void;
}

export const slashPluginKey = new PluginKey('slashCommand');

/** `/` anywhere opens the command menu; the React side filters and renders it. */
export function createSlashExtension(bridge: { current: SlashBridge }) {
  return Extension.create({
    name: 'slashCommand',
    addProseMirrorPlugins() {
      return [
        Suggestion<SlashCommand, SlashCommand>({
          pluginKey: slashPluginKey,
          editor: this.editor,
          char: '/',
          placement: 'bottom-start',
          // Filtering needs the translated labels, so it happens in React; the plugin only
          // reports the query.
          items: () => [],
          command: ({ editor, range, props }) => {
            bridge.current.run(props, editor, range);
          },
          render: () => {
            let unmount: (() => void) | undefined;
            let container: HTMLElement | undefined;
            const publish = (props: SuggestionProps<SlashCommand, SlashCommand>) => {
              if (!container) return;
              bridge.current.change({ query: props.query, container, choose: props.command });
            };
            return {
              onStart: (props) => {
                container = document.createElement('div');
                container.className = 'z-50';
                // Inside the page's main landmark (not loose in <body>), so assistive
                // technology finds the menu with the content it belongs to.
                (props.editor.view.dom.closest('main') ?? document.body).appendChild(container);
                unmount = props.mount(container);
                publish(props);
              },
              onUpdate: publish,
              onKeyDown: ({ event }) => {
                if (event.key === 'Escape') return true;
                return bridge.current.keyDown(event);
              },
              onExit: () => {
                bridge.current.change(null);
                unmount?.();
                container?.remove();
                unmount = undefined;
                container = undefined;
              },
            };
          },
        }),
      ];
    },
  });
}

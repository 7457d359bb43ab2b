import { act, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { slashCommandTexts } from '@/features/workspace/editor/slash-command-texts';
import {
  filterCommands,
  slashCommands,
  type SlashCommand,
} from '@/features/workspace/editor/slash-commands';
import { SlashMenu, type SlashMenuHandle } from '@/features/workspace/editor/slash-menu';
import { loadWorkspaceTexts } from '@/features/workspace/test/workspace-texts';
import { i18n } from '@/i18n/setup';

beforeAll(loadWorkspaceTexts);

const texts = () => slashCommandTexts(i18n.t.bind(i18n));
const labelOf = (command: SlashCommand) => texts()[command.id].label;
const idsFor = (query: string) => filterCommands(slashCommands, query, labelOf).map((c) => c.id);

describe('filterCommands', () => {
  it('offers every block for an empty query', () => {
    expect(idsFor('')).toHaveLength(slashCommands.length);
  });

  it('matches the start of labels first, then words inside them', () => {
    expect(idsFor('head')).toEqual(['heading1', 'heading2', 'heading3']);
    expect(idsFor('list')).toEqual(['bulletList', 'orderedList', 'taskList']);
  });

  it('understands aliases people type, like /todo, /h2 and /hr', () => {
    expect(idsFor('todo')).toEqual(['taskList']);
    expect(idsFor('h2')).toEqual(['heading2']);
    expect(idsFor('hr')).toEqual(['divider']);
  });

  it('ignores case and surrounding spaces', () => {
    expect(idsFor('  QUOTE ')).toEqual(['blockquote']);
  });

  it('finds nothing for a query no block matches', () => {
    expect(idsFor('zebra')).toEqual([]);
  });
});

function renderMenu(items: readonly SlashCommand[]) {
  const ref = createRef<SlashMenuHandle>();
  const onSelect = vi.fn();
  const onActiveChange = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <SlashMenu
        ref={ref}
        items={items}
        texts={texts()}
        listboxId="menu"
        onSelect={onSelect}
        onActiveChange={onActiveChange}
      />
    </I18nextProvider>,
  );
  const press = (key: string) => {
    let isHandled = false;
    act(() => {
      isHandled = ref.current!.onKeyDown(new KeyboardEvent('keydown', { key }));
    });
    return isHandled;
  };
  return { press, onSelect, onActiveChange };
}

const listbox = () => screen.getByRole('listbox', { name: 'Insert a block' });
const selected = () => within(listbox()).getByRole('option', { selected: true });

describe('SlashMenu', () => {
  const headings = filterCommands(slashCommands, 'head', labelOf);

  it('lists the matching blocks with their descriptions, the first one active', () => {
    const { onActiveChange } = renderMenu(headings);
    const options = within(listbox()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Heading 1Large section title',
      'Heading 2Medium section title',
      'Heading 3Small section title',
    ]);
    expect(selected()).toHaveTextContent('Heading 1');
    expect(listbox()).toHaveAttribute('aria-activedescendant', 'menu-option-0');
    expect(onActiveChange).toHaveBeenLastCalledWith('menu-option-0');
  });

  it('moves with ArrowDown and ArrowUp, wrapping at both ends', () => {
    const { press, onActiveChange } = renderMenu(headings);
    expect(press('ArrowDown')).toBe(true);
    expect(selected()).toHaveTextContent('Heading 2');
    expect(listbox()).toHaveAttribute('aria-activedescendant', 'menu-option-1');
    expect(onActiveChange).toHaveBeenLastCalledWith('menu-option-1');
    press('ArrowDown');
    press('ArrowDown');
    expect(selected()).toHaveTextContent('Heading 1');
    press('ArrowUp');
    expect(selected()).toHaveTextContent('Heading 3');
  });

  it('jumps with Home and End', () => {
    const { press } = renderMenu(slashCommands);
    press('End');
    expect(selected()).toHaveTextContent('Step');
    press('Home');
    expect(selected()).toHaveTextContent('Heading 1');
  });

  it('inserts the active block on Enter', () => {
    const { press, onSelect } = renderMenu(headings);
    press('ArrowDown');
    expect(press('Enter')).toBe(true);
    expect(onSelect).toHaveBeenCalledOnce();
    expect(onSelect.mock.calls[0]?.[0]).toMatchObject({ id: 'heading2' });
  });

  it('leaves other keys to the editor', () => {
    const { press, onSelect } = renderMenu(headings);
    expect(press('a')).toBe(false);
    expect(press('ArrowLeft')).toBe(false);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('says when nothing matches and lets Enter through to the editor', () => {
    const { press, onSelect, onActiveChange } = renderMenu([]);
    expect(screen.getByRole('status')).toHaveTextContent('No matching blocks');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(press('Enter')).toBe(false);
    expect(onSelect).not.toHaveBeenCalled();
    expect(onActiveChange).toHaveBeenLastCalledWith(undefined);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ProjectTree } from '@/features/workspace/components/project-tree';
import { buildTree } from '@/features/workspace/lib/tree-items';
import { loadWorkspaceTexts } from '@/features/workspace/test/workspace-texts';
import { i18n } from '@/i18n/setup';

beforeAll(loadWorkspaceTexts);

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const items = buildTree({
  projects: [
    {
      id: id(1),
      title: 'Travel',
      icon: '✈️',
      color: 'blue',
      status: 'active',
      progress: 33,
      journeys: [{ id: id(2), title: 'Lisbon', status: 'active', progress: 33 }],
    },
  ],
  unassigned: [{ id: id(3), title: 'Learn Portuguese', status: 'planned', progress: 0 }],
});

function renderTree() {
  const onOpen = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ProjectTree items={items} selectedKey={`journey:${id(2)}`} onOpen={onOpen} />
    </I18nextProvider>,
  );
  return { onOpen };
}

/** A row by its title; its name goes on with the progress it shows ("Lisbon 33%"). */
const named = (title: string) => new RegExp(`^${title}( \\d+%)?$`);
const item = (title: string) => screen.getByRole('treeitem', { name: named(title) });

describe('ProjectTree', () => {
  it('is a tree of projects and journeys with one tab stop on the open page', () => {
    renderTree();
    expect(screen.getByRole('tree', { name: 'Projects and journeys' })).toBeInTheDocument();
    expect(item('Travel')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Travel')).toHaveAttribute('aria-level', '1');
    expect(item('Lisbon')).toHaveAttribute('aria-level', '2');
    expect(item('Lisbon')).toHaveAttribute('aria-selected', 'true');
    expect(item('Journeys without a project')).toBeInTheDocument();
    const tabStops = screen.getAllByRole('treeitem').filter((node) => node.tabIndex === 0);
    expect(tabStops).toEqual([item('Lisbon')]);
  });

  it('names each row with what it shows: the title, then the progress (WCAG 2.5.3)', () => {
    renderTree();
    // Its text too reads as two words, as axe compares them to the name.
    expect(screen.getByRole('treeitem', { name: 'Lisbon 33%' }).textContent).toBe('Lisbon 33%');
    expect(screen.getByRole('treeitem', { name: 'Travel 33%' })).toBeInTheDocument();
    expect(screen.getByRole('treeitem', { name: 'Learn Portuguese 0%' })).toBeInTheDocument();
    expect(
      screen.getByRole('treeitem', { name: 'Journeys without a project' }),
    ).toBeInTheDocument();
  });

  it('is driven by the keyboard: arrows move and fold, Enter opens', async () => {
    const user = userEvent.setup();
    const { onOpen } = renderTree();
    await user.tab();
    expect(item('Lisbon')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(item('Travel')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(item('Travel')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: named('Lisbon') })).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(item('Journeys without a project')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Learn Portuguese')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: id(3), kind: 'journey' }));
  });

  it('opens an item on click', async () => {
    const user = userEvent.setup();
    const { onOpen } = renderTree();
    await user.click(screen.getByText('Travel'));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: id(1), kind: 'project' }));
  });
});

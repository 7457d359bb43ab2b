import { describe, expect, it } from 'vitest';
import type { ProjectTree } from '@waymark/shared/journeys/project-contracts';
import { buildTree, NO_PROJECT, treeMove, visibleItems } from '@/features/workspace/lib/tree-items';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const journey = (n: number, status: 'active' | 'archived' = 'active') => ({
  id: id(n),
  title: `Journey ${n}`,
  status,
  progress: n * 10,
});

const tree: ProjectTree = {
  projects: [
    {
      id: id(1),
      title: 'Travel',
      icon: '✈️',
      color: 'blue',
      status: 'active',
      progress: 20,
      journeys: [journey(2), journey(3, 'archived'), journey(4)],
    },
    {
      id: id(5),
      title: 'Old',
      icon: 'box',
      color: 'red',
      status: 'archived',
      progress: 0,
      journeys: [],
    },
  ],
  unassigned: [journey(6)],
};

describe('buildTree', () => {
  it('nests journeys under their project, leaves archived ones out, and groups loose journeys', () => {
    const items = buildTree(tree);
    expect(items.map((item) => item.key)).toEqual([`project:${id(1)}`, NO_PROJECT]);
    expect(items[0]?.children.map((item) => item.title)).toEqual(['Journey 2', 'Journey 4']);
    expect(items[1]?.children[0]).toMatchObject({ kind: 'journey', projectId: NO_PROJECT });
  });

  it('has no loose group when every journey has a project', () => {
    expect(buildTree({ ...tree, unassigned: [] }).map((item) => item.kind)).toEqual(['project']);
  });
});

describe('treeMove (WAI-ARIA tree keys)', () => {
  const items = buildTree(tree);
  const [travel, loose] = items;
  const allOpen = new Set(items.map((item) => item.key));
  const visible = visibleItems(items, allOpen);
  const first = travel!.children[0]!;

  it('moves up and down through visible items and jumps with Home/End', () => {
    expect(visible.map((item) => item.title || item.key)).toEqual([
      'Travel',
      'Journey 2',
      'Journey 4',
      NO_PROJECT,
      'Journey 6',
    ]);
    expect(treeMove('ArrowDown', travel!, visible, allOpen)).toEqual({
      type: 'focus',
      key: first.key,
    });
    expect(treeMove('ArrowUp', first, visible, allOpen)).toEqual({
      type: 'focus',
      key: travel!.key,
    });
    expect(treeMove('ArrowUp', travel!, visible, allOpen)).toBeNull();
    expect(treeMove('End', travel!, visible, allOpen)).toEqual({
      type: 'focus',
      key: loose!.children[0]!.key,
    });
    expect(treeMove('Home', first, visible, allOpen)).toEqual({ type: 'focus', key: travel!.key });
  });

  it('skips the children of closed branches', () => {
    const closed = new Set([NO_PROJECT]);
    const shown = visibleItems(items, closed);
    expect(treeMove('ArrowDown', travel!, shown, closed)).toEqual({
      type: 'focus',
      key: NO_PROJECT,
    });
  });

  it('opens with ArrowRight, then enters; closes with ArrowLeft, then goes to the parent', () => {
    const none = new Set<string>();
    expect(treeMove('ArrowRight', travel!, visible, none)).toEqual({
      type: 'expand',
      key: travel!.key,
    });
    expect(treeMove('ArrowRight', travel!, visible, allOpen)).toEqual({
      type: 'focus',
      key: first.key,
    });
    expect(treeMove('ArrowLeft', travel!, visible, allOpen)).toEqual({
      type: 'collapse',
      key: travel!.key,
    });
    expect(treeMove('ArrowLeft', first, visible, allOpen)).toEqual({
      type: 'focus',
      key: travel!.key,
    });
    expect(treeMove('ArrowRight', first, visible, allOpen)).toBeNull();
  });

  it('swaps the horizontal arrows in right-to-left languages', () => {
    expect(treeMove('ArrowLeft', travel!, visible, new Set(), true)).toEqual({
      type: 'expand',
      key: travel!.key,
    });
    expect(treeMove('ArrowRight', first, visible, allOpen, true)).toEqual({
      type: 'focus',
      key: travel!.key,
    });
  });

  it('opens the item on Enter', () => {
    expect(treeMove('Enter', first, visible, allOpen)).toEqual({ type: 'open', item: first });
  });
});

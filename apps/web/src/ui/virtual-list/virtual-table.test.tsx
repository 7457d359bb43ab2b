import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VirtualTable, type VirtualColumn } from '@/ui/virtual-list/virtual-table';

interface Row {
  id: string;
  name: string;
  size: number;
}

const rows: Row[] = Array.from({ length: 1000 }, (_, index) => ({
  id: `r${index + 1}`,
  name: `Row ${String(index + 1).padStart(4, '0')}`,
  size: (index * 7) % 100,
}));

const columns: VirtualColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortValue: (row) => row.name },
  { id: 'size', header: 'Size', cell: (row) => String(row.size), sortValue: (row) => row.size },
];

// jsdom lays nothing out: give the scrolling body a size, so the virtualizer shows rows.
const sizes = { clientHeight: 440, clientWidth: 800 };
const originals = Object.fromEntries(
  Object.keys(sizes).map((key) => [
    key,
    Object.getOwnPropertyDescriptor(HTMLElement.prototype, key),
  ]),
);
beforeAll(() => {
  for (const [key, value] of Object.entries(sizes)) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
});
afterAll(() => {
  for (const [key, descriptor] of Object.entries(originals)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  }
});

function renderTable(onActivate = vi.fn()) {
  render(
    <VirtualTable
      items={rows}
      columns={columns}
      getId={(row) => row.id}
      label="Things"
      labels={{ selectAll: 'Select all', selectedCount: (count) => `${count} selected` }}
      rowHeight={44}
      height={440}
      onActivate={onActivate}
    />,
  );
  return screen.getByRole('grid', { name: 'Things' });
}

const activeRow = (grid: HTMLElement) => {
  const id = grid.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};
const selectedNames = () =>
  screen
    .getAllByRole('row', { selected: true })
    .map((row) => within(row).getAllByRole('gridcell')[1]?.textContent);

describe('VirtualTable', () => {
  it('renders only the rows in view out of a thousand', () => {
    const grid = renderTable();
    expect(grid).toHaveAttribute('aria-rowcount', '1001');
    const bodyRows = screen.getAllByRole('row').length - 1;
    expect(bodyRows).toBeGreaterThan(5);
    expect(bodyRows).toBeLessThan(60);
  });

  it('moves the active row with arrows, Home, End and PageDown', async () => {
    const user = userEvent.setup();
    const grid = renderTable();
    grid.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeRow(grid)).toHaveAttribute('aria-rowindex', '4');
    await user.keyboard('{ArrowUp}');
    expect(activeRow(grid)).toHaveAttribute('aria-rowindex', '3');
    await user.keyboard('{PageDown}');
    // 440 px less the 41 px header fits 9 rows of 44 px: a page moves 8 (one stays for context).
    expect(activeRow(grid)).toHaveAttribute('aria-rowindex', '11');
    await user.keyboard('{End}');
    expect(grid.getAttribute('aria-activedescendant')).toMatch(/-row-999$/);
    await user.keyboard('{Home}');
    expect(activeRow(grid)).toHaveAttribute('aria-rowindex', '2');
  });

  it('selects with Space, Shift+arrows, Ctrl+A and clears with Escape', async () => {
    const user = userEvent.setup();
    const grid = renderTable();
    grid.focus();
    await user.keyboard(' ');
    expect(selectedNames()).toEqual(['Row 0001']);
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    expect(selectedNames()).toEqual(['Row 0001', 'Row 0002', 'Row 0003']);
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.keyboard('{Control>}a{/Control}');
    expect(screen.getByText('1000 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeChecked();
    await user.keyboard('{Escape}');
    expect(screen.getByText('0 selected')).toBeInTheDocument();
  });

  it('selects by click, Ctrl-click toggles and Shift-click takes a range', () => {
    renderTable();
    const row = (name: string) => screen.getByText(name).closest('[role="row"]')!;
    fireEvent.click(row('Row 0002'));
    expect(selectedNames()).toEqual(['Row 0002']);
    fireEvent.click(row('Row 0005'), { ctrlKey: true });
    expect(selectedNames()).toEqual(['Row 0002', 'Row 0005']);
    fireEvent.click(row('Row 0003'), { shiftKey: true });
    // The range runs from the last anchor (Row 0005) to Row 0003.
    expect(selectedNames()).toEqual(['Row 0003', 'Row 0004', 'Row 0005']);
    fireEvent.click(row('Row 0004'));
    expect(selectedNames()).toEqual(['Row 0004']);
  });

  it('sorts by a column header and says so with aria-sort', async () => {
    const user = userEvent.setup();
    renderTable();
    const sizeHeader = screen.getByRole('columnheader', { name: 'Size' });
    expect(sizeHeader).toHaveAttribute('aria-sort', 'none');
    await user.click(within(sizeHeader).getByRole('button', { name: 'Size' }));
    expect(sizeHeader).toHaveAttribute('aria-sort', 'ascending');
    const firstSize = () => within(screen.getAllByRole('row')[1]!).getAllByRole('gridcell')[2];
    expect(firstSize()).toHaveTextContent(/^0$/);
    await user.click(within(sizeHeader).getByRole('button', { name: 'Size' }));
    expect(sizeHeader).toHaveAttribute('aria-sort', 'descending');
    expect(firstSize()).toHaveTextContent('99');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
  });

  it('opens the active row with Enter', async () => {
    const user = userEvent.setup();
    const onActivate = vi.fn();
    const grid = renderTable(onActivate);
    grid.focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onActivate).toHaveBeenCalledWith(rows[1]);
  });
});

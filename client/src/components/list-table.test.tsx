import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { FIRST_FRAME_ROWS, ListTable, type Column } from './list-table';

interface Key {
  name: string;
  fingerprint: string;
}

const keys: Key[] = [
  { name: 'laptop', fingerprint: 'SHA256:tcYIXX6+qiVkbLvJHXj' },
  { name: 'ci-deploy', fingerprint: 'SHA256:FMYrilp/7unIPukIWkR' },
];

const columns: Column<Key>[] = [
  { id: 'name', header: 'access.column.name', identifies: true, compare: (a, b) => a.name.localeCompare(b.name), cell: (key) => key.name },
  { id: 'fingerprint', header: 'access.column.fingerprint', stack: true, cellProps: () => ({ 'data-testid': 'fingerprint' }), cell: (key) => key.fingerprint },
  { id: 'size', header: 'databases.column.disk', cell: () => '1 kB' },
];

const keyRow = (key: Key) => ({ 'data-testid': 'key-row', 'data-name': key.name });

/** Every media query matches, as on a phone (the table asks only the phone width). */
function asPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
  );
}

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('a list table', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on a phone shows the secondary columns under the row name, each read with its header', () => {
    asPhone();
    renderWithProviders(<ListTable items={keys} columns={columns} rowProps={keyRow} className="" />);
    expect(headers()).toEqual(['Name', 'Disk usage']);
    const [nameCell, sizeCell] = within(screen.getAllByTestId('key-row')[0]).getAllByRole('cell');
    expect(nameCell).toHaveAttribute('data-row-name');
    expect(nameCell).toHaveTextContent('laptop');
    expect(within(nameCell).getByTestId('fingerprint')).toHaveTextContent('Fingerprint: SHA256:tcYIXX6+qiVkbLvJHXj');
    expect(sizeCell).toHaveTextContent('1 kB');
  });

  it('above phone width gives each column its own cell', () => {
    renderWithProviders(<ListTable items={keys} columns={columns} rowProps={keyRow} className="" />);
    expect(headers()).toEqual(['Name', 'Fingerprint', 'Disk usage']);
    const cells = within(screen.getAllByTestId('key-row')[1]).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent(/^SHA256:FMYrilp\/7unIPukIWkR$/);
  });

  it('shows the sort arrow on the sorted column only', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<ListTable items={keys} columns={columns} rowProps={keyRow} className="" sort={null} onSort={() => undefined} />);
    const caret = () => screen.getByTestId('sort-name').querySelector('svg');
    expect(caret()).toHaveClass('sort-caret-idle');
    await user.click(screen.getByTestId('sort-name'));
    view.rerender(
      <ListTable items={keys} columns={columns} rowProps={keyRow} className="" sort={{ column: 'name', descending: false }} onSort={() => undefined} />,
    );
    expect(caret()).not.toHaveClass('sort-caret-idle');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  describe('a page of rows', () => {
    const page = Array.from({ length: 25 }, (_, i) => ({ name: `key-${i + 1}`, fingerprint: `SHA256:${i}` }));
    const shownRows = () => screen.getAllByTestId('key-row').map((row) => row.getAttribute('data-name'));
    /** Rows laid out from `top`, 67 px each, in a window 720 px high. */
    const laidOut = (top: number) => {
      vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(720);
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
        const index = this.parentElement ? [...this.parentElement.children].indexOf(this) : 0;
        return new DOMRect(0, top + 67 * index, 900, 67);
      });
    };

    it('draws the rows in view first and the rest, below the fold, in the next frame', async () => {
      laidOut(510);
      renderWithProviders(<ListTable items={page} columns={columns} rowProps={keyRow} className="" />);
      expect(shownRows()).toEqual(page.slice(0, FIRST_FRAME_ROWS).map((key) => key.name));
      await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
      expect(shownRows()).toEqual(page.map((key) => key.name));
    });

    it('draws them all at once when the first rows end inside the window', () => {
      laidOut(0);
      renderWithProviders(<ListTable items={page} columns={columns} rowProps={keyRow} className="" />);
      expect(shownRows()).toHaveLength(25);
    });
  });
});

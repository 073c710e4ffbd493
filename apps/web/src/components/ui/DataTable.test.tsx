import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Column, DataTable } from './DataTable';
import { ListStates } from './ListStates';

interface Row {
  id: string;
  name: string;
  note: string;
}

const ROWS: Row[] = [
  { id: 'a', name: 'Anna', note: 'first' },
  { id: 'b', name: 'Bilal', note: 'second' },
];
const COLUMNS: Column<Row>[] = [
  { header: 'Note', className: 'hidden md:table-cell', cell: (row) => row.note },
  { header: 'Name', rowHeader: true, cell: (row) => row.name },
];

const read = (state: Partial<Parameters<typeof ListStates>[0]['read']>) => ({
  isPending: false,
  isError: false,
  error: null,
  isFetching: false,
  refetch: vi.fn(),
  ...state,
});

describe('data table', () => {
  afterEach(cleanup);

  it('names the table, keeps the columns in order, heads each row with its named cell and hides a column whole', () => {
    render(<DataTable caption="People" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Note', 'Name']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Anna', 'Bilal']);
    expect(within(table).getByRole('columnheader', { name: 'Note' }).className).toContain('hidden md:table-cell');
    expect(within(table).getByRole('cell', { name: 'first' }).className).toContain('hidden md:table-cell');
  });

  it('shows cards beside the table when the list has a phone layout', () => {
    render(
      <DataTable
        caption="People"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(row) => row.id}
        cards={{ className: 'sm:hidden', tableClassName: 'hidden sm:block', label: 'People', card: (row) => row.name }}
      />,
    );
    expect(within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('list states', () => {
  afterEach(cleanup);

  const states = (state: Parameters<typeof read>[0], empty = false) =>
    render(
      <ListStates
        read={read(state)}
        loading="Loading people…"
        errorTitle="Failed to load people"
        empty={empty}
        emptyState={<p>No people</p>}
      >
        <p>the rows</p>
      </ListStates>,
    );

  it('says it is loading, then the failure with Try Again, then empty, then the rows', async () => {
    states({ isPending: true });
    expect(screen.getByRole('status').textContent).toBe('Loading people…');
    cleanup();

    const refetch = vi.fn();
    states({ isError: true, error: new Error('Network down'), refetch });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load people' })).toBeTruthy();
    expect(within(alert).getByText('Network down')).toBeTruthy();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalledOnce();
    cleanup();

    states({}, true);
    expect(screen.getByText('No people')).toBeTruthy();
    cleanup();

    states({});
    expect(screen.getByText('the rows')).toBeTruthy();
  });
});

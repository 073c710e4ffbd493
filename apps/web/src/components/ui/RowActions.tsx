import { Pencil, Trash2 } from 'lucide-react';
import type { Column } from './DataTable';
import { ICON_BUTTON } from './PanelHeader';
import { uiText } from './ui-messages';

interface RowActionsProps {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** The Edit and Delete icon buttons at the end of a table row, named after the row for screen readers. */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  return (
    <>
      <button
        type="button"
        className={`${ICON_BUTTON} inline-grid`}
        aria-label={uiText.editRow({ name })}
        onClick={onEdit}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={`${ICON_BUTTON} inline-grid text-red-800`}
        aria-label={uiText.deleteRow({ name })}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </>
  );
}

/** A table's last column, 'Actions', holding a row's Edit and Delete. */
export function rowActionsColumn<T>(actions: {
  name: (row: T) => string;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}): Column<T> {
  return {
    header: uiText.actions(),
    className: 'text-end',
    cellClassName: 'whitespace-nowrap',
    cell: (row) => (
      <RowActions name={actions.name(row)} onEdit={() => actions.onEdit(row)} onDelete={() => actions.onDelete(row)} />
    ),
  };
}

import { Pencil, Trash2 } from 'lucide-react';
import { ICON_BUTTON } from './PanelHeader';

/** The Edit and Delete icon buttons at the end of a table row, named after the row for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <button type="button" className={`${ICON_BUTTON} inline-grid`} aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={`${ICON_BUTTON} inline-grid text-red-800`}
        aria-label={`Delete ${name}`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </>
  );
}

import { type ReactNode, useId } from 'react';
import type { EntityForm } from '@/lib/use-entity-form';
import { Alert } from './Alert';
import { Button } from './Button';
import { Modal } from './Modal';
import { uiText } from './ui-messages';

interface EntityFormDialogProps {
  /** What is added or edited, as the titles and buttons name it: 'Category'. */
  noun: string;
  /** Editing one that exists ('Edit …', 'Save Changes'), else adding one ('Add …'). */
  editing: boolean;
  form: EntityForm;
  size?: 'md' | 'lg';
  /** Two columns from small screens up; fields spanning both say so themselves. */
  columns?: 1 | 2;
  children: ReactNode;
}

/** The dashboard's add-or-edit dialog: its fields, the failure and saved banners, Cancel and submit. */
export function EntityFormDialog({ noun, editing, form, size, columns = 1, children }: EntityFormDialogProps) {
  // The footer's submit button sits outside the scrolling body, so it names its form by id.
  const formId = `${useId()}-form`;
  const wide = columns === 2 ? 'sm:col-span-2' : undefined;
  return (
    <Modal
      title={editing ? uiText.editTitle({ noun }) : uiText.addTitle({ noun })}
      onClose={form.onClose}
      size={size}
      footer={
        <>
          <Button variant="secondary" onClick={form.onClose}>
            {uiText.cancel()}
          </Button>
          <Button type="submit" form={formId} disabled={form.busy}>
            {form.pending ? uiText.processing() : editing ? uiText.saveChanges() : uiText.addSubmit({ noun })}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={form.onSubmit}
        className={columns === 2 ? 'grid gap-5 sm:grid-cols-2' : 'space-y-5'}
      >
        {children}
        {form.failure && (
          <Alert tone="error" className={wide}>
            {form.failure}
          </Alert>
        )}
        {form.saved && (
          <Alert tone="success" className={wide}>
            {form.saved}
          </Alert>
        )}
      </form>
    </Modal>
  );
}

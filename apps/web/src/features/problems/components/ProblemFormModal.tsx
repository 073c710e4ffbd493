import { PROBLEM_STATUSES, type TProblem, ZProblemInput, ZProblemStatus } from '@salon/shared';
import { EntityFormDialog } from '@/components/ui/EntityFormDialog';
import { SelectInput, TextareaInput, TextInput } from '@/components/ui/fields';
import { useEntityForm } from '@/lib/use-entity-form';
import { useSaveProblem } from '../api/problems';
import { problemText as t } from '../problem-messages';
import { statusLabel } from './problem-filters';

/** The shared problem rules (admin spec §5) with the status required in the form; it defaults to open (§4). */
const ZProblemForm = ZProblemInput.extend({ status: ZProblemStatus });

/** Add or edit a problem; closes 1.5 s after a successful save (admin spec §2, §4). */
export function ProblemFormModal({ problem, onClose }: { problem?: TProblem; onClose: () => void }) {
  const form = useEntityForm({
    schema: ZProblemForm,
    defaultValues: {
      title: problem?.title ?? '',
      description: problem?.description ?? '',
      email: problem?.email ?? '',
      phone: problem?.phone ?? '',
      status: problem?.status ?? 'open',
    },
    mutation: useSaveProblem(),
    variables: (input) => ({ id: problem?._id, input }),
    messages: problem
      ? { saved: t.updated(), failed: t.updateFailed() }
      : { saved: t.created(), failed: t.createFailed() },
    onClose,
  });
  const { field } = form;

  return (
    <EntityFormDialog noun={t.noun()} editing={problem !== undefined} form={form} columns={2}>
      <TextInput label={t.columnTitle()} autoComplete="off" className="sm:col-span-2" {...field('title')} />
      <TextareaInput label={t.columnDescription()} className="sm:col-span-2" {...field('description')} />
      <TextInput label={t.columnEmail()} type="email" dir="ltr" autoComplete="off" {...field('email')} />
      <TextInput label={t.columnPhone()} type="tel" dir="ltr" autoComplete="off" {...field('phone')} />
      <SelectInput label={t.columnStatus()} className="sm:col-span-2" {...field('status')}>
        {PROBLEM_STATUSES.map((status) => (
          <option key={status} value={status}>
            {statusLabel(status)}
          </option>
        ))}
      </SelectInput>
    </EntityFormDialog>
  );
}

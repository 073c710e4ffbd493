import { zodResolver } from '@hookform/resolvers/zod';
import { PROBLEM_MESSAGES, PROBLEM_STATUSES, type TProblem, ZProblemInput, ZProblemStatus } from '@salon/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { SelectInput, TextareaInput, TextInput } from '../../../components/ui/fields';
import { Modal } from '../../../components/ui/Modal';
import { serverMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useCloseAfterSave } from '../../../lib/use-close-after-save';
import { useSaveProblem } from '../api/problems';
import { statusLabel } from './problem-filters';

const m = PROBLEM_MESSAGES;

/** The shared problem rules (admin spec §5) with the status required in the form; it defaults to open (§4). */
const ZProblemForm = ZProblemInput.extend({ status: ZProblemStatus });

/** Add or edit a problem; closes 1.5 s after a successful save (admin spec §2, §4). */
export function ProblemFormModal({ problem, onClose }: { problem?: TProblem; onClose: () => void }) {
  const save = useSaveProblem();
  const { saved, closeSoon } = useCloseAfterSave(onClose);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZProblemForm),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      title: problem?.title ?? '',
      description: problem?.description ?? '',
      email: problem?.email ?? '',
      phone: problem?.phone ?? '',
      status: problem?.status ?? 'open',
    },
  });
  const formId = 'problem-form';

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: problem?._id, input });
      const message = problem ? m.updated : m.created;
      showToast('success', message);
      closeSoon(message);
    } catch (error) {
      const fallback = problem ? m.updateFailed : m.createFailed;
      showToast('error', fallback);
      setFailure(serverMessage(error, fallback));
    }
  });

  const busy = save.isPending || saved !== null;
  return (
    <Modal
      title={problem ? 'Edit Problem' : 'Add Problem'}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {save.isPending ? 'Processing...' : problem ? 'Save Changes' : 'Add Problem'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        <TextInput
          label="Title"
          autoComplete="off"
          className="sm:col-span-2"
          error={errors.title?.message}
          {...register('title')}
        />
        <TextareaInput
          label="Description"
          className="sm:col-span-2"
          error={errors.description?.message}
          {...register('description')}
        />
        <TextInput label="Email" type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
        <TextInput label="Phone" type="tel" autoComplete="off" error={errors.phone?.message} {...register('phone')} />
        <SelectInput label="Status" className="sm:col-span-2" error={errors.status?.message} {...register('status')}>
          {PROBLEM_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </SelectInput>
        {failure && (
          <Alert tone="error" className="sm:col-span-2">
            {failure}
          </Alert>
        )}
        {saved && (
          <Alert tone="success" className="sm:col-span-2">
            {saved}
          </Alert>
        )}
      </form>
    </Modal>
  );
}

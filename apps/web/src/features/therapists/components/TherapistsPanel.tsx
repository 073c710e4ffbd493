import type { TTherapist } from '@salon/shared';
import { CalendarPlus, Eye, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { CARD, type Column, DataTable } from '@/components/ui/DataTable';
import { ListStates } from '@/components/ui/ListStates';
import { EmptyState, ICON_BUTTON, PanelHeader } from '@/components/ui/PanelHeader';
import { RowActions } from '@/components/ui/RowActions';
import { useConfirmDelete } from '@/components/ui/use-confirm-delete';
import { truncate } from '@/lib/truncate';
import { UI_TIMINGS_MS } from '@/lib/ui-constants';
import { useDeleteTherapist, useTherapists } from '../api/therapists';
import { therapistText as t } from '../therapist-admin-messages';
import { therapistDeleteErrorMessage } from '../therapist-delete-error';
import { TherapistAvatar } from './TherapistAvatar';
import { TherapistFormModal } from './TherapistFormModal';
import { WeeklyScheduleModal } from './WeeklyScheduleModal';

/** Cut at 30 characters below 640 px and at 80 above (admin spec §2); 'General Therapist' when empty. */
export function Specialization({ text }: { text: string }) {
  const value = text.trim() || t.therapistDefaultSpecialization();
  return (
    <>
      <span className="sm:hidden">{truncate(value, 30)}</span>
      <span className="hidden sm:inline">{truncate(value, 80)}</span>
    </>
  );
}

function AddButton({ onClick }: { onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden="true" className="size-4" />
      {t.addTherapist()}
    </Button>
  );
}

const COLUMNS: Column<TTherapist>[] = [
  {
    header: t.columnPhoto(),
    cellClassName: 'w-20',
    cell: (therapist) => <TherapistAvatar name={therapist.name} imageUrl={therapist.imageUrl} />,
  },
  {
    header: t.columnName(),
    rowHeader: true,
    cellClassName: 'font-medium',
    cell: (therapist) => (
      <>
        {therapist.name}
        <span className="block text-xs font-normal text-taupe md:hidden">
          <Specialization text={therapist.specialization} />
        </span>
      </>
    ),
  },
  {
    header: t.columnSpecialization(),
    className: 'hidden md:table-cell',
    cellClassName: 'text-taupe',
    cell: (therapist) => <Specialization text={therapist.specialization} />,
  },
  { header: t.columnAppointments(), cell: (therapist) => therapist.appointmentCount },
];

type Modal =
  | { kind: 'add' }
  | { kind: 'edit'; therapist: TTherapist }
  | { kind: 'schedule'; therapist: TTherapist }
  | null;

/** The Therapists tab (admin spec §2): table, add/edit/delete modals and the weekly scheduling modal. */
export function TherapistsPanel() {
  const therapists = useTherapists();
  const remove = useDeleteTherapist();
  const [modal, setModal] = useState<Modal>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const deletion = useConfirmDelete<TTherapist>({
    remove: (therapist) => remove.mutateAsync(therapist._id),
    busy: remove.isPending,
    // Said in the dialog (announced as an alert) and in the notice, not in toasts (admin spec §4).
    reason: therapistDeleteErrorMessage,
    onDeleted: (therapist) => setNotice(t.therapistDeleted({ name: therapist.name })),
  });

  // The success notice after a delete shows for 5 s (admin spec §4).
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), UI_TIMINGS_MS.therapistDeleteNotice);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const actions = (therapist: TTherapist) => (
    <div className="flex justify-end">
      <RowActions
        name={therapist.name}
        onEdit={() => setModal({ kind: 'edit', therapist })}
        onDelete={() => deletion.ask(therapist)}
      />
      <button
        type="button"
        className={ICON_BUTTON}
        aria-label={t.manageAppointmentsOf({ name: therapist.name })}
        onClick={() => setModal({ kind: 'schedule', therapist })}
      >
        <CalendarPlus aria-hidden="true" className="size-4" />
      </button>
      <Link
        to={`/dashboard/therapists/${therapist._id}`}
        className={ICON_BUTTON}
        aria-label={t.viewDetailsOf({ name: therapist.name })}
      >
        <Eye aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );

  return (
    <section aria-label={t.therapists()} className="space-y-5">
      <PanelHeader title={t.therapists()} count={therapists.data?.length}>
        <AddButton onClick={() => setModal({ kind: 'add' })} />
      </PanelHeader>

      {notice && <Alert tone="success">{notice}</Alert>}

      <ListStates
        read={therapists}
        loading={t.loadingTherapists()}
        errorTitle={t.therapistsLoadFailed()}
        empty={therapists.data?.length === 0}
        emptyState={
          <EmptyState title={t.noTherapists()}>
            <AddButton onClick={() => setModal({ kind: 'add' })} />
          </EmptyState>
        }
      >
        <DataTable
          caption={t.therapists()}
          rows={therapists.data ?? []}
          rowKey={(therapist) => therapist._id}
          columns={[...COLUMNS, { header: t.columnActions(), className: 'text-end', cell: actions }]}
          cards={{
            // Four action buttons beside a name do not fit a phone's width.
            className: 'space-y-3 sm:hidden',
            tableClassName: 'hidden sm:block',
            itemClassName: CARD,
            card: (therapist) => (
              <>
                <div className="flex items-center gap-3">
                  <TherapistAvatar name={therapist.name} imageUrl={therapist.imageUrl} />
                  <div className="min-w-0">
                    <h3 className="font-sans text-base font-semibold text-espresso">{therapist.name}</h3>
                    <p className="text-sm text-taupe">
                      <Specialization text={therapist.specialization} />
                    </p>
                  </div>
                </div>
                <div className="mt-2 flex items-center justify-between gap-2">
                  <p className="text-sm text-cocoa">{t.appointmentCount({ count: therapist.appointmentCount })}</p>
                  <div className="-me-2">{actions(therapist)}</div>
                </div>
              </>
            ),
          }}
        />
      </ListStates>

      {(modal?.kind === 'add' || modal?.kind === 'edit') && (
        <TherapistFormModal
          therapist={modal.kind === 'edit' ? modal.therapist : undefined}
          onClose={() => setModal(null)}
        />
      )}
      {deletion.target && (
        <ConfirmDialog
          title={t.deleteTherapist()}
          question={t.deleteTherapistQuestion({ name: deletion.target.name })}
          {...deletion.dialog}
        />
      )}
      {modal?.kind === 'schedule' && <WeeklyScheduleModal therapist={modal.therapist} onClose={() => setModal(null)} />}
    </section>
  );
}

import { DASHBOARD_MESSAGES, type TTherapist, UI_TIMINGS_MS } from '@salon/shared';
import { CalendarPlus, Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { LoadError } from '../../../components/ui/LoadError';
import { EmptyState, ICON_BUTTON, PanelHeader, TABLE } from '../../../components/ui/PanelHeader';
import { truncate } from '../../catalog';
import { useDeleteTherapist, useTherapists } from '../api/therapists';
import { therapistDeleteErrorMessage } from '../therapist-delete-error';
import { TherapistAvatar } from './TherapistAvatar';
import { TherapistFormModal } from './TherapistFormModal';
import { WeeklyScheduleModal } from './WeeklyScheduleModal';

const m = DASHBOARD_MESSAGES;

/** Cut at 30 characters below 640 px and at 80 above (admin spec §2); 'General Therapist' when empty. */
export function Specialization({ text }: { text: string }) {
  const value = text.trim() || m.therapistDefaultSpecialization;
  return (
    <>
      <span className="sm:hidden">{truncate(value, 30)}</span>
      <span className="hidden sm:inline">{truncate(value, 80)}</span>
    </>
  );
}

type Modal =
  | { kind: 'add' }
  | { kind: 'edit'; therapist: TTherapist }
  | { kind: 'delete'; therapist: TTherapist }
  | { kind: 'schedule'; therapist: TTherapist }
  | null;

/** The Therapists tab (admin spec §2): table, add/edit/delete modals and the weekly scheduling modal. */
export function TherapistsPanel() {
  const therapists = useTherapists();
  const remove = useDeleteTherapist();
  const [modal, setModal] = useState<Modal>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // The success notice after a delete shows for 5 s (admin spec §4).
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), UI_TIMINGS_MS.therapistDeleteNotice);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const confirmDelete = async (therapist: TTherapist) => {
    setDeleteError(null);
    try {
      await remove.mutateAsync(therapist._id);
      setModal(null);
      setNotice(m.therapistDeleted(therapist.name));
    } catch (error) {
      // Shown in the dialog (announced as an alert), beside the action that failed.
      setDeleteError(therapistDeleteErrorMessage(error, therapist));
    }
  };

  const actions = (therapist: TTherapist) => (
    <div className="flex justify-end">
      <button
        type="button"
        className={ICON_BUTTON}
        aria-label={`Edit ${therapist.name}`}
        onClick={() => setModal({ kind: 'edit', therapist })}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={`${ICON_BUTTON} text-red-800`}
        aria-label={`Delete ${therapist.name}`}
        onClick={() => {
          setDeleteError(null);
          setModal({ kind: 'delete', therapist });
        }}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={ICON_BUTTON}
        aria-label={`Manage appointments of ${therapist.name}`}
        onClick={() => setModal({ kind: 'schedule', therapist })}
      >
        <CalendarPlus aria-hidden="true" className="size-4" />
      </button>
      <Link
        to={`/dashboard/therapists/${therapist._id}`}
        className={ICON_BUTTON}
        aria-label={`View details of ${therapist.name}`}
      >
        <Eye aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );

  return (
    <section aria-label="Therapists" className="space-y-5">
      <PanelHeader title="Therapists" count={therapists.data?.length}>
        <Button onClick={() => setModal({ kind: 'add' })}>
          <Plus aria-hidden="true" className="size-4" />
          Add Therapist
        </Button>
      </PanelHeader>

      {notice && <Alert tone="success">{notice}</Alert>}

      {therapists.isPending ? (
        <p role="status" className="py-10 text-center text-taupe">
          Loading therapists…
        </p>
      ) : therapists.isError ? (
        <LoadError
          title={m.therapistsLoadFailed}
          error={therapists.error}
          onRetry={() => void therapists.refetch()}
          retrying={therapists.isFetching}
        />
      ) : therapists.data.length === 0 ? (
        <EmptyState title="No therapists yet">
          <Button onClick={() => setModal({ kind: 'add' })}>
            <Plus aria-hidden="true" className="size-4" />
            Add Therapist
          </Button>
        </EmptyState>
      ) : (
        <>
          {/* Cards below 640 px: four action buttons beside a name do not fit a phone's width. */}
          <ul className="space-y-3 sm:hidden">
            {therapists.data.map((therapist) => (
              <li key={therapist._id} className="rounded-3xl border border-blush-200/80 bg-white p-4 shadow-sm">
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
                  <p className="text-sm text-cocoa">
                    {therapist.appointmentCount} {therapist.appointmentCount === 1 ? 'appointment' : 'appointments'}
                  </p>
                  <div className="-mr-2">{actions(therapist)}</div>
                </div>
              </li>
            ))}
          </ul>
          <div className={`${TABLE.wrap} hidden sm:block`}>
            <table className={TABLE.table}>
              <caption className="sr-only">Therapists</caption>
              <thead>
                <tr>
                  <th scope="col" className={TABLE.th}>
                    Photo
                  </th>
                  <th scope="col" className={TABLE.th}>
                    Name
                  </th>
                  <th scope="col" className={`${TABLE.th} hidden md:table-cell`}>
                    Specialization
                  </th>
                  <th scope="col" className={TABLE.th}>
                    Appointments
                  </th>
                  <th scope="col" className={`${TABLE.th} text-right`}>
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {therapists.data.map((therapist) => (
                  <tr key={therapist._id}>
                    <td className={`${TABLE.td} w-20`}>
                      <TherapistAvatar name={therapist.name} imageUrl={therapist.imageUrl} />
                    </td>
                    <th scope="row" className={`${TABLE.td} font-medium`}>
                      {therapist.name}
                      <span className="block text-xs font-normal text-taupe md:hidden">
                        <Specialization text={therapist.specialization} />
                      </span>
                    </th>
                    <td className={`${TABLE.td} hidden text-taupe md:table-cell`}>
                      <Specialization text={therapist.specialization} />
                    </td>
                    <td className={TABLE.td}>{therapist.appointmentCount}</td>
                    <td className={TABLE.td}>{actions(therapist)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      {(modal?.kind === 'add' || modal?.kind === 'edit') && (
        <TherapistFormModal
          therapist={modal.kind === 'edit' ? modal.therapist : undefined}
          onClose={() => setModal(null)}
        />
      )}
      {modal?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete Therapist"
          question={`Are you sure you want to delete ${modal.therapist.name}? This action cannot be undone.`}
          busy={remove.isPending}
          error={deleteError}
          onConfirm={() => void confirmDelete(modal.therapist)}
          onCancel={() => setModal(null)}
        />
      )}
      {modal?.kind === 'schedule' && <WeeklyScheduleModal therapist={modal.therapist} onClose={() => setModal(null)} />}
    </section>
  );
}

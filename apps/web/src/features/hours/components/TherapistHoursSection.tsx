import { LoadError } from '../../../components/ui/LoadError';
import { useAddAbsence, useDeleteAbsence, useSaveTherapistWeek, useTherapistHours } from '../api/hours';
import { HOURS_UI } from '../hours-messages';
import { DayRanges } from './DayRanges';
import { WeekHoursForm } from './WeekHoursForm';

/** The therapist detail page's working week and days off. */
export function TherapistHoursSection({ therapistId }: { therapistId: string }) {
  const hours = useTherapistHours(therapistId);
  const saveWeek = useSaveTherapistWeek(therapistId);
  const addAbsence = useAddAbsence(therapistId);
  const deleteAbsence = useDeleteAbsence(therapistId);
  if (hours.isError)
    return <LoadError title={HOURS_UI.loadError} error={hours.error} onRetry={() => hours.refetch()} />;
  if (!hours.data) return null;
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="space-y-2">
        {!hours.data.custom && <p className="text-sm text-taupe">{HOURS_UI.therapistFollowsSalon}</p>}
        <WeekHoursForm
          title={HOURS_UI.therapistWeekTitle}
          week={hours.data.week}
          openLabel={HOURS_UI.working}
          savedLabel={HOURS_UI.therapistWeekSaved}
          pending={saveWeek.isPending}
          onSave={saveWeek.mutateAsync}
        />
      </div>
      <DayRanges
        title={HOURS_UI.absencesTitle}
        empty={HOURS_UI.absencesEmpty}
        addLabel={HOURS_UI.addAbsence}
        addedLabel={HOURS_UI.absenceAdded}
        ranges={hours.data.absences}
        onAdd={addAbsence.mutateAsync}
        onRemove={deleteAbsence.mutateAsync}
      />
    </div>
  );
}

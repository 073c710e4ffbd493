import { LoadError } from '@/components/ui/LoadError';
import { useAddAbsence, useDeleteAbsence, useSaveTherapistWeek, useTherapistHours } from '../api/hours';
import { hoursText } from '../hours-messages';
import { DayRanges } from './DayRanges';
import { WeekHoursForm } from './WeekHoursForm';

/** The therapist detail page's working week and days off. */
export function TherapistHoursSection({ therapistId }: { therapistId: string }) {
  const hours = useTherapistHours(therapistId);
  const saveWeek = useSaveTherapistWeek(therapistId);
  const addAbsence = useAddAbsence(therapistId);
  const deleteAbsence = useDeleteAbsence(therapistId);
  if (hours.isError)
    return <LoadError title={hoursText.loadError()} error={hours.error} onRetry={() => hours.refetch()} />;
  if (!hours.data) return null;
  return (
    <div className="grid gap-8">
      <div className="space-y-2">
        {!hours.data.custom && <p className="text-sm text-taupe">{hoursText.therapistFollowsSalon()}</p>}
        <WeekHoursForm
          title={hoursText.therapistWeekTitle()}
          week={hours.data.week}
          openLabel={hoursText.working()}
          savedLabel={hoursText.therapistWeekSaved()}
          pending={saveWeek.isPending}
          onSave={saveWeek.mutateAsync}
        />
      </div>
      <DayRanges
        title={hoursText.absencesTitle()}
        empty={hoursText.absencesEmpty()}
        addLabel={hoursText.addAbsence()}
        addedLabel={hoursText.absenceAdded()}
        ranges={hours.data.absences}
        onAdd={addAbsence.mutateAsync}
        onRemove={deleteAbsence.mutateAsync}
      />
    </div>
  );
}

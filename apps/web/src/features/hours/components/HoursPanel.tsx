import { LoadError } from '@/components/ui/LoadError';
import { PanelHeader } from '@/components/ui/PanelHeader';
import { useAddClosure, useDeleteClosure, useSalonHours, useSaveSalonWeek } from '../api/hours';
import { hoursText } from '../hours-messages';
import { DayRanges } from './DayRanges';
import { WeekHoursForm } from './WeekHoursForm';

/** The dashboard's Hours tab: the salon's week and its closures (docs/decisions.md: a tab of its own). */
export function HoursPanel() {
  const hours = useSalonHours();
  const saveWeek = useSaveSalonWeek();
  const addClosure = useAddClosure();
  const deleteClosure = useDeleteClosure();
  return (
    <div className="space-y-8">
      <PanelHeader title={hoursText.panelTitle()} />
      <p className="text-sm text-taupe">{hoursText.panelIntro()}</p>
      {hours.isError && <LoadError title={hoursText.loadError()} error={hours.error} onRetry={() => hours.refetch()} />}
      {hours.data && (
        <>
          <WeekHoursForm
            title={hoursText.weekTitle()}
            week={hours.data.week}
            openLabel={hoursText.open()}
            savedLabel={hoursText.weekSaved()}
            pending={saveWeek.isPending}
            onSave={saveWeek.mutateAsync}
          />
          <DayRanges
            title={hoursText.closuresTitle()}
            empty={hoursText.closuresEmpty()}
            addLabel={hoursText.addClosure()}
            addedLabel={hoursText.closureAdded()}
            ranges={hours.data.closures}
            onAdd={addClosure.mutateAsync}
            onRemove={deleteClosure.mutateAsync}
          />
        </>
      )}
    </div>
  );
}

import { LoadError } from '../../../components/ui/LoadError';
import { PanelHeader } from '../../../components/ui/PanelHeader';
import { useAddClosure, useDeleteClosure, useSalonHours, useSaveSalonWeek } from '../api/hours';
import { HOURS_UI } from '../hours-messages';
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
      <PanelHeader title={HOURS_UI.panelTitle} />
      <p className="text-sm text-taupe">{HOURS_UI.panelIntro}</p>
      {hours.isError && <LoadError title={HOURS_UI.loadError} error={hours.error} onRetry={() => hours.refetch()} />}
      {hours.data && (
        <>
          <WeekHoursForm
            title={HOURS_UI.weekTitle}
            week={hours.data.week}
            openLabel={HOURS_UI.open}
            savedLabel={HOURS_UI.weekSaved}
            pending={saveWeek.isPending}
            onSave={saveWeek.mutateAsync}
          />
          <DayRanges
            title={HOURS_UI.closuresTitle}
            empty={HOURS_UI.closuresEmpty}
            addLabel={HOURS_UI.addClosure}
            addedLabel={HOURS_UI.closureAdded}
            ranges={hours.data.closures}
            onAdd={addClosure.mutateAsync}
            onRemove={deleteClosure.mutateAsync}
          />
        </>
      )}
    </div>
  );
}

import { useSession } from '@/features/session';
import { AuditList } from './AuditList';
import { DayClose } from './DayClose';
import { VatSettingsForm } from './VatSettingsForm';

/**
 * The dashboard's Till tab: the day's close for reception and admin; the VAT settings and the audit for the
 * admin only (reception does not see them: the server refuses the edit, and the settings change nothing at
 * the desk).
 */
export function TillPanel() {
  const { isAdmin } = useSession();
  return (
    <div className="space-y-10">
      <DayClose />
      {isAdmin && <VatSettingsForm />}
      {isAdmin && <AuditList />}
    </div>
  );
}

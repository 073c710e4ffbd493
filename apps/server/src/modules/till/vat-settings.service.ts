import type { TVatSettings } from '@salon/shared';
import type { Principal } from '@/lib/principal';
import { insertAudit, writeVatSettings } from './invoices/invoices.repository';
import { vatSettingsOf } from './invoices/invoices.service';
import { recordedByOf, type TillDeps } from './till.deps';

export const getVatSettings = (deps: TillDeps) => vatSettingsOf(deps.db);

/**
 * The salon's VAT registration (admin). Issued invoices keep what they printed; the change is written to
 * the till's audit trail with what it was before and after, and who made it.
 */
export async function putVatSettings(deps: TillDeps, principal: Principal, input: TVatSettings): Promise<TVatSettings> {
  await deps.db.transaction(async (tx) => {
    const before = await vatSettingsOf(tx, { lock: true });
    await writeVatSettings(tx, { ...input, ...recordedByOf(principal) });
    await insertAudit(tx, { action: 'vat-settings', detail: { before, after: input }, ...recordedByOf(principal) });
  });
  return vatSettingsOf(deps.db);
}

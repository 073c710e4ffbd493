import { type TSale, ZCustomerTrnRequest } from '@salon/shared';
import { useState } from 'react';
import { Alert, AlertRegion } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextInput } from '@/components/ui/fields';
import { serverMessage } from '@/lib/api-client';
import { useSaleAction } from '../api/till-api';
import { requestProblems } from '../sale-view';
import { tillText as t } from '../till-messages';

/**
 * The customer's Tax Registration Number, before the invoice is issued: with it the invoice is a full tax
 * invoice, without it a simplified one. Not money, so no idempotency key: the same PUT twice is the same.
 */
export function CustomerTrnForm({ orderId, sale }: { orderId: string; sale: TSale }) {
  const save = useSaleAction<{ trn: string | null }>(orderId, `${sale._id}/customer-trn`, 'PUT');
  const [trn, setTrn] = useState(sale.customerTrn ?? '');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const submit = async () => {
    const request = { trn: trn.trim() === '' ? null : trn.trim() };
    const problems = requestProblems(ZCustomerTrnRequest, request);
    setError(problems.trn);
    setFailure(null);
    setSaved(null);
    if (problems.trn) return;
    try {
      await save.mutateAsync(request);
      setSaved(t.trnSaved());
    } catch (failed) {
      setFailure(serverMessage(failed, t.actionFailed()));
    }
  };

  return (
    <form
      noValidate
      className="mt-4 flex flex-wrap items-start gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!save.isPending) void submit();
      }}
    >
      <TextInput
        label={t.customerTrn()}
        hint={t.customerTrnHint()}
        inputMode="numeric"
        autoComplete="off"
        maxLength={15}
        className="min-w-0 flex-1 basis-56"
        value={trn}
        error={error}
        onChange={(event) => setTrn(event.target.value)}
      />
      <Button type="submit" variant="secondary" className="sm:mt-7" disabled={save.isPending}>
        {save.isPending ? t.saving() : t.saveTrn()}
      </Button>
      {failure && (
        <Alert tone="error" className="w-full">
          {failure}
        </Alert>
      )}
      <AlertRegion tone="success" text={saved} className="w-full" />
    </form>
  );
}

import type { TDayReport } from '@salon/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { CARD } from '@/components/ui/DataTable';
import { TextareaInput, TextInput } from '@/components/ui/fields';
import { parseAedAmount } from '@/lib/aed-amount';
import { serverMessage } from '@/lib/api-client';
import { formatFils } from '@/lib/format-money';
import { useCloseDay } from '../api/till-api';
import { moneyText as t } from '../money-messages';

/**
 * Close the day: the counted cash against what the drawer should hold. A difference needs a note, so the
 * close names why the drawer is short or over; the server refuses a second close.
 */
export function CloseDayForm({ report }: { report: TDayReport }) {
  const close = useCloseDay(report.day);
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ counted?: string; note?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAedAmount(counted);
    // Every reason the text is not an amount reads as the one hint with its example; zero is a count.
    if (!parsed.ok) return setErrors({ counted: t.countedInvalid() });
    const fils = parsed.fils;
    const difference = fils - report.cashExpectedFils;
    if (difference !== 0 && note.trim() === '')
      return setErrors({ note: t.noteRequired({ amount: formatFils(difference) }) });
    setErrors({});
    close.mutate({ cashCountedFils: fils, ...(note.trim() ? { note: note.trim() } : {}) });
  };

  return (
    <section className={CARD} aria-labelledby="close-day-heading">
      <h4 id="close-day-heading" className="text-lg text-espresso">
        {t.closeTitle()}
      </h4>
      <p className="mb-3 text-sm text-taupe">{t.closeIntro()}</p>
      <form noValidate onSubmit={submit} className="space-y-3">
        <p className="text-sm">
          {t.cashExpected()}: <strong className="tabular-nums">{formatFils(report.cashExpectedFils)}</strong>
        </p>
        <TextInput
          label={t.countedLabel()}
          inputMode="decimal"
          autoComplete="off"
          value={counted}
          onChange={(event) => setCounted(event.target.value)}
          error={errors.counted}
        />
        <TextareaInput
          label={t.noteLabel()}
          hint={t.noteHint()}
          rows={2}
          maxLength={200}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={errors.note}
        />
        {close.isError && <Alert tone="error">{serverMessage(close.error, t.closeFailed())}</Alert>}
        <Button type="submit" disabled={close.isPending}>
          {close.isPending ? t.closing() : t.closeSubmit()}
        </Button>
      </form>
    </section>
  );
}

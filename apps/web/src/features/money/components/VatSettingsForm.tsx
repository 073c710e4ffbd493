import { type TVatSettings, ZVatSettings } from '@salon/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { CARD } from '@/components/ui/DataTable';
import { TextareaInput, TextInput } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/LoadError';
import { serverMessage } from '@/lib/api-client';
import { useSaveVatSettings, useVatSettings } from '../api/till-api';
import { moneyText as t } from '../money-messages';

type Draft = Omit<TVatSettings, 'rateBasisPoints' | 'trn'> & { rate: string; trn: string };
type Errors = Partial<Record<keyof Draft, string>>;

const draftOf = (settings: TVatSettings): Draft => ({
  ...settings,
  trn: settings.trn ?? '',
  rate: String(settings.rateBasisPoints / 100),
});

/** The rate typed in percent ('5', '5.25') as basis points, or null. */
function basisPoints(rate: string): number | null {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(rate.trim())) return null;
  const points = Math.round(Number(rate) * 100);
  return points <= 10_000 ? points : null;
}

/** VAT settings (admin): registration, TRN, rate and the seller's legal name and address in both languages. */
export function VatSettingsForm() {
  const settings = useVatSettings();
  if (settings.isPending) return <p className="text-taupe">{t.dayLoading()}</p>;
  if (settings.isError) {
    return <LoadError title={t.vatLoadFailed()} error={settings.error} onRetry={() => void settings.refetch()} />;
  }
  return <VatForm initial={settings.data} />;
}

function VatForm({ initial }: { initial: TVatSettings }) {
  const save = useSaveVatSettings();
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [errors, setErrors] = useState<Errors>({});
  const field = <K extends keyof Draft>(key: K) => ({
    value: draft[key] as string,
    error: errors[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rate = basisPoints(draft.rate);
    const { rate: _rate, ...rest } = draft;
    const parsed = ZVatSettings.safeParse({ ...rest, trn: draft.trn.trim() || null, rateBasisPoints: rate ?? -1 });
    const found: Errors = rate === null ? { rate: t.vatRateInvalid() } : {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = (issue.path[0] === 'rateBasisPoints' ? 'rate' : issue.path[0]) as keyof Draft;
        found[key] ??= issue.message;
      }
    }
    setErrors(found);
    if (parsed.success && rate !== null) save.mutate(parsed.data);
  };

  return (
    <section className={CARD} aria-labelledby="vat-heading">
      <h3 id="vat-heading" className="text-xl text-espresso">
        {t.vatTitle()}
      </h3>
      <p className="mb-3 text-sm text-taupe">{t.vatIntro()}</p>
      <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        <label className="flex items-center gap-2 text-sm font-medium text-espresso sm:col-span-2">
          <input
            type="checkbox"
            className="size-5 accent-wine"
            checked={draft.registered}
            onChange={(event) => setDraft({ ...draft, registered: event.target.checked })}
          />
          {t.vatRegistered()}
        </label>
        <TextInput label={t.vatTrn()} hint={t.vatTrnHint()} inputMode="numeric" dir="ltr" {...field('trn')} />
        <TextInput label={t.vatRate()} inputMode="decimal" dir="ltr" {...field('rate')} />
        <TextInput label={t.vatLegalNameEn()} dir="ltr" maxLength={120} {...field('legalNameEn')} />
        <TextInput label={t.vatLegalNameAr()} dir="rtl" lang="ar" maxLength={120} {...field('legalNameAr')} />
        <TextareaInput label={t.vatAddressEn()} dir="ltr" rows={2} maxLength={300} {...field('addressEn')} />
        <TextareaInput label={t.vatAddressAr()} dir="rtl" lang="ar" rows={2} maxLength={300} {...field('addressAr')} />
        <div className="space-y-2 sm:col-span-2">
          {save.isError && <Alert tone="error">{serverMessage(save.error, t.vatSaveFailed())}</Alert>}
          {save.isSuccess && <Alert tone="success">{t.vatSaved()}</Alert>}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t.saving() : t.vatSave()}
          </Button>
        </div>
      </form>
    </section>
  );
}

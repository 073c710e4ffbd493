import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { SelectInput, TextInput } from './fields';
import { uiText } from './ui-messages';

/** The box above a list holding its search and filters; the list says its columns ('sm:grid-cols-3'). */
export function FilterBar({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div className={cx('grid gap-4 rounded-3xl border border-blush-200/80 bg-white p-5 shadow-sm', className)}>
      {children}
    </div>
  );
}

/** A number a list is filtered by; empty means no limit, so it reads 'Any'. */
export function NumberFilter({
  label,
  range,
  hint,
  inputMode = 'numeric',
  value,
  onChange,
}: {
  label: string;
  range: { min: number; max: number };
  hint: string;
  inputMode?: 'numeric' | 'decimal';
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      label={label}
      type="number"
      inputMode={inputMode}
      min={range.min}
      max={range.max}
      placeholder={uiText.anyNumber()}
      hint={hint}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A menu of named things by id, first offering all of them ('All therapists' as the empty value). */
export function NamedOptionsSelect({
  label,
  all,
  options,
  value,
  onChange,
}: {
  label: string;
  all: string;
  options: readonly { _id: string; name: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <SelectInput label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{all}</option>
      {options.map((option) => (
        <option key={option._id} value={option._id}>
          {option.name}
        </option>
      ))}
    </SelectInput>
  );
}

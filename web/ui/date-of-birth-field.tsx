// Date of birth as month, day and year selects: quicker than a calendar to reach a year fifteen
// years back (type "2010" on the year), and the same on every phone. Submits YYYY-MM-DD as `name`.
import { useId, useState } from 'react';
import { FieldMessage, controlClass } from './field';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number) => String(n).padStart(2, '0');

export function DateOfBirthField({ name, label, hint, error }: { name: string; label: string; hint?: string; error?: string }) {
  const id = useId();
  const [month, setMonth] = useState('');
  const [day, setDay] = useState('');
  const [year, setYear] = useState('');
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: thisYear - 1900 + 1 }, (_, i) => thisYear - i);
  const value = month && day && year ? `${year}-${pad(Number(month))}-${pad(Number(day))}` : '';
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const select = (what: string, current: string, set: (v: string) => void, options: [string, string][], wide = '') => (
    <label className={`grid min-w-0 gap-1 text-xs text-muted ${wide}`}>
      {what}
      <select
        value={current}
        onChange={(e) => set(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        className={`${controlClass} px-2`}
      >
        <option value="">{what}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="grid gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-fg">
        {label}
      </span>
      {/* Three across where the column has room; the month on a row of its own where it has not. */}
      <div className="@container">
        <div className="grid grid-cols-2 gap-2 @xs:grid-cols-[1.6fr_1fr_1.2fr]">
          {select(
            'Month',
            month,
            setMonth,
            MONTHS.map((m, i) => [String(i + 1), m]),
            'col-span-2 @xs:col-span-1',
          )}
          {select(
            'Day',
            day,
            setDay,
            Array.from({ length: 31 }, (_, i) => [String(i + 1), String(i + 1)]),
          )}
          {select(
            'Year',
            year,
            setYear,
            years.map((y) => [String(y), String(y)]),
          )}
        </div>
      </div>
      <input type="hidden" name={name} value={value} />
      <FieldMessage id={id} hint={hint} error={error} />
    </div>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons';

/** A react-hook-form field holding the number of courts. */
interface CourtsField {
  readonly name: string;
  readonly value: number | undefined;
  readonly onChange: (courts: number) => void;
  readonly onBlur: () => void;
}

const LOOK = {
  regular: {
    group: 'flex flex-wrap gap-2',
    option:
      'flex h-11 min-w-28 cursor-pointer items-center justify-center gap-2 rounded-xl border px-4 text-sm font-semibold',
    icon: 'size-4',
  },
  /** The court tablet: big targets at arm's length. */
  touch: {
    group: 'grid grid-cols-2 gap-3',
    option:
      'flex h-14 cursor-pointer items-center justify-center gap-2 rounded-2xl border-2 text-lg font-bold',
    icon: 'size-5',
  },
} as const;

/** '1 quadra' / '2 quadras'…: the courts a tournament is played on, one button each. */
export function CourtChoice({
  legend,
  options,
  field,
  error,
  look = 'regular',
}: {
  readonly legend: string;
  readonly options: readonly number[];
  readonly field: CourtsField;
  readonly error?: string;
  readonly look?: keyof typeof LOOK;
}) {
  const { t } = useTranslation('tournaments');
  const id = useId();
  const style = LOOK[look];
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className={style.group} role="radiogroup">
        {options.map((n) => (
          <label
            key={n}
            className={`${style.option} transition has-focus-visible:ring-4 has-focus-visible:ring-brand-100 ${
              field.value === n
                ? 'border-brand-500 bg-brand-50 text-brand-800'
                : 'border-slate-300 bg-white text-slate-700 hover:border-brand-300'
            }`}
          >
            <input
              type="radio"
              name={field.name}
              value={n}
              checked={field.value === n}
              onChange={() => field.onChange(n)}
              onBlur={field.onBlur}
              className="sr-only"
            />
            <Icon name="court" className={style.icon} />
            {t('create.courtOption', { count: n })}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

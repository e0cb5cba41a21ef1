import { Checkbox } from 'radix-ui';
import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  readonly label: string;
  readonly name: string;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  readonly ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with its message underneath, tied together for screen readers. A form spreads
 * `register(name)` into it (name, ref, onChange, onBlur).
 */
export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={`h-11 w-full rounded-xl border bg-white px-3.5 text-base text-slate-900 shadow-sm transition outline-none placeholder:text-slate-500 focus:ring-4 sm:text-sm ${
          error
            ? 'border-red-400 focus:border-red-500 focus:ring-red-100'
            : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
        }`}
        {...input}
      />
      {error ? (
        <p id={messageId} className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

interface CheckboxFieldProps {
  readonly name: string;
  readonly checked: boolean;
  readonly onCheckedChange: (checked: boolean) => void;
  readonly children: ReactNode;
  readonly error?: string | undefined;
}

/** A Radix checkbox with a label that may hold links. */
export function CheckboxField({ name, checked, onCheckedChange, children, error }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-2.5">
        <Checkbox.Root
          id={id}
          name={name}
          checked={checked}
          onCheckedChange={(value) => onCheckedChange(value === true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-message` : undefined}
          className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-md border bg-white shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600 ${
            error ? 'border-red-400' : 'border-slate-300'
          }`}
        >
          <Checkbox.Indicator>
            <svg
              viewBox="0 0 24 24"
              className="size-3.5 text-white"
              fill="none"
              stroke="currentColor"
              strokeWidth="3.5"
              aria-hidden
            >
              <path d="m5 12 5 5 9-10" />
            </svg>
          </Checkbox.Indicator>
        </Checkbox.Root>
        <label htmlFor={id} className="text-sm leading-snug text-slate-700">
          {children}
        </label>
      </div>
      {error ? (
        <p id={`${id}-message`} className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const SELECT =
  'h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100 disabled:opacity-60 sm:text-sm';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  readonly label: string;
  readonly hideLabel?: boolean;
  readonly ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (the label can be left to screen readers). */
export function SelectField({ label, hideLabel, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-slate-800'}>
        {label}
      </label>
      <select id={id} className={SELECT} {...select}>
        {children}
      </select>
    </div>
  );
}

import { PLAYER_NAME_MAX_LENGTH, type RosterEntrySummary } from '@rodada/events/contracts';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useDeferredValue, useId, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rosterQueries } from '../../lib/roster';
import { LevelBadge } from './levelBadge';

interface RosterNameFieldProps {
  readonly label: string;
  readonly error: string | undefined;
  readonly registration: UseFormRegisterReturn;
  readonly className?: string;
  /** A suggestion was picked: the form sends it as that player (`useRosterPicks`). */
  readonly onPick?: ((entry: RosterEntrySummary) => void) | undefined;
}

/**
 * A player's name box that suggests the organiser's players (the roster) as they type: a WAI-ARIA
 * combobox (arrows move, Enter picks, Escape closes), accents and case ignored by the server. A
 * name nobody has is kept as typed: it becomes a new player when the tournament is created; a
 * picked suggestion is told to `onPick`, so the form can send it as that player.
 */
export function RosterNameField({ label, error, registration, className, onPick }: RosterNameFieldProps) {
  const { t } = useTranslation('tournaments');
  const id = useId();
  const listId = `${id}-list`;
  const messageId = `${id}-message`;
  const input = useRef<HTMLInputElement | null>(null);
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDeferredValue(typed.trim());
  const { data } = useQuery({ ...rosterQueries.search(query), enabled: open && query !== '' });
  // A suggestion that is exactly what was typed adds nothing.
  const suggestions = (data ?? []).filter((entry) => entry.name !== typed.trim());
  const expanded = open && query !== '' && suggestions.length > 0;

  const pick = (entry: RosterEntrySummary) => {
    const { name } = entry;
    onPick?.(entry);
    if (input.current) input.current.value = name;
    void registration.onChange({ target: { name: registration.name, value: name }, type: 'change' });
    setTyped(name);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && expanded) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(suggestions[active]!);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="relative grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        autoComplete="off"
        maxLength={PLAYER_NAME_MAX_LENGTH}
        className={
          className ??
          `h-11 w-full rounded-xl border bg-white px-3.5 text-base text-slate-900 shadow-sm transition outline-none placeholder:text-slate-500 focus:ring-4 sm:text-sm ${
            error
              ? 'border-red-400 focus:border-red-500 focus:ring-red-100'
              : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
          }`
        }
        {...registration}
        ref={(element) => {
          input.current = element;
          registration.ref(element);
        }}
        onChange={(event) => {
          setTyped(event.target.value);
          setOpen(true);
          setActive(-1);
          void registration.onChange(event);
        }}
        onBlur={(event) => {
          setOpen(false);
          void registration.onBlur(event);
        }}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('roster.suggestions')}
        hidden={!expanded}
        className="absolute top-full z-20 mt-1 max-h-60 w-full overflow-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((entry, i) => (
          <div
            key={entry.id}
            id={`${listId}-${i}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            // Picked before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(entry);
            }}
            className={`flex cursor-pointer items-center justify-between gap-3 px-3.5 py-2.5 text-sm ${
              i === active ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-50'
            }`}
          >
            <span className="truncate font-medium">{entry.name}</span>
            <LevelBadge level={entry.level} />
            <span className="shrink-0 text-xs text-slate-500">
              {t('roster.tournaments', { count: entry.tournaments })}
            </span>
          </div>
        ))}
      </div>
      {error ? (
        <p id={messageId} className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import {
  DEFAULT_SCORING,
  POINTS_TOTALS,
  type PointsTotal,
  SCORING_MODES,
  type Scoring,
  type ScoringMode,
  TIMED_MINUTES,
  walkoverPoints,
  walkoverRange,
} from '@rodada/events/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The match length a timed tournament starts from, and the total a points one does. */
const DEFAULT_MINUTES = 15;
const DEFAULT_TOTAL: PointsTotal = 24;
const MINUTE_OPTIONS = Array.from(
  { length: (TIMED_MINUTES.max - TIMED_MINUTES.min) / 5 + 1 },
  (_, i) => TIMED_MINUTES.min + i * 5,
);

const LOOK = {
  regular: {
    group: 'flex flex-wrap gap-2',
    option:
      'flex h-11 min-w-24 cursor-pointer items-center justify-center rounded-xl border px-4 text-sm font-semibold',
  },
  /** The court tablet: big targets at arm's length. */
  touch: {
    group: 'grid grid-cols-3 gap-3',
    option:
      'flex h-14 cursor-pointer items-center justify-center rounded-2xl border-2 px-3 text-lg font-bold',
  },
} as const;

function withMode(mode: ScoringMode, current: Scoring): Scoring {
  if (mode === current.mode) return current;
  if (mode === 'points') return { mode, total: DEFAULT_TOTAL };
  if (mode === 'timed') return { mode, minutes: DEFAULT_MINUTES };
  return DEFAULT_SCORING;
}

/**
 * How the tournament's matches are scored: games (the default), points to 16/21/24/32, or timed
 * matches of 5 to 60 minutes. A react-hook-form field's value and onChange.
 */
export function ScoringChoice({
  value = DEFAULT_SCORING,
  onChange,
  error,
  look = 'regular',
}: {
  readonly value?: Scoring;
  readonly onChange: (scoring: Scoring) => void;
  readonly error?: string;
  readonly look?: keyof typeof LOOK;
}) {
  const { t } = useTranslation('tournaments');
  const id = useId();
  const style = LOOK[look];
  const option = (selected: boolean) =>
    `${style.option} transition has-focus-visible:ring-4 has-focus-visible:ring-brand-100 ${
      selected
        ? 'border-brand-500 bg-brand-50 text-brand-800'
        : 'border-slate-300 bg-white text-slate-700 hover:border-brand-300'
    }`;
  return (
    <fieldset
      data-testid="scoring-choice"
      className="grid gap-2"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('scoring.legend')}</legend>
      <div className={style.group} role="radiogroup">
        {SCORING_MODES.map((mode) => (
          <label key={mode} className={option(value.mode === mode)}>
            <input
              type="radio"
              name={`${id}-mode`}
              value={mode}
              data-testid={`scoring-${mode}`}
              checked={value.mode === mode}
              onChange={() => onChange(withMode(mode, value))}
              className="sr-only"
            />
            {t(`scoring.modes.${mode}`)}
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t(`scoring.hints.${value.mode}`)}
      </p>
      {value.mode === 'points' ? (
        <div className="grid gap-1.5">
          <span className="text-sm font-medium text-slate-800">{t('scoring.total')}</span>
          <div className={style.group} role="radiogroup" aria-label={t('scoring.total')}>
            {POINTS_TOTALS.map((total) => (
              <label key={total} className={option(value.total === total)}>
                <input
                  type="radio"
                  name={`${id}-total`}
                  value={total}
                  data-testid={`scoring-total-${total}`}
                  checked={value.total === total}
                  onChange={() => onChange({ mode: 'points', total })}
                  className="sr-only"
                />
                {t('scoring.totalOption', { total })}
              </label>
            ))}
          </div>
        </div>
      ) : null}
      {value.mode === 'timed' ? (
        <label className="grid max-w-xs gap-1.5 text-sm font-medium text-slate-800">
          {t('scoring.minutes')}
          <select
            data-testid="scoring-minutes"
            value={value.minutes}
            onChange={(event) => onChange({ mode: 'timed', minutes: Number(event.target.value) })}
            className={`rounded-xl border border-slate-300 bg-white px-3 font-semibold text-slate-900 ${
              look === 'touch' ? 'h-14 text-lg' : 'h-11'
            }`}
          >
            {(MINUTE_OPTIONS.includes(value.minutes) ? MINUTE_OPTIONS : [...MINUTE_OPTIONS, value.minutes])
              .sort((a, b) => a - b)
              .map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('scoring.minutesOption', { minutes })}
                </option>
              ))}
          </select>
        </label>
      ) : null}
      <WalkoverField value={value} onChange={onChange} look={look} />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Without the tournament's own walkover score: the mode's default. */
function withoutWalkover(scoring: Scoring): Scoring {
  const { walkover: _walkover, ...rest } = scoring;
  return rest as Scoring;
}

/**
 * Optional: the score the present side wins a walkover by (empty: the mode's default, 6-0 in
 * games, the whole total in points, 1-0 when timed), from 1 to the most one side can score.
 */
function WalkoverField({
  value,
  onChange,
  look,
}: {
  readonly value: Scoring;
  readonly onChange: (scoring: Scoring) => void;
  readonly look: keyof typeof LOOK;
}) {
  const { t } = useTranslation('tournaments');
  const id = useId();
  const base = withoutWalkover(value);
  const { min, max } = walkoverRange(value);
  return (
    <label className="grid max-w-xs gap-1.5 text-sm font-medium text-slate-800">
      {t('scoring.walkover')}
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        data-testid="scoring-walkover"
        aria-describedby={`${id}-walkover-hint`}
        placeholder={String(walkoverPoints(base))}
        value={value.walkover ?? ''}
        onChange={(event) => {
          const typed = event.target.value;
          onChange(typed === '' ? base : ({ ...base, walkover: Number(typed) } as Scoring));
        }}
        className={`rounded-xl border border-slate-300 bg-white px-3 font-semibold text-slate-900 ${
          look === 'touch' ? 'h-14 text-lg' : 'h-11'
        }`}
      />
      <span id={`${id}-walkover-hint`} className="text-sm font-normal text-slate-600">
        {t('scoring.walkoverHint', { score: `${walkoverPoints(value)}-0`, max })}
      </span>
    </label>
  );
}

import {
  CIRCUIT_NAME_MAX_LENGTH,
  CIRCUIT_POINTS_MAX,
  CIRCUIT_POINTS_PRESETS,
  CIRCUIT_POINTS_TABLE_MAX_LENGTH,
  CIRCUIT_TIE_RULES,
  type CircuitTieRule,
  CreateCircuitRequestSchema,
} from '@rodada/events/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { pointsLine } from '../../components/circuits/circuitRules';
import { buttonClasses } from '../../components/ui/button';
import { CARD } from '../../components/ui/card';
import { TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api';
import { circuitChanged, circuitWrites } from '../../lib/circuits';
import { FORM_BEHAVIOUR, requestResolver, setServerErrors, useErrorText } from '../../lib/forms';
import { useCreationKey } from '../../lib/useCreationKey';
import { useToast } from '../../state/toasts';

type PresetName = keyof typeof CIRCUIT_POINTS_PRESETS;
type TableChoice = PresetName | 'custom';
const PRESET_NAMES = Object.keys(CIRCUIT_POINTS_PRESETS) as PresetName[];
const TABLE_CHOICES: readonly TableChoice[] = [...PRESET_NAMES, 'custom'];

interface CircuitFormValues {
  readonly name: string;
  readonly table: TableChoice;
  /** The custom table as typed, a field per place (react-hook-form lists hold objects). */
  readonly places: readonly { readonly points: string }[];
  readonly participationPoints: string;
  readonly tieRule: CircuitTieRule;
}

/** A number as typed: blank is not one (the schema says so), unless blank means `blank`. */
const typedNumber = (typed: string, blank = Number.NaN) => (typed.trim() === '' ? blank : Number(typed));

/** The request the form stands for; its paths are the form's, so each message lands on its field. */
function requestOf(values: CircuitFormValues) {
  return {
    name: values.name,
    pointsTable:
      values.table === 'custom'
        ? values.places.map((place) => typedNumber(place.points))
        : [...CIRCUIT_POINTS_PRESETS[values.table]],
    participationPoints: typedNumber(values.participationPoints, 0),
    tieRule: values.tieRule,
  };
}

const placesOf = (table: readonly number[]) => table.map((points) => ({ points: String(points) }));

/** A refusal about the points table (not non-increasing, too long) belongs under the table. */
const TABLE_CODES = /^circuit\.points/;

/** Name, points table (a preset or custom), participation bonus and tie rule; then the new circuit's page. */
export function CreateCircuitForm() {
  const { t } = useTranslation('circuits');
  const { toast } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const creationKey = useCreationKey();
  const { register, control, handleSubmit, setError, setValue, watch, formState } = useForm({
    ...FORM_BEHAVIOUR,
    resolver: requestResolver(CreateCircuitRequestSchema, requestOf),
    defaultValues: {
      name: '',
      table: 'goPadel',
      places: placesOf(CIRCUIT_POINTS_PRESETS.goPadel),
      participationPoints: '0',
      tieRule: 'attendance',
    } satisfies CircuitFormValues as CircuitFormValues,
  });
  const places = useFieldArray({ control, name: 'places' });
  const errorText = useErrorText(formState.errors);
  const [table, tieRule] = watch(['table', 'tieRule']);

  const chooseTable = (choice: TableChoice) => {
    setValue('table', choice);
    // "Custom" starts from the table last chosen, to be edited.
    if (choice !== 'custom') places.replace(placesOf(CIRCUIT_POINTS_PRESETS[choice]));
  };

  const create = async (request: z.output<typeof CreateCircuitRequestSchema>) => {
    try {
      const detail = await circuitWrites.create(request, creationKey.current());
      toast({ title: t('create.created') });
      await circuitChanged(queryClient, detail);
      navigate(`/circuits/${detail.id}`);
    } catch (error) {
      creationKey.failed(error);
      const code = error instanceof ApiError ? error.code : undefined;
      const message = error instanceof Error ? error.message : '';
      setServerErrors(setError, error, code && TABLE_CODES.test(code) ? { pointsTable: message } : {});
      toast({ title: t('create.failed'), description: message, variant: 'destructive' });
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(create)}
      className={`${CARD} grid gap-5 p-4 sm:p-6`}
      data-testid="circuit-form"
      aria-labelledby="circuit-form-title"
    >
      <h2 id="circuit-form-title" className="text-lg font-bold text-slate-900">
        {t('create.title')}
      </h2>
      <TextField
        label={t('create.name')}
        placeholder={t('create.namePlaceholder')}
        autoComplete="off"
        maxLength={CIRCUIT_NAME_MAX_LENGTH}
        error={errorText('name')}
        {...register('name')}
      />

      {/* A custom table's message sits under the places typed, a preset's under the presets. */}
      <Choices
        legend={t('create.pointsTable')}
        hint={t('create.pointsTableHint')}
        error={table === 'custom' ? undefined : errorText('pointsTable')}
      >
        {TABLE_CHOICES.map((choice) => (
          <ChoiceOption
            key={choice}
            name="table"
            checked={table === choice}
            onChange={() => chooseTable(choice)}
            label={t(`create.presets.${choice}`)}
            detail={choice === 'custom' ? null : pointsLine(CIRCUIT_POINTS_PRESETS[choice])}
          />
        ))}
      </Choices>
      {table === 'custom' ? (
        <div className="grid gap-3" data-testid="custom-points">
          <ol className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {places.fields.map((field, index) => (
              <li key={field.id}>
                <TextField
                  label={t('create.place', { place: index + 1 })}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={CIRCUIT_POINTS_MAX}
                  step={1}
                  error={errorText(`pointsTable.${index}`)}
                  {...register(`places.${index}.points`)}
                />
              </li>
            ))}
          </ol>
          {errorText('pointsTable') ? (
            <p role="alert" className="text-sm font-medium text-red-600">
              {errorText('pointsTable')}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClasses.secondary}
              disabled={places.fields.length >= CIRCUIT_POINTS_TABLE_MAX_LENGTH}
              onClick={() => places.append({ points: '' })}
            >
              {t('create.addPlace')}
            </button>
            {places.fields.length > 1 ? (
              <button
                type="button"
                className={buttonClasses.secondary}
                onClick={() => places.remove(places.fields.length - 1)}
              >
                {t('create.removePlace', { place: places.fields.length })}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}

      <TextField
        label={t('create.participation')}
        hint={t('create.participationHint')}
        type="number"
        inputMode="numeric"
        min={0}
        max={CIRCUIT_POINTS_MAX}
        step={1}
        error={errorText('participationPoints')}
        {...register('participationPoints')}
      />

      <Choices legend={t('create.tieRule')} error={errorText('tieRule')}>
        {CIRCUIT_TIE_RULES.map((rule) => (
          <ChoiceOption
            key={rule}
            name="tieRule"
            checked={tieRule === rule}
            onChange={() => setValue('tieRule', rule)}
            label={t(`tieRules.${rule}.label`)}
            detail={t(`tieRules.${rule}.description`)}
          />
        ))}
      </Choices>

      <button
        type="submit"
        data-testid="circuit-submit"
        disabled={formState.isSubmitting}
        className={`${buttonClasses.primary} sm:justify-self-start`}
      >
        {formState.isSubmitting ? t('create.submitting') : t('create.submit')}
      </button>
    </form>
  );
}

/** A group of radio cards under a legend, with a hint or the group's message below. */
function Choices({
  legend,
  hint,
  error,
  children,
}: {
  readonly legend: string;
  readonly hint?: string;
  readonly error: string | undefined;
  readonly children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={error || hint ? `${id}-message` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">{children}</div>
      {error ? (
        <p id={`${id}-message`} className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-message`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One radio card: its label in bold, a line under it (a preset's points, a rule's explanation). */
function ChoiceOption({
  name,
  checked,
  onChange,
  label,
  detail,
}: {
  readonly name: string;
  readonly checked: boolean;
  readonly onChange: () => void;
  readonly label: string;
  readonly detail: string | null;
}) {
  return (
    <label
      className={`grid cursor-pointer gap-0.5 rounded-xl border px-3.5 py-2.5 text-sm transition has-focus-visible:ring-4 has-focus-visible:ring-brand-100 ${
        checked ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-white hover:border-brand-300'
      }`}
    >
      <input type="radio" name={name} checked={checked} onChange={onChange} className="sr-only" />
      <span className={`font-semibold ${checked ? 'text-brand-800' : 'text-slate-800'}`}>{label}</span>
      {detail ? <span className="text-xs text-slate-600 tabular-nums">{detail}</span> : null}
    </label>
  );
}

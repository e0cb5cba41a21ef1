import {
  type ChangeRequest,
  type Match,
  PLAYER_NAME_MAX_LENGTH,
  renamePlayerFormSchema,
} from '@rodada/events/contracts';
import { Dialog } from 'radix-ui';
import { useContext, useId } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FORM_BEHAVIOUR, requestResolver, schemaResolver, useErrorText } from '../../../lib/forms';
import { ChangeActionsContext } from './changeActions';
import { substituteSlots } from './playerSlots';
import { BIG_BUTTON, SHEET } from './sheet';

/** The player's (or pair's) change button in a player list; nothing on a screen that makes no changes. */
export function PlayerChangeButton({
  playerId,
  name,
  playing,
  look = 'normal',
}: {
  readonly playerId: string;
  readonly name: string;
  /** False once the player left or has nothing left to play. */
  readonly playing: boolean;
  readonly look?: 'normal' | 'touch';
}) {
  const { t } = useTranslation('tournaments');
  const actions = useContext(ChangeActionsContext);
  if (!actions || !playing) return null;
  return (
    <button
      type="button"
      data-testid="player-change-action"
      aria-label={t('changes.player.action', { name })}
      onClick={() => actions.player(playerId)}
      className={`shrink-0 rounded-xl border border-slate-200 bg-white px-3 font-semibold text-slate-600 transition hover:border-amber-300 hover:bg-amber-50 hover:text-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 ${
        look === 'touch' ? 'min-h-14 text-base' : 'min-h-11 text-sm'
      }`}
    >
      {t('changes.player.button')}
    </button>
  );
}

/**
 * What one player's change can be: each entry a big button with its one-line explanation. A late
 * arrival (the real entrant takes a stand-in's seat) is offered in the fixed formats only: the
 * Americano and the Mexicano take a late player in their rounds ("Adicionar jogador").
 */
export const PLAYER_CHANGES = ['substitute', 'withdraw', 'lateArrival'] as const;
export type PlayerChange = (typeof PLAYER_CHANGES)[number];

interface SheetProps {
  readonly open: boolean;
  readonly title: string;
  readonly description: string;
  readonly testId: string;
  readonly onClose: () => void;
  readonly children: React.ReactNode;
}

function Sheet({ open, title, description, testId, onClose, children }: SheetProps) {
  const { t } = useTranslation('tournaments');
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content data-testid={testId} className={SHEET}>
          <div className="grid gap-1">
            <Dialog.Title className="text-xl font-extrabold break-words text-slate-900">{title}</Dialog.Title>
            <Dialog.Description className="text-sm text-slate-600">{description}</Dialog.Description>
          </div>
          {children}
          <Dialog.Close className={`${BIG_BUTTON} border-2 border-slate-300 bg-white text-slate-800`}>
            {t('changes.cancel')}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A big choice: its label and, under it, one line saying what it does. */
function Choice({
  label,
  hint,
  testId,
  onPick,
}: {
  readonly label: string;
  readonly hint: string;
  readonly testId: string;
  readonly onPick: () => void;
}) {
  return (
    <button
      type="button"
      data-testid={testId}
      onClick={onPick}
      className="grid min-h-16 gap-0.5 rounded-xl border-2 border-brand-300 bg-brand-50 px-4 py-3 text-left shadow-sm hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      <span className="text-lg leading-tight font-bold text-brand-900">{label}</span>
      <span className="text-sm text-slate-700">{hint}</span>
    </button>
  );
}

/** "Ana: o que aconteceu?": Substituir, Retirar or (fixed formats) Chegou atrasado. */
export function PlayerChangeMenu({
  name,
  changes = PLAYER_CHANGES,
  open,
  onPick,
  onClose,
}: {
  readonly name: string;
  readonly changes?: readonly PlayerChange[];
  readonly open: boolean;
  readonly onPick: (change: PlayerChange) => void;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('tournaments');
  return (
    <Sheet
      open={open}
      title={t('changes.player.title', { name })}
      description={t('changes.player.hint')}
      testId="player-change-menu"
      onClose={onClose}
    >
      <div className="grid gap-3">
        {changes.map((change) => (
          <Choice
            key={change}
            testId={`player-change-${change}`}
            label={t(`changes.player.${change}`)}
            hint={t(`changes.player.${change}Hint`)}
            onPick={() => onPick(change)}
          />
        ))}
      </div>
    </Sheet>
  );
}

type WithdrawalMode = Extract<ChangeRequest, { kind: 'withdraw' }>['mode'];
const WITHDRAWAL_MODES: readonly WithdrawalMode[] = ['walkover', 'void', 'redraw'];

/**
 * "Retirar Ana": the unplayed matches become walkovers for the opponents, or void; in an Americano
 * or a Mexicano the unplayed rounds may instead be drawn again for the players left.
 */
export function WithdrawChoice({
  name,
  pairs,
  redraw,
  open,
  onPick,
  onClose,
}: {
  readonly name: string;
  /** Fixed pairs: a walkover has no partner to spare. */
  readonly pairs: boolean;
  /** Americano, Mexicano: "Sortear de novo as próximas rodadas" is offered too. */
  readonly redraw: boolean;
  readonly open: boolean;
  readonly onPick: (mode: WithdrawalMode) => void;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('tournaments');
  return (
    <Sheet
      open={open}
      title={t('changes.withdraw.title', { name })}
      description={t('changes.withdraw.hint')}
      testId="withdraw-choice"
      onClose={onClose}
    >
      <div className="grid gap-3">
        {WITHDRAWAL_MODES.filter((mode) => redraw || mode !== 'redraw').map((mode) => (
          <Choice
            key={mode}
            testId={`withdraw-${mode}`}
            label={t(`changes.withdraw.${mode}`)}
            hint={t(
              mode === 'walkover' && pairs
                ? 'changes.withdraw.walkoverHintPairs'
                : `changes.withdraw.${mode}Hint`,
            )}
            onPick={() => onPick(mode)}
          />
        ))}
      </div>
    </Sheet>
  );
}

export interface SubstituteValues {
  readonly name: string;
  readonly fromSlot: number;
  readonly ranked: boolean;
}

interface SubstituteFormValues {
  name: string;
  fromSlot: string;
  ranked: boolean;
}

/** The shared name rules on a form's `name` (required, the length limit, not a name already in the tournament). */
const withNameRules =
  (taken: readonly string[]) =>
  ({ name }: { readonly name: string }, ctx: z.RefinementCtx) => {
    for (const issue of renamePlayerFormSchema(taken).safeParse({ name }).error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: ['name'], message: issue.message });
  };

const substituteFormSchema = (taken: readonly string[]) =>
  z
    .object({ name: z.string(), fromSlot: z.coerce.number().int().positive(), ranked: z.boolean() })
    .superRefine(withNameRules(taken));

const FIELD =
  'h-12 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 outline-none focus:border-brand-400 focus:ring-4 focus:ring-brand-100';

/** A new person's name: its label, the input and the rule it broke. */
function NameField({
  label,
  error,
  testId,
  registration,
}: {
  readonly label: string;
  readonly error: string | undefined;
  /** `substitute` gives `substitute-name` and `substitute-error`. */
  readonly testId: string;
  readonly registration: UseFormRegisterReturn<'name'>;
}) {
  const ids = { name: useId(), error: useId() };
  return (
    <div className="grid gap-1.5">
      <label htmlFor={ids.name} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={ids.name}
        data-testid={`${testId}-name`}
        // biome-ignore lint/a11y/noAutofocus: the form opens because the organiser asked for it
        autoFocus
        autoComplete="off"
        maxLength={PLAYER_NAME_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
        {...registration}
        className={`${FIELD} ${error ? 'border-red-400' : ''}`}
      />
      {error ? (
        <p
          id={ids.error}
          role="alert"
          data-testid={`${testId}-error`}
          className="text-sm font-medium text-red-600"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * "Substituir Ana": the substitute's name (a pair's new name, prefilled), from which game (the
 * player's next unplayed one by default; only games from there on) and, in individual formats,
 * whether the substitute counts in the ranking (default: no). A late arrival ("Chegou atrasado",
 * `lateArrival`) asks the same of the stand-in's seat: who arrived, from which game; they count.
 */
export function SubstituteForm({
  player,
  matches,
  names,
  pairs,
  lateArrival = false,
  onClose,
  onSubmit,
}: {
  readonly player: { readonly id: string; readonly name: string } | undefined;
  readonly matches: readonly Match[];
  /** Every name in the tournament: none may be taken again. */
  readonly names: readonly string[];
  readonly pairs: boolean;
  readonly lateArrival?: boolean;
  readonly onClose: () => void;
  readonly onSubmit: (values: SubstituteValues) => void;
}) {
  const { t } = useTranslation('tournaments');
  const texts = lateArrival
    ? {
        title: 'changes.lateArrival.title',
        hint: pairs ? 'changes.substitute.pairNameHint' : 'changes.lateArrival.hint',
      }
    : {
        title: 'changes.substitute.title',
        hint: pairs ? 'changes.substitute.pairNameHint' : 'changes.player.hint',
      };
  return (
    <Sheet
      open={player !== undefined}
      title={player ? t(texts.title, { name: player.name }) : ''}
      description={t(texts.hint, { name: player?.name })}
      testId={lateArrival ? 'late-arrival-form' : 'substitute-form'}
      onClose={onClose}
    >
      {player ? (
        <SubstituteFields
          player={player}
          matches={matches}
          names={names}
          pairs={pairs}
          lateArrival={lateArrival}
          onSubmit={onSubmit}
        />
      ) : null}
    </Sheet>
  );
}

function SubstituteFields({
  player,
  matches,
  names,
  pairs,
  lateArrival,
  onSubmit,
}: {
  readonly player: { readonly id: string; readonly name: string };
  readonly matches: readonly Match[];
  readonly names: readonly string[];
  readonly pairs: boolean;
  readonly lateArrival: boolean;
  readonly onSubmit: (values: SubstituteValues) => void;
}) {
  const { t } = useTranslation('tournaments');
  const slots = substituteSlots(player.id, matches);
  const { register, handleSubmit, formState } = useForm<SubstituteFormValues, unknown, SubstituteValues>({
    ...FORM_BEHAVIOUR,
    resolver: requestResolver(substituteFormSchema(names), (values: SubstituteFormValues) => values),
    defaultValues: { name: pairs ? player.name : '', fromSlot: String(slots[0]?.slot ?? ''), ranked: false },
  });
  const error = useErrorText(formState.errors)('name');
  const ids = { slot: useId(), ranked: useId() };
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) =>
        void handleSubmit((values) => onSubmit({ ...values, name: values.name.trim() }))(event)
      }
    >
      <NameField
        label={t(
          pairs
            ? 'changes.substitute.pairName'
            : lateArrival
              ? 'changes.lateArrival.name'
              : 'changes.substitute.name',
        )}
        error={error}
        testId="substitute"
        registration={register('name')}
      />
      <div className="grid gap-1.5">
        <label htmlFor={ids.slot} className="text-sm font-semibold text-slate-800">
          {t('changes.substitute.fromSlot')}
        </label>
        <select id={ids.slot} data-testid="substitute-slot" {...register('fromSlot')} className={FIELD}>
          {slots.map((match) => (
            <option key={match.id} value={match.slot}>
              {t('changes.substitute.slotOption', {
                slot: match.slot,
                court: match.court,
                round: match.round,
              })}
            </option>
          ))}
        </select>
      </div>
      {pairs || lateArrival ? null : (
        <div className="flex items-start gap-3 rounded-xl bg-slate-50 p-3">
          <input
            id={ids.ranked}
            type="checkbox"
            data-testid="substitute-ranked"
            {...register('ranked')}
            className="mt-0.5 size-6 shrink-0 accent-brand-600"
          />
          <label htmlFor={ids.ranked} className="grid gap-0.5">
            <span className="text-base font-semibold text-slate-800">{t('changes.substitute.ranked')}</span>
            <span className="text-sm text-slate-600">{t('changes.substitute.rankedHint')}</span>
          </label>
        </div>
      )}
      <button type="submit" data-testid="substitute-next" className={`${BIG_BUTTON} bg-brand-600 text-white`}>
        {t('changes.substitute.next')}
      </button>
    </form>
  );
}

/** "Adicionar jogador" under the player list: a late arrival, where the format takes one. */
export function AddPlayerButton({ look = 'normal' }: { readonly look?: 'normal' | 'touch' }) {
  const { t } = useTranslation('tournaments');
  const actions = useContext(ChangeActionsContext);
  if (!actions?.addPlayer) return null;
  const { addPlayer } = actions;
  return (
    <button
      type="button"
      data-testid="add-player-action"
      onClick={() => addPlayer()}
      className={`w-full rounded-xl border-2 border-dashed border-brand-300 bg-white px-4 font-semibold text-brand-800 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
        look === 'touch' ? 'min-h-14 text-lg' : 'min-h-11 text-sm'
      }`}
    >
      {t('changes.addPlayer.button')}
    </button>
  );
}

/**
 * "Adicionar jogador": the late arrival's name, and one line on what happens: they join from the
 * next round with no results, and the Americano draws its remaining rounds again (the Mexicano's
 * next draws take them in).
 */
export function AddPlayerForm({
  open,
  format,
  names,
  onClose,
  onSubmit,
}: {
  readonly open: boolean;
  readonly format: 'americano' | 'mexicano';
  /** Every name in the tournament: none may be taken again. */
  readonly names: readonly string[];
  readonly onClose: () => void;
  readonly onSubmit: (name: string) => void;
}) {
  const { t } = useTranslation('tournaments');
  return (
    <Sheet
      open={open}
      title={t('changes.addPlayer.title')}
      description={t(`changes.addPlayer.hint.${format}`)}
      testId="add-player-form"
      onClose={onClose}
    >
      {open ? <AddPlayerFields names={names} onSubmit={onSubmit} /> : null}
    </Sheet>
  );
}

function AddPlayerFields({
  names,
  onSubmit,
}: {
  readonly names: readonly string[];
  readonly onSubmit: (name: string) => void;
}) {
  const { t } = useTranslation('tournaments');
  const { register, handleSubmit, formState } = useForm({
    ...FORM_BEHAVIOUR,
    resolver: schemaResolver(renamePlayerFormSchema(names)),
    defaultValues: { name: '' },
  });
  const error = useErrorText(formState.errors)('name');
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => void handleSubmit(({ name }) => onSubmit(name.trim()))(event)}
    >
      <NameField
        label={t('changes.addPlayer.name')}
        error={error}
        testId="add-player"
        registration={register('name')}
      />
      <button type="submit" data-testid="add-player-next" className={`${BIG_BUTTON} bg-brand-600 text-white`}>
        {t('changes.substitute.next')}
      </button>
    </form>
  );
}

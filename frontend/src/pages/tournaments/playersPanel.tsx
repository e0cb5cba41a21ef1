import {
  PLAYER_NAME_MAX_LENGTH,
  renamePlayerFormSchema,
  type TournamentDetail,
} from '@rodada/events/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddPlayerButton, PlayerChangeButton } from '../../components/tournaments/changes/playerChanges';
import { stillPlaying } from '../../components/tournaments/changes/playerSlots';
import { LeavingMark } from '../../components/tournaments/leavingMark';
import { isPairFormat } from '../../components/tournaments/tournamentText';
import { Panel } from '../../components/tournaments/tournamentViews';
import { FORM_BEHAVIOUR, schemaResolver, useErrorText } from '../../lib/forms';

interface PlayersPanelProps {
  readonly tournament: TournamentDetail;
  readonly onRename: (playerId: string, name: string) => Promise<boolean>;
}

/**
 * The players (or pairs); while no result exists the owner renames one in place. While the tournament
 * runs, each one still playing offers "Substituir ou retirar" (the change flow around the page).
 */
export function PlayersPanel({ tournament, onRename }: PlayersPanelProps) {
  const { t } = useTranslation('tournaments');
  const pairs = isPairFormat(tournament.tournamentType);
  return (
    <Panel title={pairs ? t('players.pairsTitle') : t('players.title')} testId="players-panel">
      <ol className={`grid gap-1.5 ${tournament.players.length > 12 ? 'sm:grid-cols-2 sm:gap-x-4' : ''}`}>
        {tournament.players.map((player, i) => (
          <PlayerRow
            key={player.id}
            index={i + 1}
            id={player.id}
            name={player.name}
            group={player.groupId}
            marks={player}
            playing={stillPlaying(player, tournament.matches)}
            others={tournament.players.filter((other) => other.id !== player.id).map((other) => other.name)}
            canRename={tournament.canRename}
            onRename={onRename}
          />
        ))}
      </ol>
      <div className="mt-3 empty:hidden">
        <AddPlayerButton />
      </div>
      <p className="mt-3 text-xs text-slate-500">
        {tournament.canRename ? t('players.renameHint') : t('players.renameLocked')}
      </p>
    </Panel>
  );
}

interface PlayerRowProps {
  readonly index: number;
  readonly id: string;
  readonly name: string;
  /** The Super 16 / 32 group the player plays in. */
  readonly group: string | null;
  /** "saiu no jogo N" / "reserva até o jogo N" / "substituto". */
  readonly marks: {
    readonly leftAtSlot: number | null;
    readonly substituteFor: string | null;
    readonly standIn?: boolean;
  };
  /** Not left, some match still to play: may be replaced or withdrawn. */
  readonly playing: boolean;
  /** The names of the tournament's other players, which this one may not take. */
  readonly others: readonly string[];
  readonly canRename: boolean;
  readonly onRename: (playerId: string, name: string) => Promise<boolean>;
}

function PlayerRow({ index, id, name, group, marks, playing, others, canRename, onRename }: PlayerRowProps) {
  const { t } = useTranslation(['tournaments', 'superGroups']);
  const [editing, setEditing] = useState(false);

  return (
    <li
      data-testid="player-row"
      data-player-id={id}
      className="flex min-h-11 items-center gap-3 rounded-xl px-2 hover:bg-slate-50"
    >
      <span className="w-6 shrink-0 text-right text-xs font-semibold text-slate-500 tabular-nums">
        {index}
      </span>
      {editing ? (
        <RenameField
          id={id}
          name={name}
          others={others}
          onRename={onRename}
          onClose={() => setEditing(false)}
        />
      ) : (
        <>
          <span
            data-testid="player-name"
            className="min-w-0 flex-1 text-sm font-medium break-words text-slate-800"
          >
            {name}
            <LeavingMark row={marks} />
          </span>
          {group ? (
            <span
              title={t('superGroups:tabs.group', { group })}
              className="rounded-md bg-violet-50 px-1.5 py-0.5 text-xs font-bold text-violet-700"
            >
              {group}
            </span>
          ) : null}
          {canRename ? (
            <IconButton
              label={t('players.rename', { name })}
              onClick={() => setEditing(true)}
              testId="rename-player"
            >
              <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />
            </IconButton>
          ) : null}
          <PlayerChangeButton playerId={id} name={name} playing={playing} />
        </>
      )}
    </li>
  );
}

interface RenameFieldProps {
  readonly id: string;
  readonly name: string;
  readonly others: readonly string[];
  readonly onRename: (playerId: string, name: string) => Promise<boolean>;
  readonly onClose: () => void;
}

/**
 * The name in an input: Enter or the tick saves it (checked by the shared schema, which also refuses
 * another player's name), Escape or the cross cancels. An unchanged name just closes the field; a
 * blank one is not sent.
 */
function RenameField({ id, name, others, onRename, onClose }: RenameFieldProps) {
  const { t } = useTranslation('tournaments');
  const { register, handleSubmit, watch, formState } = useForm({
    ...FORM_BEHAVIOUR,
    resolver: schemaResolver(renamePlayerFormSchema(others)),
    defaultValues: { name },
  });
  const error = useErrorText(formState.errors)('name');
  const errorId = useId();
  const saving = formState.isSubmitting;
  const blank = watch('name').trim() === '';

  const save = handleSubmit(async ({ name: next }) => {
    if (next === name) {
      onClose();
      return;
    }
    if (await onRename(id, next)) onClose();
  });

  return (
    <>
      <div className="grid min-w-0 flex-1 gap-1">
        <input
          // biome-ignore lint/a11y/noAutofocus: the field opens because the user asked to edit it
          autoFocus
          data-testid="rename-input"
          aria-label={t('players.renameLabel', { name })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          maxLength={PLAYER_NAME_MAX_LENGTH}
          disabled={saving}
          {...register('name')}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              if (!saving) void save();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              onClose();
            }
          }}
          className={`h-10 w-full min-w-0 rounded-lg border bg-white px-3 text-base text-slate-900 outline-none focus:ring-4 sm:text-sm ${
            error ? 'border-red-400 focus:ring-red-100' : 'border-brand-400 focus:ring-brand-100'
          }`}
        />
        {error ? (
          <p
            id={errorId}
            role="alert"
            data-testid="rename-error"
            className="text-sm font-medium text-red-600"
          >
            {error}
          </p>
        ) : null}
      </div>
      <IconButton label={t('players.save')} onClick={() => void save()} disabled={saving || blank}>
        <path d="m5 12 5 5 9-10" />
      </IconButton>
      <IconButton label={t('players.cancel')} onClick={onClose} disabled={saving}>
        <path d="M6 6l12 12M18 6 6 18" />
      </IconButton>
    </>
  );
}

function IconButton({
  label,
  onClick,
  disabled = false,
  testId,
  children,
}: {
  readonly label: string;
  readonly onClick: () => void;
  readonly disabled?: boolean;
  readonly testId?: string;
  readonly children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-testid={testId}
      onClick={onClick}
      disabled={disabled}
      className="flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-500 transition hover:bg-slate-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
      >
        {children}
      </svg>
    </button>
  );
}

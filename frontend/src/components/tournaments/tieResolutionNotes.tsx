import type { PublicTournament } from '@rodada/events/contracts';
import { useTranslation } from 'react-i18next';
import { type TieResolutionNoteView, tieResolutionText } from './tieResolutionText';

interface TieResolutionNotesProps {
  readonly tournament: Pick<PublicTournament, 'players'> & {
    readonly tieResolutions: readonly TieResolutionNoteView[];
  };
  readonly group: string;
}

/** Under a group's ranking: each administrator's tie resolution of that group, oldest first. */
export function TieResolutionNotes({ tournament, group }: TieResolutionNotesProps) {
  const { t } = useTranslation('superGroups');
  const notes = tournament.tieResolutions.filter((note) => note.groupId === group);
  if (notes.length === 0) return null;
  const names = new Map(tournament.players.map((p) => [p.id, p.name]));
  const nameOf = (id: string) => names.get(id) ?? '?';
  return (
    <ul data-testid="tie-resolution-notes" aria-label={t('tieNote.label')} className="mt-2 grid gap-1.5">
      {notes.map((note) => {
        const text = tieResolutionText(note, nameOf, t);
        return (
          <li
            key={`${note.at}-${note.groupId}`}
            data-testid="tie-resolution-note"
            className="rounded-xl bg-violet-50 px-3 py-2 text-xs break-words text-violet-900"
          >
            <p>{text.summary}</p>
            {text.reasoning ? <p className="mt-0.5 text-violet-800 italic">{text.reasoning}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}

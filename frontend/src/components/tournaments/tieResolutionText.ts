import type { PublicTieResolutionNote, TieResolutionNote } from '@rodada/events/contracts';
import { formatDate } from '@rodada/events/contracts';

/** A note as either view sends it: the owner's (and administrators') view names who decided. */
export type TieResolutionNoteView = PublicTieResolutionNote | TieResolutionNote;

export interface TieResolutionText {
  /** "Empate resolvido por Ana em 23/11/2026: 1º Bia, 2º Caio". */
  readonly summary: string;
  /** "Motivo: sorteio na quadra", or null when no reason was given. */
  readonly reasoning: string | null;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The audit note of one resolution in the viewer's language (`superGroups` namespace). */
export function tieResolutionText(
  note: TieResolutionNoteView,
  nameOf: (playerId: string) => string,
  t: Translate,
): TieResolutionText {
  const positions = note.positions
    .map((p) => t('tieNote.position', { n: p.finalPosition, name: nameOf(p.playerId) }))
    .join(', ');
  const date = formatDate(note.at);
  const summary =
    'byName' in note
      ? t('tieNote.resolvedBy', { name: note.byName, date, positions })
      : t('tieNote.resolvedByAdmin', { date, positions });
  const reasoning = note.reasoning.trim();
  return { summary, reasoning: reasoning ? t('tieNote.reasoning', { reasoning }) : null };
}

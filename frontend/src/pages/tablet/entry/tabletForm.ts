import { zodResolver } from '@hookform/resolvers/zod';
import {
  CREATABLE_FORMATS,
  type CreatableFormat,
  courtsFor,
  creationRules,
  type Scoring,
  TABLET_CODE_ALPHABET,
  TABLET_CODE_LENGTH,
  type TabletCreateTournamentRequest,
  TabletCreateTournamentRequestSchema,
} from '@rodada/events/contracts';
import { type FieldErrors, get, type Resolver, set } from 'react-hook-form';
import { SERVER_ERROR } from '../../../lib/forms';

// The tablet's pure rules: what the code box keeps, which courts the court's device offers, and
// how the names typed at the court become the request.

/**
 * What the code box keeps of what is typed: upper case, only the code alphabet (a look-alike such as
 * O or 1 can never be part of a code), at most 6 characters.
 */
export function normalizeCodeInput(raw: string): string {
  let kept = '';
  for (const char of raw.toUpperCase()) {
    if (TABLET_CODE_ALPHABET.includes(char)) kept += char;
    if (kept.length === TABLET_CODE_LENGTH) break;
  }
  return kept;
}

/** The format a tablet link names, Super 8 when it names none or one the tablet cannot create. */
export function tabletFormatFrom(type: string | null): CreatableFormat {
  return (CREATABLE_FORMATS as readonly string[]).includes(type ?? '') ? (type as CreatableFormat) : 'super8';
}

/** Spec section 5: 1-2 courts on the tablet for every format it creates, 2 by default. */
const TABLET_COURTS = { min: 1, max: 2, default: 2 } as const;

export function tabletCourts(format: CreatableFormat) {
  // The courts the format's largest group may use (an Americano's grow with its players).
  const web = courtsFor(format, creationRules(format).players.max)!.web;
  const min = Math.max(TABLET_COURTS.min, web.min);
  const max = Math.min(TABLET_COURTS.max, web.max);
  const options: number[] = [];
  for (let n = min; n <= max; n++) options.push(n);
  return { min, max, options, initial: Math.min(Math.max(TABLET_COURTS.default, min), max) };
}

export interface TabletFormValues {
  readonly name: string;
  readonly courts: number;
  readonly players: string[];
  /** Absent: games. */
  readonly scoring?: Scoring;
  /** Americano and Mexicano: the rounds to play; absent, the format's own (the full cycle, players − 1). */
  readonly rounds?: number;
}

export type TabletFormProblem =
  | { readonly field: 'name'; readonly kind: 'nameRequired' }
  | { readonly field: 'courts'; readonly kind: 'courtsMin' | 'courtsMax'; readonly count: number }
  | { readonly field: 'players'; readonly kind: 'exactPlayers' | 'exactPairs'; readonly count: number }
  /** Americano: `count` is the fewest players, `max` the most. */
  | {
      readonly field: 'players';
      readonly kind: 'playersBetween';
      readonly count: number;
      readonly max: number;
    };

export interface TabletRequest {
  readonly name: string;
  readonly courts: number;
  readonly players: string[];
  /** Where each kept name was typed, so a server or schema message about it lands on its box. */
  readonly positions: number[];
}

/**
 * The spec's tablet checks: a name, courts in range, and blank player boxes dropped before counting
 * (a court may type the 8 names in any boxes), which must leave exactly the number the format needs.
 */
export function tabletRequestFrom(
  values: TabletFormValues,
  format: CreatableFormat,
): { ok: true; request: TabletRequest } | { ok: false; problems: TabletFormProblem[] } {
  const problems: TabletFormProblem[] = [];
  const name = values.name.trim();
  if (name === '') problems.push({ field: 'name', kind: 'nameRequired' });
  const courts = tabletCourts(format);
  if (values.courts < courts.min) problems.push({ field: 'courts', kind: 'courtsMin', count: courts.min });
  if (values.courts > courts.max) problems.push({ field: 'courts', kind: 'courtsMax', count: courts.max });
  const players: string[] = [];
  const positions: number[] = [];
  values.players.forEach((typed, i) => {
    const trimmed = typed.trim();
    if (trimmed === '') return;
    players.push(trimmed);
    positions.push(i);
  });
  const rules = creationRules(format);
  if (rules.players.min !== rules.players.max) {
    if (players.length < rules.players.min || players.length > rules.players.max)
      problems.push({
        field: 'players',
        kind: 'playersBetween',
        count: rules.players.min,
        max: rules.players.max,
      });
  } else if (players.length !== rules.entities) {
    const kind = rules.entity === 'pair' ? 'exactPairs' : 'exactPlayers';
    problems.push({ field: 'players', kind, count: rules.entities });
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, request: { name, courts: values.courts, players, positions } };
}

/** What the tablet's form hands its submit: the request, and where each of its players was typed. */
export interface TabletChecked {
  readonly request: TabletCreateTournamentRequest;
  readonly positions: readonly number[];
}

/**
 * The tablet form's resolver: first the spec's tablet checks (`tabletRequestFrom`, in the tablet's
 * own words: `problemText`), then the shared request schema (`zodResolver`), so the court does not
 * wait for the server to hear of a short name or a repeated player. The request numbers players as
 * kept (blanks dropped): each schema message about one goes back to the box it was typed in.
 */
export function tabletResolver(
  format: CreatableFormat,
  codeId: string,
  problemText: (problem: TabletFormProblem) => string,
): Resolver<TabletFormValues, unknown, TabletChecked> {
  const schema = zodResolver(TabletCreateTournamentRequestSchema);
  const refused = (errors: FieldErrors<TabletFormValues>) => ({ values: {}, errors });
  return async (values, context, options) => {
    const checked = tabletRequestFrom(values, format);
    if (!checked.ok) {
      const errors: FieldErrors<TabletFormValues> = {};
      for (const problem of checked.problems)
        set(errors, problem.field, { type: SERVER_ERROR, message: problemText(problem) });
      return refused(errors);
    }
    const { positions, ...fields } = checked.request;
    const scoring = values.scoring ? { scoring: values.scoring } : {};
    const rounds = values.rounds === undefined ? {} : { rounds: values.rounds };
    const request = { ...fields, tournamentType: format, codeId, ...scoring, ...rounds };
    const result = await schema(request, context, options as unknown as Parameters<typeof schema>[2]);
    if (Object.keys(result.errors).length === 0) return { values: { request, positions }, errors: {} };
    // Every message keeps the submit refused; those about no box (a malformed code id in the link)
    // are shown by no box, only by the toast.
    const { players, ...others } = result.errors;
    const errors = { ...others } as FieldErrors<TabletFormValues>;
    if (typeof players?.message === 'string')
      set(errors, 'players', { type: players.type, message: players.message });
    positions.forEach((typedAt, index) => {
      const error = get(result.errors, `players.${index}`);
      if (error) set(errors, `players.${typedAt}`, error);
    });
    return refused(errors);
  };
}

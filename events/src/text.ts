import { z } from 'zod';

// What free text may hold. PostgreSQL refuses NUL and unpaired UTF-16 surrogates in text and JSON,
// so an event holding one could be written (encrypted) but never projected: every reader would
// stop on it. A person typing never produces control characters either.

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const CONTROL = /\p{Cc}/u;

/** Text every store can hold: no NUL, no unpaired surrogate. */
export const isStorableText = (value: string): boolean =>
  !value.includes('\u0000') && !UNPAIRED_SURROGATE.test(value);

/** Text a person could have typed on one line: storable, and no control character (tab, line break, …). */
export const isTypedText = (value: string): boolean => isStorableText(value) && !CONTROL.test(value);

/** The message (a translation key) for text holding characters nobody types. */
export const INVALID_CHARACTERS = 'validation.invalidCharacters';

/**
 * A text field of an event: anything a store can hold. Events already stored may contain tabs or
 * line breaks, which stay readable; what could never be stored is refused before it is appended.
 */
export const storableText = () => z.string().refine(isStorableText, INVALID_CHARACTERS);

export interface TextOptions {
  /** Most characters, once trimmed. */
  readonly max: number;
  /** The message when longer (default `validation.tooBig`). */
  readonly maxMessage?: string;
  /** Fewest characters, once trimmed (default 0). */
  readonly min?: number;
  /** The message when shorter (default `validation.tooSmall`). */
  readonly minMessage?: string;
}

/**
 * The one type of every free-text field a request carries (names, players, reasons, codes):
 * trimmed, refused with `validation.invalidCharacters` when it holds a control character or an
 * unpaired surrogate, then measured. Messages are translation keys (locales/{lng}/errors.json).
 */
export function text({
  max,
  maxMessage = 'validation.tooBig',
  min = 0,
  minMessage = 'validation.tooSmall',
}: TextOptions) {
  const trimmed = z.string().trim().refine(isTypedText, INVALID_CHARACTERS).max(max, maxMessage);
  return min > 0 ? trimmed.min(min, minMessage) : trimmed;
}

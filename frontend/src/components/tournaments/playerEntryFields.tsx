import { PLAYER_NAME_MAX_LENGTH, type RosterEntrySummary } from '@rodada/events/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../ui/field';
import { RosterNameField } from './rosterNameField';

interface PlayerEntryFieldsProps {
  /** How many numbered boxes, and the index of the first (a manual division's group B starts at 8). */
  readonly count: number;
  readonly first?: number;
  /** Pairs of a fixed-pairs format: "Dupla 1" with an example, instead of "Jogador 1". */
  readonly pairs?: boolean;
  /** Whose words: the web's creation screens, or the court tablet's (its own example of a pair). */
  readonly ns?: 'tournaments' | 'tablet';
  /** The form's registration of the box at `index`, and the message beside it. */
  readonly field: (index: number) => UseFormRegisterReturn;
  readonly error: (index: number) => string | undefined;
  /** The grid the boxes sit in. */
  readonly className: string;
  /** The tablet's larger touch boxes; the standard input otherwise. */
  readonly inputClassName?: string;
  /** A player picked from the roster's suggestions (`useRosterPicks`). */
  readonly onPick?: (entry: RosterEntrySummary) => void;
}

/**
 * The numbered name boxes of a creation screen (players or pairs), each cut at the contract's limit;
 * on the organiser's screens a player's box suggests their players (`RosterNameField`).
 */
export function PlayerEntryFields({
  count,
  first = 0,
  pairs = false,
  ns = 'tournaments',
  field,
  error,
  className,
  inputClassName,
  onPick,
}: PlayerEntryFieldsProps) {
  const { t } = useTranslation(ns);
  return (
    <div className={className}>
      {Array.from({ length: count }, (_, i) => {
        const index = first + i;
        // The organiser's own screens suggest their players; a tablet has no roster, a pair is no player.
        if (ns === 'tournaments' && !pairs)
          return (
            <RosterNameField
              key={index}
              label={t('create.playerLabel', { n: index + 1 })}
              error={error(index)}
              registration={field(index)}
              onPick={onPick}
              {...(inputClassName === undefined ? {} : { className: inputClassName })}
            />
          );
        return (
          <TextField
            key={index}
            label={
              pairs ? t('create.pairLabel', { n: index + 1 }) : t('create.playerLabel', { n: index + 1 })
            }
            placeholder={pairs ? t('create.pairPlaceholder') : undefined}
            error={error(index)}
            autoComplete="off"
            maxLength={PLAYER_NAME_MAX_LENGTH}
            {...(inputClassName === undefined ? {} : { className: inputClassName })}
            {...field(index)}
          />
        );
      })}
    </div>
  );
}

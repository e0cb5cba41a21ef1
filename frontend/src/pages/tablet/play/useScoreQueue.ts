import { useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../lib/api';
import type { QueuedScore } from '../../../lib/offline/scoreQueue';
import { ScoreSync, type SendResult } from '../../../lib/offline/scoreSync';

/**
 * The tournament's durable score queue on this tablet: its entries as state, and the sync that
 * replays them. One sync per tournament and code for the life of the page.
 */
export function useScoreQueue(
  tournamentId: string,
  code: string,
  onOutcome: (entry: QueuedScore, result: SendResult) => void,
) {
  const [entries, setEntries] = useState<readonly QueuedScore[]>([]);
  const [sync, setSync] = useState<ScoreSync | undefined>();
  const outcome = useRef(onOutcome);
  outcome.current = onOutcome;

  useEffect(() => {
    const created = new ScoreSync(
      tournamentId,
      code,
      { onChange: setEntries, onOutcome: (entry, result) => outcome.current(entry, result) },
      { newId: newIdempotencyKey },
    );
    setSync(created);
    void created.start();
    return () => created.stop();
  }, [tournamentId, code]);

  return { entries, sync };
}

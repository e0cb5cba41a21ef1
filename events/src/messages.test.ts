import { describe, expect, it } from 'vitest';
import { ANONYMOUS, deriveId, deriveRootId, RODADA_NAMESPACE, systemActor } from './messages';

describe('actors', () => {
  it('name a visitor who is not signed in as anonymous, without an id', () => {
    expect(ANONYMOUS).toEqual({ kind: 'anonymous', id: null });
  });

  it('name Rodada’s own processes as system actors, by process', () => {
    expect(systemActor('creationReactor')).toEqual({ kind: 'system', id: 'creationReactor' });
  });
});

describe('derived ids', () => {
  it('are UUID v5 of the names joined by "/", in the command id’s namespace', () => {
    // Written out so a change of the derivation, which would let a retried command create twins, fails here.
    const commandId = '00000000-0000-4000-8000-00000000c001';
    expect(deriveId(commandId, 'participant', 0)).toBe('73488206-a96f-53fb-84c1-f1e45b128532');
    expect(deriveId(commandId, 'participant', 0)).not.toBe(deriveId(commandId, 'participant0'));
  });

  it('from outside keys live in Rodada’s own namespace', () => {
    expect(RODADA_NAMESPACE).toBe('a3c4f0de-5b1e-4c55-9a1d-2f1c4a9e7b10');
    expect(deriveRootId('user', 'x')).toBe(deriveId(RODADA_NAMESPACE, 'user', 'x'));
  });
});

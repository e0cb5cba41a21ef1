import { describe, expect, it } from 'vitest';
import { TABLET_CODE_ALPHABET, TABLET_CODE_LENGTH } from '../contracts/tablet';
import { command, deciderSpec } from '../testing/deciderSpec';
import {
  type ClaimCode,
  type CreateCode,
  codeClaimDecider,
  type DeactivateCode,
  drawTabletCode,
  type LinkCode,
  tournamentCodeDecider,
} from './tournamentCodeDecider';
import { newTournamentCodeId, type TournamentCodeEvent } from './tournamentCodeEvents';

const given = deciderSpec(tournamentCodeDecider);
const at = '2026-11-27T10:00:00.000Z';
const creationId = '00000000-0000-4000-8000-00000000c0d1';
const codeId = newTournamentCodeId(creationId);
const ownerId = '00000000-0000-4000-8000-0000000000a1';
const club = { kind: 'user', id: ownerId } as const;
const tablet = { kind: 'tablet', id: codeId } as const;
const tournamentId = '00000000-0000-4000-8000-0000000000f1';
const otherTournamentId = '00000000-0000-4000-8000-0000000000f2';

const create = (commandId = creationId) =>
  command<CreateCode>(
    'CreateCode',
    { code: 'ABC234', ownerId, tournamentType: 'super8' },
    { commandId, at, actor: club },
  );
const link = (id = tournamentId) =>
  command<LinkCode>('LinkCode', { tournamentId: id }, { actor: tablet, at });
const deactivate = (reason: 'owner' | 'ended' = 'owner') =>
  command<DeactivateCode>('DeactivateCode', { reason }, { actor: reason === 'owner' ? club : tablet, at });

const createdEvent: TournamentCodeEvent = {
  type: 'CodeCreated',
  data: { codeId, code: 'ABC234', ownerId, tournamentType: 'super8', at },
};
const linked = (id = tournamentId): TournamentCodeEvent => ({
  type: 'CodeLinked',
  data: { tournamentId: id, at },
});
const deactivated = (reason: 'owner' | 'ended', by: string): TournamentCodeEvent => ({
  type: 'CodeDeactivated',
  data: { by, reason, at },
});

describe('CreateCode', () => {
  it('creates an active code under an id derived from the command', () => {
    given([]).when(create()).then([createdEvent]);
  });
  it('changes nothing when the same creation is repeated', () => {
    given([createdEvent]).when(create()).thenNothing();
  });
  it('refuses another creation on the same stream', () => {
    given([createdEvent])
      .when(create('00000000-0000-4000-8000-00000000c0d2'))
      .thenThrows('tablet.codeConflict');
  });
});

describe('LinkCode (single use)', () => {
  it('links the code to the tournament created with it', () => {
    given([createdEvent]).when(link()).then([linked()]);
  });
  it('changes nothing when linked again to the same tournament', () => {
    given([createdEvent, linked()]).when(link()).thenNothing();
  });
  it('refuses a second tournament', () => {
    given([createdEvent, linked()]).when(link(otherTournamentId)).thenThrows('tablet.codeUsed');
  });
  it('refuses an inactive code', () => {
    given([createdEvent, deactivated('owner', ownerId)])
      .when(link())
      .thenThrows('tablet.codeInvalid');
  });
  it('refuses an unknown code', () => {
    given([]).when(link()).thenThrows('tablet.codeNotFound');
  });
});

describe('DeactivateCode', () => {
  it('deactivates by its owner', () => {
    given([createdEvent])
      .when(deactivate('owner'))
      .then([deactivated('owner', ownerId)]);
  });
  it('deactivates when its tournament is ended from the tablet', () => {
    given([createdEvent, linked()])
      .when(deactivate('ended'))
      .then([deactivated('ended', codeId)]);
  });
  it('changes nothing when already inactive', () => {
    given([createdEvent, deactivated('ended', codeId)])
      .when(deactivate('owner'))
      .thenNothing();
  });
  it('refuses an unknown code', () => {
    given([]).when(deactivate()).thenThrows('tablet.codeNotFound');
  });
});

describe('ClaimCode (one code per string)', () => {
  const claims = deciderSpec(codeClaimDecider);
  const claim = (id = codeId) => command<ClaimCode>('ClaimCode', { codeId: id }, { at, actor: club });
  it('claims a free string', () => {
    claims([])
      .when(claim())
      .then([{ type: 'CodeClaimed', data: { codeId, at } }]);
  });
  it('changes nothing for the code that holds it', () => {
    claims([{ type: 'CodeClaimed', data: { codeId, at } }])
      .when(claim())
      .thenNothing();
  });
  it('refuses a string another code holds', () => {
    claims([{ type: 'CodeClaimed', data: { codeId, at } }])
      .when(claim(tournamentId))
      .thenThrows('tablet.codeTaken');
  });
});

describe('drawTabletCode', () => {
  it('draws six characters of the look-alike-free alphabet', () => {
    let n = 0;
    const code = drawTabletCode(TABLET_CODE_ALPHABET, TABLET_CODE_LENGTH, (bound) => n++ % bound);
    expect(code).toBe('ABCDEF');
    expect(TABLET_CODE_ALPHABET).not.toMatch(/[0O1IL]/);
  });
});

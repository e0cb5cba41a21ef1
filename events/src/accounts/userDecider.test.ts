import { describe, expect, it } from 'vitest';
import type { Actor } from '../messages';
import { command, deciderSpec } from '../testing/deciderSpec';
import {
  type BlockUser,
  type ChangeUserType,
  type EraseUser,
  type PromoteToAdmin,
  type RegisterUser,
  type RequestPasswordReset,
  type ResetPassword,
  userDecider,
} from './userDecider';
import { newUserId, type UserEvent, type UserType } from './userEvents';

const given = deciderSpec(userDecider);

const at = '2026-11-23T20:00:00.000Z';
const registrationId = '00000000-0000-4000-8000-00000000a001';
/** `newUserId(registrationId)`, written out: the registration spec checks the derivation. */
const userId = 'c68dffd6-4f85-5363-ad41-18351c2e2314';
const admin: Actor = { kind: 'admin', id: '00000000-0000-4000-8000-0000000000ad' };
const theUser: Actor = { kind: 'user', id: userId };

const register = (commandId = registrationId, consent?: RegisterUser['data']['consent']) =>
  command<RegisterUser>(
    'RegisterUser',
    {
      email: 'ana@example.com',
      name: '  Ana Souza ',
      passwordHash: 'hash-1',
      referralCode: 'ABCDEFGH',
      referredBy: null,
      isAdmin: false,
      userType: 'Usuário',
      ...(consent ? { consent } : {}),
    },
    { commandId, at, actor: { kind: 'anonymous', id: null } },
  );
const block = (actor = admin) => command<BlockUser>('BlockUser', {}, { actor, at });
const promote = () => command<PromoteToAdmin>('PromoteToAdmin', {}, { actor: admin, at });
const changeType = (userType: UserType) =>
  command<ChangeUserType>('ChangeUserType', { userType }, { actor: admin, at });
const erase = (actor: Actor = admin, otherAdministrators = 1) =>
  command<EraseUser>('EraseUser', { otherAdministrators }, { actor, at });
const requestReset = (tokenHash: string, expiresAt: string) =>
  command<RequestPasswordReset>('RequestPasswordReset', { tokenHash, expiresAt }, { actor: theUser, at });
const reset = (tokenHash: string, passwordHash = 'hash-2') =>
  command<ResetPassword>('ResetPassword', { tokenHash, passwordHash }, { actor: theUser, at });

const registered = (
  overrides: Partial<Extract<UserEvent, { type: 'UserRegistered' }>['data']> = {},
): UserEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    email: 'ana@example.com',
    name: 'Ana Souza',
    passwordHash: 'hash-1',
    referralCode: 'ABCDEFGH',
    referredBy: null,
    isAdmin: false,
    userType: 'Usuário',
    registeredAt: at,
    ...overrides,
  },
});
const blocked: UserEvent = { type: 'UserBlocked', data: { by: admin.id!, at } };
const erased: UserEvent = { type: 'UserErased', data: { by: admin.id!, at } };
const promoted: UserEvent = { type: 'UserPromotedToAdmin', data: { by: admin.id!, at } };
const resetRequested = (tokenHash: string, expiresAt: string): UserEvent => ({
  type: 'PasswordResetRequested',
  data: { tokenHash, expiresAt, at },
});
const passwordReset = (tokenHash: string, passwordHash = 'hash-2'): UserEvent => ({
  type: 'PasswordReset',
  data: { tokenHash, passwordHash, at },
});
const anHourLater = '2026-11-23T21:00:00.000Z';

describe('RegisterUser', () => {
  it('registers a user whose id derives from the command id, with the trimmed name, at the command’s time', () => {
    given([]).when(register()).then([registered()]);
  });

  it('records the terms and privacy versions the person accepted, and none for an account made for them', () => {
    given([])
      .when(register(registrationId, { terms: '1.0', privacy: '1.1' }))
      .then([registered({ consent: { terms: '1.0', privacy: '1.1' } })]);
    given([]).when(register()).then([registered()]);
  });

  it('derives the user id as a UUID v5 of the command id, stable across releases', () => {
    expect(newUserId(registrationId)).toBe('c68dffd6-4f85-5363-ad41-18351c2e2314');
  });

  it('decides nothing when the same registration is repeated', () => {
    given([registered()]).when(register()).thenNothing();
  });

  it('refuses another registration of the same user (auth.emailTaken)', () => {
    given([registered()])
      .when(register('00000000-0000-4000-8000-00000000a002'))
      .thenThrows('auth.emailTaken');
  });
});

describe('BlockUser', () => {
  it('blocks the user, recording which administrator did it and when', () => {
    given([registered()]).when(block()).then([blocked]);
  });

  it('decides nothing for a user already blocked', () => {
    given([registered(), blocked]).when(block()).thenNothing();
  });

  it('does not let an administrator block themself (users.cannotBlockYourself)', () => {
    given([registered({ isAdmin: true })])
      .when(block({ kind: 'admin', id: userId }))
      .thenThrows('users.cannotBlockYourself');
  });

  it('refuses a user that does not exist (users.notFound)', () => {
    given([]).when(block()).thenThrows('users.notFound');
  });
});

describe('PromoteToAdmin', () => {
  it('makes the user an administrator, recording who did it and when', () => {
    given([registered()])
      .when(promote())
      .then([{ type: 'UserPromotedToAdmin', data: { by: admin.id!, at } }]);
  });

  it('decides nothing for a user registered as an administrator or promoted before', () => {
    given([registered({ isAdmin: true })])
      .when(promote())
      .thenNothing();
    given([registered(), { type: 'UserPromotedToAdmin', data: { by: admin.id!, at } }])
      .when(promote())
      .thenNothing();
  });

  it('refuses a user that does not exist (users.notFound)', () => {
    given([]).when(promote()).thenThrows('users.notFound');
  });
});

describe('ChangeUserType', () => {
  it('changes the user type, recording who did it and when', () => {
    given([registered()])
      .when(changeType('Quadra'))
      .then([{ type: 'UserTypeChanged', data: { userType: 'Quadra', by: admin.id!, at } }]);
  });

  it('decides nothing when the user already has that type', () => {
    given([registered()]).when(changeType('Usuário')).thenNothing();
    given([registered(), { type: 'UserTypeChanged', data: { userType: 'Quadra', by: admin.id!, at } }])
      .when(changeType('Quadra'))
      .thenNothing();
  });

  it('changes a type back after an earlier change', () => {
    given([registered(), { type: 'UserTypeChanged', data: { userType: 'Quadra', by: admin.id!, at } }])
      .when(changeType('Usuário'))
      .then([{ type: 'UserTypeChanged', data: { userType: 'Usuário', by: admin.id!, at } }]);
  });

  it('refuses a user that does not exist (users.notFound)', () => {
    given([]).when(changeType('Quadra')).thenThrows('users.notFound');
  });
});

describe('RequestPasswordReset', () => {
  it('records the token’s hash and when it expires', () => {
    given([registered()])
      .when(requestReset('h1', anHourLater))
      .then([resetRequested('h1', anHourLater)]);
  });

  it('records every request: each e-mail carries a token of its own', () => {
    given([registered(), resetRequested('h1', anHourLater)])
      .when(requestReset('h2', anHourLater))
      .then([resetRequested('h2', anHourLater)]);
  });

  it('refuses a user that does not exist (users.notFound)', () => {
    given([]).when(requestReset('h1', anHourLater)).thenThrows('users.notFound');
  });
});

describe('ResetPassword', () => {
  it('sets the new password with a token that has not expired', () => {
    given([registered(), resetRequested('h1', anHourLater)])
      .when(reset('h1'))
      .then([passwordReset('h1')]);
  });

  it('accepts any live token of the user, not only the latest', () => {
    given([registered(), resetRequested('h1', anHourLater), resetRequested('h2', anHourLater)])
      .when(reset('h1'))
      .then([passwordReset('h1')]);
  });

  it('voids every other outstanding token once one is used (auth.resetTokenInvalid)', () => {
    given([
      registered(),
      resetRequested('h1', anHourLater),
      resetRequested('h2', anHourLater),
      passwordReset('h1'),
    ])
      .when(reset('h2', 'hash-3'))
      .thenThrows('auth.resetTokenInvalid');
  });

  it('accepts a token requested after the last reset', () => {
    given([
      registered(),
      resetRequested('h1', anHourLater),
      passwordReset('h1'),
      resetRequested('h2', anHourLater),
    ])
      .when(reset('h2', 'hash-3'))
      .then([passwordReset('h2', 'hash-3')]);
  });

  it('refuses a token used before (auth.resetTokenInvalid)', () => {
    given([registered(), resetRequested('h1', anHourLater), passwordReset('h1')])
      .when(reset('h1', 'hash-3'))
      .thenThrows('auth.resetTokenInvalid');
  });

  it('refuses a token that expired, also at the very moment it expires (auth.resetTokenInvalid)', () => {
    given([registered(), resetRequested('h1', '2026-11-23T19:59:59.999Z')])
      .when(reset('h1'))
      .thenThrows('auth.resetTokenInvalid');
    given([registered(), resetRequested('h1', at)])
      .when(reset('h1'))
      .thenThrows('auth.resetTokenInvalid');
  });

  it('accepts a token up to the millisecond before it expires', () => {
    given([registered(), resetRequested('h1', '2026-11-23T20:00:00.001Z')])
      .when(reset('h1'))
      .then([passwordReset('h1')]);
  });

  it('refuses a token that was never requested (auth.resetTokenInvalid)', () => {
    given([registered(), resetRequested('h1', anHourLater)])
      .when(reset('zz'))
      .thenThrows('auth.resetTokenInvalid');
  });

  it('refuses a user that does not exist (users.notFound)', () => {
    given([]).when(reset('h1')).thenThrows('users.notFound');
  });
});

describe('EraseUser', () => {
  it('erases the user, recording which administrator did it and when', () => {
    given([registered()]).when(erase()).then([erased]);
  });

  it('erases a blocked user too', () => {
    given([registered(), blocked]).when(erase()).then([erased]);
  });

  it('decides nothing for a user already erased (a repeated erasure is accepted)', () => {
    given([registered(), erased]).when(erase()).thenNothing();
  });

  it('does not let an administrator erase themself (users.cannotDeleteYourself)', () => {
    given([registered({ isAdmin: true })])
      .when(erase({ kind: 'admin', id: userId }, 5))
      .thenThrows('users.cannotDeleteYourself');
  });

  it('refuses to erase the last administrator (users.lastAdmin), registered or promoted as one', () => {
    given([registered({ isAdmin: true })])
      .when(erase(admin, 0))
      .thenThrows('users.lastAdmin');
    given([registered(), promoted]).when(erase(admin, 0)).thenThrows('users.lastAdmin');
  });

  it('erases an administrator while another one remains', () => {
    given([registered({ isAdmin: true })])
      .when(erase(admin, 1))
      .then([erased]);
  });

  it('erases a user who is not an administrator whatever the count of administrators', () => {
    given([registered()]).when(erase(admin, 0)).then([erased]);
  });

  it('refuses a user that does not exist (users.notFound)', () => {
    given([]).when(erase()).thenThrows('users.notFound');
  });

  it('refuses a registration that never wrote its user (users.notFound)', () => {
    given([{ type: 'UserRegistrationAbandoned', data: { userId, at } }])
      .when(erase())
      .thenThrows('users.notFound');
  });
});

describe('an erased user', () => {
  it('is not found by any later command (users.notFound)', () => {
    const gone = [registered(), erased];
    given(gone).when(block()).thenThrows('users.notFound');
    given(gone).when(promote()).thenThrows('users.notFound');
    given(gone).when(changeType('Quadra')).thenThrows('users.notFound');
    given(gone).when(requestReset('h1', anHourLater)).thenThrows('users.notFound');
    given([registered(), resetRequested('h1', anHourLater), erased])
      .when(reset('h1'))
      .thenThrows('users.notFound');
  });

  it('cannot be registered again under the same user id (auth.emailTaken): a new account has a new id', () => {
    given([registered(), erased])
      .when(register('00000000-0000-4000-8000-00000000a002'))
      .thenThrows('auth.emailTaken');
  });
});

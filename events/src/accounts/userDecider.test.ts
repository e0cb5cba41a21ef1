import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec';
import { type UserEvent, userDecider } from './userDecider';

const given = deciderSpec(userDecider);
const now = new Date('2026-11-23T12:00:00.000Z');
const at = now.toISOString();
const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId: '00000000-0000-4000-8000-000000000001',
    email: 'ana@example.com',
    name: 'Ana',
    passwordHash: 'old',
    referralCode: 'ABCDEFGH',
    referredBy: null,
    isAdmin: false,
    userType: 'Usuário',
    registeredAt: at,
  },
};
const requested = (expiresAt: string): UserEvent => ({
  type: 'PasswordResetRequested',
  data: { tokenHash: 'h1', expiresAt, at },
});

describe('user', () => {
  it('refuses commands for a user that does not exist', () => {
    given([]).when({ type: 'BlockUser', by: 'admin', now }).thenThrows('users.notFound');
  });

  it('blocks once', () => {
    given([registered])
      .when({ type: 'BlockUser', by: 'admin', now })
      .thenEmits([{ type: 'UserBlocked', data: { by: 'admin', at } }]);
    given([registered, { type: 'UserBlocked', data: { by: 'admin', at } }])
      .when({ type: 'BlockUser', by: 'admin', now })
      .thenEmits([]);
  });

  it('does not let an administrator block themself', () => {
    given([registered])
      .when({ type: 'BlockUser', by: registered.data.userId, now })
      .thenThrows('users.cannotBlockYourself');
  });

  it('changes the user type only when it differs', () => {
    given([registered])
      .when({ type: 'ChangeUserType', userType: 'Quadra', by: 'admin', now })
      .thenEmits([{ type: 'UserTypeChanged', data: { userType: 'Quadra', by: 'admin', at } }]);
    given([registered]).when({ type: 'ChangeUserType', userType: 'Usuário', by: 'admin', now }).thenEmits([]);
  });

  it('resets the password with a live token, once', () => {
    const live = requested('2026-11-23T13:00:00.000Z');
    given([registered, live])
      .when({ type: 'ResetPassword', tokenHash: 'h1', passwordHash: 'new', now })
      .thenEmits([{ type: 'PasswordReset', data: { tokenHash: 'h1', passwordHash: 'new', at } }]);
    given([registered, live, { type: 'PasswordReset', data: { tokenHash: 'h1', passwordHash: 'new', at } }])
      .when({ type: 'ResetPassword', tokenHash: 'h1', passwordHash: 'newer', now })
      .thenThrows('auth.resetTokenInvalid');
  });

  it('refuses an expired or unknown token', () => {
    given([registered, requested('2026-11-23T11:59:59.000Z')])
      .when({ type: 'ResetPassword', tokenHash: 'h1', passwordHash: 'new', now })
      .thenThrows('auth.resetTokenInvalid');
    given([registered])
      .when({ type: 'ResetPassword', tokenHash: 'zz', passwordHash: 'new', now })
      .thenThrows('auth.resetTokenInvalid');
  });
});

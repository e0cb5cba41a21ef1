import { DomainError } from '../errors';
import type { UserRegisteredData, UserType } from './userEvents';

export type UserEvent =
  | { readonly type: 'UserRegistered'; readonly data: UserRegisteredData }
  | { readonly type: 'UserBlocked'; readonly data: { readonly by: string; readonly at: string } }
  | { readonly type: 'UserPromotedToAdmin'; readonly data: { readonly by: string; readonly at: string } }
  | {
      readonly type: 'UserTypeChanged';
      readonly data: { readonly userType: UserType; readonly by: string; readonly at: string };
    }
  | {
      readonly type: 'PasswordResetRequested';
      readonly data: { readonly tokenHash: string; readonly expiresAt: string; readonly at: string };
    }
  | {
      readonly type: 'PasswordReset';
      readonly data: { readonly tokenHash: string; readonly passwordHash: string; readonly at: string };
    };

export type UserCommand =
  | { readonly type: 'BlockUser'; readonly by: string; readonly now: Date }
  | { readonly type: 'PromoteToAdmin'; readonly by: string; readonly now: Date }
  | { readonly type: 'ChangeUserType'; readonly userType: UserType; readonly by: string; readonly now: Date }
  | {
      readonly type: 'RequestPasswordReset';
      readonly tokenHash: string;
      readonly expiresAt: Date;
      readonly now: Date;
    }
  | {
      readonly type: 'ResetPassword';
      readonly tokenHash: string;
      readonly passwordHash: string;
      readonly now: Date;
    };

export interface UserState {
  readonly registered: UserRegisteredData | null;
  readonly isAdmin: boolean;
  readonly isBlocked: boolean;
  readonly userType: UserType;
  readonly passwordHash: string | null;
  /** Reset tokens by hash: when each expires and whether it was used. */
  readonly resetTokens: Readonly<Record<string, { readonly expiresAt: string; readonly used: boolean }>>;
}

export const initialUserState = (): UserState => ({
  registered: null,
  isAdmin: false,
  isBlocked: false,
  userType: 'Usuário',
  passwordHash: null,
  resetTokens: {},
});

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return {
        ...state,
        registered: event.data,
        isAdmin: event.data.isAdmin,
        userType: event.data.userType,
        passwordHash: event.data.passwordHash,
      };
    case 'UserBlocked':
      return { ...state, isBlocked: true };
    case 'UserPromotedToAdmin':
      return { ...state, isAdmin: true };
    case 'UserTypeChanged':
      return { ...state, userType: event.data.userType };
    case 'PasswordResetRequested':
      return {
        ...state,
        resetTokens: {
          ...state.resetTokens,
          [event.data.tokenHash]: { expiresAt: event.data.expiresAt, used: false },
        },
      };
    case 'PasswordReset': {
      const token = state.resetTokens[event.data.tokenHash];
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        resetTokens: token
          ? { ...state.resetTokens, [event.data.tokenHash]: { ...token, used: true } }
          : state.resetTokens,
      };
    }
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  if (!state.registered) throw new DomainError('users.notFound');
  const at = command.now.toISOString();
  switch (command.type) {
    case 'BlockUser':
      if (state.isBlocked) return [];
      if (state.registered.userId === command.by) throw new DomainError('users.cannotBlockYourself');
      return [{ type: 'UserBlocked', data: { by: command.by, at } }];
    case 'PromoteToAdmin':
      return state.isAdmin ? [] : [{ type: 'UserPromotedToAdmin', data: { by: command.by, at } }];
    case 'ChangeUserType':
      return state.userType === command.userType
        ? []
        : [{ type: 'UserTypeChanged', data: { userType: command.userType, by: command.by, at } }];
    case 'RequestPasswordReset':
      return [
        {
          type: 'PasswordResetRequested',
          data: { tokenHash: command.tokenHash, expiresAt: command.expiresAt.toISOString(), at },
        },
      ];
    case 'ResetPassword': {
      const token = state.resetTokens[command.tokenHash];
      if (!token || token.used || Date.parse(token.expiresAt) <= command.now.getTime()) {
        throw new DomainError('auth.resetTokenInvalid');
      }
      return [
        {
          type: 'PasswordReset',
          data: { tokenHash: command.tokenHash, passwordHash: command.passwordHash, at },
        },
      ];
    }
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const userDecider = { initialState: initialUserState, evolve: evolveUser, decide: decideUser };

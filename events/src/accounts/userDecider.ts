import type { Consent } from '../contracts/legal';
import { DomainError } from '../errors';
import type { Command, Decider } from '../messages';
import { newUserId, type UserEvent, type UserRegisteredData, type UserType } from './userEvents';

export type RegisterUser = Command<
  'RegisterUser',
  {
    readonly email: string;
    readonly name: string;
    readonly passwordHash: string;
    readonly referralCode: string;
    readonly referredBy: string | null;
    readonly isAdmin: boolean;
    readonly userType: UserType;
    /** The terms and privacy versions the person accepted, when they registered themselves. */
    readonly consent?: Consent;
  }
>;
export type BlockUser = Command<'BlockUser', Record<string, never>>;
export type PromoteToAdmin = Command<'PromoteToAdmin', Record<string, never>>;
export type ChangeUserType = Command<'ChangeUserType', { readonly userType: UserType }>;
/**
 * Erases the user (LGPD). The caller states how many other administrators are still there (not
 * erased), read just before: the decision refuses to leave Rodada without one.
 */
export type EraseUser = Command<'EraseUser', { readonly otherAdministrators: number }>;
export type RequestPasswordReset = Command<
  'RequestPasswordReset',
  { readonly tokenHash: string; readonly expiresAt: string }
>;
export type ResetPassword = Command<
  'ResetPassword',
  { readonly tokenHash: string; readonly passwordHash: string }
>;

/** Closes the stream of a registration that never wrote its user (see `nameClaims.ts`). */
export type AbandonRegistration = Command<'AbandonRegistration', { readonly userId: string }>;

export type UserCommand =
  | RegisterUser
  | AbandonRegistration
  | BlockUser
  | PromoteToAdmin
  | ChangeUserType
  | EraseUser
  | RequestPasswordReset
  | ResetPassword;

export interface UserState {
  readonly registered: UserRegisteredData | null;
  /** The registration never wrote its user and never will: the stream is closed. */
  readonly abandoned: boolean;
  readonly isAdmin: boolean;
  readonly isBlocked: boolean;
  /** Erased by an administrator: gone for every command, and their personal data shredded. */
  readonly erased: boolean;
  readonly userType: UserType;
  readonly passwordHash: string | null;
  /** Reset tokens by hash: when each expires and whether it was used (or voided by another's use). */
  readonly resetTokens: Readonly<Record<string, { readonly expiresAt: string; readonly used: boolean }>>;
}

export const initialUserState = (): UserState => ({
  registered: null,
  abandoned: false,
  isAdmin: false,
  isBlocked: false,
  erased: false,
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
    case 'UserRegistrationAbandoned':
      return { ...state, abandoned: true };
    case 'UserBlocked':
      return { ...state, isBlocked: true };
    case 'UserPromotedToAdmin':
      return { ...state, isAdmin: true };
    case 'UserTypeChanged':
      return { ...state, userType: event.data.userType };
    case 'UserErased':
      return { ...state, erased: true };
    case 'PasswordResetRequested':
      return {
        ...state,
        resetTokens: {
          ...state.resetTokens,
          [event.data.tokenHash]: { expiresAt: event.data.expiresAt, used: false },
        },
      };
    case 'PasswordReset':
      // A reset uses its token and voids every other one outstanding: a link mailed earlier (and
      // perhaps read by someone else) cannot change the new password.
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        resetTokens: Object.fromEntries(
          Object.entries(state.resetTokens).map(([hash, token]) => [hash, { ...token, used: true }]),
        ),
      };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** The user, for a command about them: not found when never registered, or erased. */
function registered(state: UserState): UserRegisteredData {
  if (!state.registered || state.erased) throw new DomainError('users.notFound');
  return state.registered;
}

const actorId = (command: UserCommand) => command.metadata.actor.id ?? command.metadata.actor.kind;

export function registerUser(command: RegisterUser, state: UserState): UserEvent[] {
  const userId = newUserId(command.metadata.commandId);
  if (state.registered) {
    if (state.registered.userId === userId) return []; // the same registration, repeated
    throw new DomainError('auth.emailTaken');
  }
  if (state.abandoned) throw new DomainError('auth.registrationAbandoned');
  const { data } = command;
  return [
    {
      type: 'UserRegistered',
      data: {
        userId,
        email: data.email,
        name: data.name.trim(),
        passwordHash: data.passwordHash,
        referralCode: data.referralCode,
        referredBy: data.referredBy,
        isAdmin: data.isAdmin,
        userType: data.userType,
        registeredAt: command.metadata.at,
        ...(data.consent ? { consent: { ...data.consent } } : {}),
      },
    },
  ];
}

/** Nothing once the user is written (the registration completed) or the stream is already closed. */
export function abandonRegistration(command: AbandonRegistration, state: UserState): UserEvent[] {
  if (state.registered || state.abandoned) return [];
  return [
    { type: 'UserRegistrationAbandoned', data: { userId: command.data.userId, at: command.metadata.at } },
  ];
}

export function blockUser(command: BlockUser, state: UserState): UserEvent[] {
  const user = registered(state);
  if (state.isBlocked) return [];
  if (user.userId === command.metadata.actor.id) throw new DomainError('users.cannotBlockYourself');
  return [{ type: 'UserBlocked', data: { by: actorId(command), at: command.metadata.at } }];
}

export function promoteToAdmin(command: PromoteToAdmin, state: UserState): UserEvent[] {
  registered(state);
  if (state.isAdmin) return [];
  return [{ type: 'UserPromotedToAdmin', data: { by: actorId(command), at: command.metadata.at } }];
}

export function changeUserType(command: ChangeUserType, state: UserState): UserEvent[] {
  registered(state);
  if (state.userType === command.data.userType) return [];
  return [
    {
      type: 'UserTypeChanged',
      data: { userType: command.data.userType, by: actorId(command), at: command.metadata.at },
    },
  ];
}

/**
 * Erasing twice changes nothing (the second erasure is accepted, so a retry can finish what a
 * first attempt left half done). Nobody erases themself, and the last administrator stays.
 */
export function eraseUser(command: EraseUser, state: UserState): UserEvent[] {
  if (state.erased) return [];
  const user = registered(state);
  if (user.userId === command.metadata.actor.id) throw new DomainError('users.cannotDeleteYourself');
  if (state.isAdmin && command.data.otherAdministrators < 1) throw new DomainError('users.lastAdmin');
  return [{ type: 'UserErased', data: { by: actorId(command), at: command.metadata.at } }];
}

export function requestPasswordReset(command: RequestPasswordReset, state: UserState): UserEvent[] {
  registered(state);
  return [
    {
      type: 'PasswordResetRequested',
      data: { tokenHash: command.data.tokenHash, expiresAt: command.data.expiresAt, at: command.metadata.at },
    },
  ];
}

export function resetPassword(command: ResetPassword, state: UserState): UserEvent[] {
  registered(state);
  const token = state.resetTokens[command.data.tokenHash];
  if (!token || token.used || Date.parse(token.expiresAt) <= Date.parse(command.metadata.at)) {
    throw new DomainError('auth.resetTokenInvalid');
  }
  return [
    {
      type: 'PasswordReset',
      data: {
        tokenHash: command.data.tokenHash,
        passwordHash: command.data.passwordHash,
        at: command.metadata.at,
      },
    },
  ];
}

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      return registerUser(command, state);
    case 'AbandonRegistration':
      return abandonRegistration(command, state);
    case 'BlockUser':
      return blockUser(command, state);
    case 'PromoteToAdmin':
      return promoteToAdmin(command, state);
    case 'ChangeUserType':
      return changeUserType(command, state);
    case 'EraseUser':
      return eraseUser(command, state);
    case 'RequestPasswordReset':
      return requestPasswordReset(command, state);
    case 'ResetPassword':
      return resetPassword(command, state);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};

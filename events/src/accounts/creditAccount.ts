import { DomainError } from '../errors';

export const creditAccountStream = (userId: string) => `credits-${userId}`;

export const GRANT_REASONS = ['bonus', 'correction', 'promotional', 'other'] as const;
export type GrantReason = (typeof GRANT_REASONS)[number];

/** Every credit movement; `amount` is always a positive number of credits. */
export type CreditEvent =
  | {
      readonly type: 'CreditsGranted';
      readonly data: {
        readonly amount: number;
        readonly reason: GrantReason;
        readonly grantedBy: string;
        readonly at: string;
      };
    }
  | {
      readonly type: 'CreditsPurchased';
      readonly data: {
        readonly amount: number;
        readonly paymentId: string;
        readonly amountCents: number;
        readonly currency: string;
        readonly at: string;
      };
    }
  | {
      readonly type: 'ReferralRewarded';
      readonly data: { readonly amount: number; readonly referredUserId: string; readonly at: string };
    }
  | {
      readonly type: 'CreditsSpent';
      readonly data: {
        readonly amount: number;
        readonly tournamentId: string;
        readonly tournamentName: string;
        readonly at: string;
      };
    }
  | {
      readonly type: 'CreditsRefunded';
      readonly data: { readonly amount: number; readonly tournamentId: string; readonly at: string };
    };

export type CreditCommand =
  | {
      readonly type: 'GrantCredits';
      readonly amount: number;
      readonly reason: GrantReason;
      readonly by: string;
      readonly now: Date;
    }
  | {
      readonly type: 'SpendCredits';
      readonly amount: number;
      readonly tournamentId: string;
      readonly tournamentName: string;
      readonly now: Date;
    }
  | { readonly type: 'RefundCredits'; readonly tournamentId: string; readonly now: Date };

export interface CreditAccountState {
  readonly balance: number;
  readonly everHadCredits: boolean;
  /** Credits spent per tournament and not refunded: a retry never charges twice. */
  readonly charges: Readonly<Record<string, number>>;
  /** Tournaments whose charge was refunded: they can never be charged again. */
  readonly refunded: Readonly<Record<string, true>>;
}

export const initialCreditAccount = (): CreditAccountState => ({
  balance: 0,
  everHadCredits: false,
  charges: {},
  refunded: {},
});

/** The signed change an event makes to the balance. */
export function creditDelta(event: CreditEvent): number {
  switch (event.type) {
    case 'CreditsGranted':
    case 'CreditsPurchased':
    case 'ReferralRewarded':
    case 'CreditsRefunded':
      return event.data.amount;
    case 'CreditsSpent':
      return -event.data.amount;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export function evolveCreditAccount(state: CreditAccountState, event: CreditEvent): CreditAccountState {
  const balance = state.balance + creditDelta(event);
  const everHadCredits = state.everHadCredits || balance > 0;
  if (event.type === 'CreditsSpent') {
    return {
      ...state,
      balance,
      everHadCredits,
      charges: { ...state.charges, [event.data.tournamentId]: event.data.amount },
    };
  }
  if (event.type === 'CreditsRefunded') {
    const { [event.data.tournamentId]: _refunded, ...charges } = state.charges;
    return {
      balance,
      everHadCredits,
      charges,
      refunded: { ...state.refunded, [event.data.tournamentId]: true },
    };
  }
  return { ...state, balance, everHadCredits };
}

const MAX_CREDITS_PER_MOVEMENT = 999;

export function decideCreditAccount(command: CreditCommand, state: CreditAccountState): CreditEvent[] {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'GrantCredits':
      if (
        !Number.isInteger(command.amount) ||
        command.amount < 1 ||
        command.amount > MAX_CREDITS_PER_MOVEMENT
      ) {
        throw new DomainError('credits.invalidAmount', { min: 1, max: MAX_CREDITS_PER_MOVEMENT });
      }
      return [
        {
          type: 'CreditsGranted',
          data: { amount: command.amount, reason: command.reason, grantedBy: command.by, at },
        },
      ];
    case 'SpendCredits':
      if (state.charges[command.tournamentId] !== undefined) return [];
      if (state.refunded[command.tournamentId]) throw new DomainError('tournament.creationAbandoned');
      if (state.balance < command.amount) {
        throw new DomainError('credits.insufficient', { required: command.amount, available: state.balance });
      }
      return [
        {
          type: 'CreditsSpent',
          data: {
            amount: command.amount,
            tournamentId: command.tournamentId,
            tournamentName: command.tournamentName,
            at,
          },
        },
      ];
    case 'RefundCredits': {
      const charged = state.charges[command.tournamentId];
      return charged === undefined
        ? []
        : [{ type: 'CreditsRefunded', data: { amount: charged, tournamentId: command.tournamentId, at } }];
    }
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const creditAccountDecider = {
  initialState: initialCreditAccount,
  evolve: evolveCreditAccount,
  decide: decideCreditAccount,
};

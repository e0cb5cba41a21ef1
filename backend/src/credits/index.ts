// The credits slice's public face: balances, grants, manual PIX and the reactor that credits what is owed.

export { type PixReceiver, pixReceiverProblem } from './pixInstructions';
export { startCreditReactor } from './reactor';
export { type CreditRoutesOptions, creditRoutes } from './routes';
export { CreditService } from './service';

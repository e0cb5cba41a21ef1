export * from './pixPayment';
export * from './referralReward';

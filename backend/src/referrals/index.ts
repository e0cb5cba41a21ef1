// The referrals slice's public face: a user's code and figures, and the referrer's reward.
export { rewardReferrals } from './reactor';
export { referralRoutes } from './routes';
export { ReferralService } from './service';

// The payments slice's public face: prices and card payments through a provider (Stripe or the sandbox).
export { createPaymentProvider } from './createProvider';
export { startFulfilmentReactor } from './fulfilmentReactor';
export { paymentRoutes } from './routes';
export { PaymentService } from './service';
export { type PaymentSettings, paymentSettings } from './settings';

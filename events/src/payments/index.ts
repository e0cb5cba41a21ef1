export * from './currencyPrice';
export * from './paymentIntent';
export * from './sandboxCards';

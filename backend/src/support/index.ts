// The support slice's public face: the configured contact.
export { type SupportContact, supportRoutes } from './routes';

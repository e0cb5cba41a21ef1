// The admin slice's public face: the back office's statistics and every user's transactions.
export { adminRoutes } from './routes';
export { AdminService } from './service';

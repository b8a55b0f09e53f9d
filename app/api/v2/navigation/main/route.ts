import { menuRoutes } from '../_lib/menu-routes';

export const { GET, PUT } = menuRoutes('main');

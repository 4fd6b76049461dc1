import { DEMO_PASSWORD } from '../apps/server/src/seed/demo';
import { LARGE_MENU_MERCHANT } from './large-menu';
import type { Endpoint } from './measure';

/** The measured endpoints; each later area adds its own here. */
export function benchEndpoints(): Endpoint[] {
  return [
    { name: 'GET /api/health', path: '/api/health' },
    {
      name: 'POST /api/public/backoffice_login',
      path: '/api/public/backoffice_login',
      method: 'POST',
      body: JSON.stringify({ username: 'demo.manager', password: DEMO_PASSWORD }),
      authenticated: false,
    },
    { name: 'GET /api/location/listLocations', path: '/api/location/listLocations?merchant=demo' },
    {
      name: 'GET /api/product/getProducts (gzip, as browsers ask)',
      path: '/api/product/getProducts?merchant=demo',
      headers: { 'accept-encoding': 'gzip' },
    },
    { name: 'GET /api/dashboard/getDashboardData', path: '/api/dashboard/getDashboardData?merchant=demo', budgetP95Ms: 50 },
    {
      name: 'GET /api/product/getProducts, large menu (gzip)',
      path: `/api/product/getProducts?merchant=${LARGE_MENU_MERCHANT}`,
      headers: { 'accept-encoding': 'gzip' },
      login: 'large-menu',
      budgetP95Ms: 30,
    },
    {
      name: 'GET /api/product/getProducts, large menu (uncompressed)',
      path: `/api/product/getProducts?merchant=${LARGE_MENU_MERCHANT}`,
      login: 'large-menu',
    },
  ];
}

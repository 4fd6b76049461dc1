import { DEMO_PASSWORD } from '../apps/server/src/seed/demo';
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
    { name: 'GET /api/dashboard/getDashboardData', path: '/api/dashboard/getDashboardData?merchant=demo' },
  ];
}

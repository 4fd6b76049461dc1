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

/**
 * The orders list (newest page and page 200, 50 a page) and one order, of the demo merchant; the
 * order's id is read from the list first. Budgets at a million orders on PostgreSQL, 20 connections.
 */
export async function orderEndpoints(base: string, token: string): Promise<Endpoint[]> {
  const response = await fetch(`${base}/api/order/listOrders?merchant=demo&limit=1`, { headers: { authorization: `Basic ${token}` } });
  const [order] = (await response.json()) as { id: string }[];
  if (!order) throw new Error('the demo merchant has no orders to measure');
  return [
    { name: 'GET /api/order/listOrders, page 1', path: '/api/order/listOrders?merchant=demo&limit=50&page=1', budgetP95Ms: 20 },
    { name: 'GET /api/order/listOrders, page 200', path: '/api/order/listOrders?merchant=demo&limit=50&page=200', budgetP95Ms: 20 },
    { name: 'GET /api/order/getOrder', path: `/api/order/getOrder?orderDocumentId=${order.id}`, budgetP95Ms: 10 },
  ];
}

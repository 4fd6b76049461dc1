import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { Loading } from '@/components/loading';
import { RouteError } from '@/components/route-error';
import { RequireAuth } from '@/features/auth/require-auth';
import { lazyRoute } from '@/lib/lazy-with-timeout';
import { BARE_SCREENS, LOCATION_SCREENS, PENDING_SCREENS, SCREEN_ACCESS, type ScreenHandle } from './route-table';

const notFound = lazyRoute(
  () => import('./routes/not-found'),
  (m) => m.NotFoundRoute,
);
const overview = lazyRoute(
  () => import('./routes/overview'),
  (m) => m.OverviewRoute,
);

/** A screen inside the layout; a failing screen shows its error inside the layout. */
function screen(path: string, lazy: RouteObject['lazy']): RouteObject {
  const access = (SCREEN_ACCESS as Record<string, ScreenHandle['access']>)[path];
  const handle: ScreenHandle | undefined = access && {
    access,
    ...(LOCATION_SCREENS.has(path) ? { locationParam: true } : {}),
    ...(BARE_SCREENS.has(path) ? { bare: true } : {}),
  };
  return { path, lazy, ErrorBoundary: RouteError, ...(handle ? { handle } : {}) };
}

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    HydrateFallback: () => <Loading fullScreen />,
    children: [
      {
        path: '/login',
        lazy: lazyRoute(
          () => import('./routes/login'),
          (m) => m.LoginRoute,
        ),
      },
      {
        path: '/superadmin/login',
        lazy: lazyRoute(
          () => import('./routes/superadmin-login'),
          (m) => m.SuperAdminLoginRoute,
        ),
      },
      {
        Component: RequireAuth,
        children: [
          {
            lazy: lazyRoute(
              () => import('./routes/app-root'),
              (m) => m.AppRoot,
            ),
            children: [
              { index: true, lazy: overview, ErrorBoundary: RouteError, handle: { access: '/overview' } satisfies ScreenHandle },
              screen('overview', overview),
              screen(
                'soldOut',
                lazyRoute(
                  () => import('./routes/sold-out'),
                  (m) => m.SoldOutRoute,
                ),
              ),
              screen(
                'closeTakeaway',
                lazyRoute(
                  () => import('./routes/close-takeaway'),
                  (m) => m.CloseTakeawayRoute,
                ),
              ),
              screen(
                'openTakeaway',
                lazyRoute(
                  () => import('./routes/open-takeaway'),
                  (m) => m.OpenTakeawayRoute,
                ),
              ),
              screen(
                'changeEarliestPickupTime',
                lazyRoute(
                  () => import('./routes/change-earliest-pickup-time'),
                  (m) => m.ChangeEarliestPickupTimeRoute,
                ),
              ),
              screen(
                'closeDishes',
                lazyRoute(
                  () => import('./routes/close-dishes'),
                  (m) => m.CloseDishesRoute,
                ),
              ),
              screen(
                'openDishes',
                lazyRoute(
                  () => import('./routes/open-dishes'),
                  (m) => m.OpenDishesRoute,
                ),
              ),
              screen(
                'closingdays',
                lazyRoute(
                  () => import('./routes/closing-days'),
                  (m) => m.ClosingDaysRoute,
                ),
              ),
              screen(
                'closingDaysCreate',
                lazyRoute(
                  () => import('./routes/closing-days-create'),
                  (m) => m.ClosingDaysCreateRoute,
                ),
              ),
              screen(
                'openinghours',
                lazyRoute(
                  () => import('./routes/opening-hours'),
                  (m) => m.OpeningHoursRoute,
                ),
              ),
              screen(
                'delivery',
                lazyRoute(
                  () => import('./routes/delivery'),
                  (m) => m.DeliveryRoute,
                ),
              ),
              screen(
                'tables',
                lazyRoute(
                  () => import('./routes/tables'),
                  (m) => m.TablesRoute,
                ),
              ),
              screen(
                'tableCreate',
                lazyRoute(
                  () => import('./routes/table-create'),
                  (m) => m.TableCreateRoute,
                ),
              ),
              screen(
                'discounts',
                lazyRoute(
                  () => import('./routes/discounts'),
                  (m) => m.DiscountsRoute,
                ),
              ),
              screen(
                'discountCreate',
                lazyRoute(
                  () => import('./routes/discount-create'),
                  (m) => m.DiscountCreateRoute,
                ),
              ),
              screen(
                'discountEdit',
                lazyRoute(
                  () => import('./routes/discount-edit'),
                  (m) => m.DiscountEditRoute,
                ),
              ),
              screen(
                'rewards',
                lazyRoute(
                  () => import('./routes/rewards'),
                  (m) => m.RewardsRoute,
                ),
              ),
              screen(
                'rewardCreate',
                lazyRoute(
                  () => import('./routes/reward-create'),
                  (m) => m.RewardCreateRoute,
                ),
              ),
              screen(
                'rewardEdit',
                lazyRoute(
                  () => import('./routes/reward-edit'),
                  (m) => m.RewardEditRoute,
                ),
              ),
              screen(
                'users',
                lazyRoute(
                  () => import('./routes/users'),
                  (m) => m.UsersRoute,
                ),
              ),
              screen(
                'userCreate',
                lazyRoute(
                  () => import('./routes/user-create'),
                  (m) => m.UserCreateRoute,
                ),
              ),
              screen(
                'userEdit',
                lazyRoute(
                  () => import('./routes/user-edit'),
                  (m) => m.UserEditRoute,
                ),
              ),
              screen(
                'terminals',
                lazyRoute(
                  () => import('./routes/terminals'),
                  (m) => m.TerminalsRoute,
                ),
              ),
              screen(
                'products',
                lazyRoute(
                  () => import('./routes/products'),
                  (m) => m.ProductsRoute,
                ),
              ),
              screen(
                'categoryCreate',
                lazyRoute(
                  () => import('./routes/category-create'),
                  (m) => m.CategoryCreateRoute,
                ),
              ),
              screen(
                'categoryEdit',
                lazyRoute(
                  () => import('./routes/category-edit'),
                  (m) => m.CategoryEditRoute,
                ),
              ),
              screen(
                'categoriesSort',
                lazyRoute(
                  () => import('./routes/categories-sort'),
                  (m) => m.CategoriesSortRoute,
                ),
              ),
              screen(
                'itemCreate',
                lazyRoute(
                  () => import('./routes/item-create'),
                  (m) => m.ItemCreateRoute,
                ),
              ),
              screen(
                'itemEdit',
                lazyRoute(
                  () => import('./routes/item-edit'),
                  (m) => m.ItemEditRoute,
                ),
              ),
              screen(
                'itemsOfCategorySort',
                lazyRoute(
                  () => import('./routes/items-of-category-sort'),
                  (m) => m.ItemsOfCategorySortRoute,
                ),
              ),
              screen(
                'addOnGroupsSort',
                lazyRoute(
                  () => import('./routes/add-on-groups-sort'),
                  (m) => m.AddOnGroupsSortRoute,
                ),
              ),
              screen(
                'addOnsOfAddOnGroupSort',
                lazyRoute(
                  () => import('./routes/add-ons-of-add-on-group-sort'),
                  (m) => m.AddOnsOfAddOnGroupSortRoute,
                ),
              ),
              screen(
                'addOnGroupCreate',
                lazyRoute(
                  () => import('./routes/add-on-group-create'),
                  (m) => m.AddOnGroupCreateRoute,
                ),
              ),
              screen(
                'addOnGroupEdit',
                lazyRoute(
                  () => import('./routes/add-on-group-edit'),
                  (m) => m.AddOnGroupEditRoute,
                ),
              ),
              screen(
                'addOnCreate',
                lazyRoute(
                  () => import('./routes/add-on-create'),
                  (m) => m.AddOnCreateRoute,
                ),
              ),
              screen(
                'addOnEdit',
                lazyRoute(
                  () => import('./routes/add-on-edit'),
                  (m) => m.AddOnEditRoute,
                ),
              ),
              screen(
                'profile',
                lazyRoute(
                  () => import('./routes/profile'),
                  (m) => m.ProfileRoute,
                ),
              ),
              screen(
                'cache',
                lazyRoute(
                  () => import('./routes/cache'),
                  (m) => m.CacheRoute,
                ),
              ),
              screen(
                'cloudprnt',
                lazyRoute(
                  () => import('./routes/cloudprnt'),
                  (m) => m.CloudPrntRoute,
                ),
              ),
              screen(
                'orderRefund',
                lazyRoute(
                  () => import('./routes/order-refund'),
                  (m) => m.OrderRefundRoute,
                ),
              ),
              screen(
                'webOrderRefund',
                lazyRoute(
                  () => import('./routes/web-order-refund'),
                  (m) => m.WebOrderRefundRoute,
                ),
              ),
              screen(
                'softpayOrderRefund',
                lazyRoute(
                  () => import('./routes/softpay-order-refund'),
                  (m) => m.SoftpayOrderRefundRoute,
                ),
              ),
              screen(
                'cashOrderRefund',
                lazyRoute(
                  () => import('./routes/cash-order-refund'),
                  (m) => m.CashOrderRefundRoute,
                ),
              ),
              screen(
                'orders',
                lazyRoute(
                  () => import('./routes/orders'),
                  (m) => m.OrdersRoute,
                ),
              ),
              screen(
                'orderDetail',
                lazyRoute(
                  () => import('./routes/order-detail'),
                  (m) => m.OrderDetailRoute,
                ),
              ),
              screen(
                'x-report',
                lazyRoute(
                  () => import('./routes/x-report'),
                  (m) => m.XReportRoute,
                ),
              ),
              screen(
                'z-report',
                lazyRoute(
                  () => import('./routes/z-report'),
                  (m) => m.ZReportRoute,
                ),
              ),
              screen(
                'totalSalesReport',
                lazyRoute(
                  () => import('./routes/total-sales-report'),
                  (m) => m.TotalSalesReportRoute,
                ),
              ),
              screen(
                'alcoholReport',
                lazyRoute(
                  () => import('./routes/alcohol-report'),
                  (m) => m.AlcoholReportRoute,
                ),
              ),
              screen(
                'smsReport',
                lazyRoute(
                  () => import('./routes/sms-report'),
                  (m) => m.SmsReportRoute,
                ),
              ),
              screen(
                'transactionsReport',
                lazyRoute(
                  () => import('./routes/transactions-report'),
                  (m) => m.TransactionsReportRoute,
                ),
              ),
              screen(
                'xReportRegenerate',
                lazyRoute(
                  () => import('./routes/x-report-regenerate'),
                  (m) => m.XReportRegenerateRoute,
                ),
              ),
              screen(
                'webshopXReportRegenerateAll',
                lazyRoute(
                  () => import('./routes/webshop-x-report-regenerate-all'),
                  (m) => m.WebshopXReportRegenerateAllRoute,
                ),
              ),
              screen(
                'saftExport',
                lazyRoute(
                  () => import('./routes/saft-export'),
                  (m) => m.SaftExportRoute,
                ),
              ),
              screen(
                'vat',
                lazyRoute(
                  () => import('./routes/vat'),
                  (m) => m.VatRoute,
                ),
              ),
              screen(
                'vatEdit',
                lazyRoute(
                  () => import('./routes/vat-edit'),
                  (m) => m.VatEditRoute,
                ),
              ),
              screen(
                'company',
                lazyRoute(
                  () => import('./routes/company'),
                  (m) => m.CompanyRoute,
                ),
              ),
              screen(
                'merchant',
                lazyRoute(
                  () => import('./routes/merchant'),
                  (m) => m.MerchantRoute,
                ),
              ),
              screen(
                'locations',
                lazyRoute(
                  () => import('./routes/locations'),
                  (m) => m.LocationsRoute,
                ),
              ),
              screen(
                'locationCreate',
                lazyRoute(
                  () => import('./routes/location-create'),
                  (m) => m.LocationCreateRoute,
                ),
              ),
              screen(
                'locationEdit',
                lazyRoute(
                  () => import('./routes/location-edit'),
                  (m) => m.LocationEditRoute,
                ),
              ),
              screen(
                'swedbankPay',
                lazyRoute(
                  () => import('./routes/swedbank-pay'),
                  (m) => m.SwedbankPayRoute,
                ),
              ),
              screen(
                'dintero',
                lazyRoute(
                  () => import('./routes/dintero'),
                  (m) => m.DinteroRoute,
                ),
              ),
              ...PENDING_SCREENS.map((path) => screen(path, notFound)),
              screen('*', notFound),
            ],
          },
        ],
      },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}

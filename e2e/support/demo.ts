/** The demo logins the server seeds into a fresh database. */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_USERS = {
  demoAdmin: 'demo.admin',
  demoManager: 'demo.manager',
  pizzaAdmin: 'pizza.admin',
  superAdmin: 'superadmin',
} as const;

/**
 * The products page at the scale: puts a menu of 100 categories, 2,000 items (a quarter of them
 * with three variants), 50 add-on groups and 500 add-ons on the merchant `bench-menu` in the
 * DATABASE_URL database (replacing its menu; a few set-based statements), then starts the server and
 * measures GET /api/product/getProducts with autocannon.
 *
 *   DATABASE_URL=postgres://… node --import tsx bench/catalogue-scale.ts [--seed-only]
 *
 * Environment: BENCH_CONNECTIONS (20), BENCH_SECONDS (10), BENCH_PORT (3987), APP_SECRET_KEY.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openPostgres, type Db } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { hashPassword } from '../apps/server/src/modules/auth/passwords';
import { measure } from './measure';

export const BENCH_MERCHANT = 'bench-menu';
export const BENCH_USERNAME = 'bench.menu';
export const BENCH_PASSWORD = 'bench1234';
const SCALE = { categories: 100, itemsPerCategory: 20, groups: 50, addOnsPerGroup: 10, locations: 3 };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;

/** Replaces the bench merchant's menu; each step is one statement, whatever the scale. */
export async function seedBenchMenu(db: Db): Promise<void> {
  const m = BENCH_MERCHANT;
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await db.transaction(async (tx) => {
    const run = (query: ReturnType<typeof sql>) => tx.execute(query);
    await run(sql`insert into merchants (id, name) values (${m}, 'Bench Meny AS') on conflict (id) do nothing`);
    await run(sql`insert into merchant_settings (merchant_id) values (${m}) on conflict (merchant_id) do nothing`);
    await run(sql`insert into vat_rates (merchant_id, dine_in, take_out, delivery) values (${m}, 25, 15, 15) on conflict (merchant_id) do nothing`);
    await run(sql`insert into users (merchant_id, username, password_hash, user_role, firstname, lastname)
      values (${m}, ${BENCH_USERNAME}, ${passwordHash}, 'ADMIN', 'Bench', 'Meny')
      on conflict do nothing`);
    await run(sql`insert into locations (merchant_id, name, vat_number)
      select ${m}, 'Avdeling ' || n, '923609016' from generate_series(1, ${SCALE.locations}) n
      where not exists (select 1 from locations where merchant_id = ${m})`);

    await run(sql`delete from categories where merchant_id = ${m}`);
    await run(sql`delete from add_on_groups where merchant_id = ${m}`);

    await run(sql`insert into categories (merchant_id, name, description, item_type, sort_order, available_on_days)
      select ${m}, 'Kategori ' || n, 'Alt det gode i kategori ' || n, case when n % 10 = 0 then 'DRINK' else 'DISH' end, n - 1,
             case when n % 7 = 0 then '{FRIDAY,SATURDAY}'::text[] else '{}'::text[] end
      from generate_series(1, ${SCALE.categories}) n`);
    await run(sql`insert into category_locations (category_id, location_id)
      select c.id, l.id from categories c join locations l on l.merchant_id = c.merchant_id where c.merchant_id = ${m}`);

    await run(sql`insert into add_on_groups (merchant_id, name, title, description, mandatory, minimum, maximum, sort_order)
      select ${m}, 'Gruppe ' || n, 'Velg tillegg ' || n, '', n % 3 = 0, case when n % 3 = 0 then 1 else 0 end, 3, n - 1
      from generate_series(1, ${SCALE.groups}) n`);
    await run(sql`insert into add_ons (merchant_id, add_on_group_id, name, menu_nr, price_ore, price_dine_in_ore, allow_multiple_times, maximum, sort_order)
      select ${m}, g.id, 'Tillegg ' || g.sort_order || '.' || n, (g.sort_order + 1) || '.' || n, 500 + n * 100, 480 + n * 100, n % 2 = 0,
             case when n % 2 = 0 then 3 else 100 end, n - 1
      from add_on_groups g cross join generate_series(1, ${SCALE.addOnsPerGroup}) n where g.merchant_id = ${m}`);

    await run(sql`insert into items (merchant_id, category_id, item_type, name, menu_nr, description, ingredients_text,
                                     price_ore, price_dine_in_ore, spicy_level_selections, enable_comment, sort_order)
      select ${m}, c.id, c.item_type, 'Rett ' || (c.sort_order * ${SCALE.itemsPerCategory} + n), (c.sort_order * ${SCALE.itemsPerCategory} + n)::text,
             'En god rett med litt av hvert, laget fra bunnen av hver dag.', 'Hvetemel, tomat, ost, basilikum',
             10000 + n * 750, 11000 + n * 750, case when n % 5 = 0 then '{Mild,Sterk}'::text[] else '{}'::text[] end, n % 4 = 0, n - 1
      from categories c cross join generate_series(1, ${SCALE.itemsPerCategory}) n where c.merchant_id = ${m}`);
    await run(sql`insert into item_locations (item_id, location_id)
      select i.id, l.id from items i join locations l on l.merchant_id = i.merchant_id where i.merchant_id = ${m}`);
    await run(sql`insert into item_allergens (item_id, allergen_id)
      select i.id, a.id from items i cross join (values ('GLUTEN'), ('MILK')) a(id) where i.merchant_id = ${m}`);

    // Numbered so that item n gets groups n mod 50 and n+1 mod 50, spreading every group over the menu.
    await run(sql`with numbered_items as (select id, row_number() over (order by id) - 1 as n from items where merchant_id = ${m}),
                       numbered_groups as (select id, sort_order as n from add_on_groups where merchant_id = ${m})
      insert into item_add_on_groups (item_id, add_on_group_id, position)
      select i.id, g.id, k from numbered_items i cross join generate_series(0, 1) k
      join numbered_groups g on g.n = (i.n + k) % ${SCALE.groups}`);
    await run(sql`with numbered_items as (select id, row_number() over (order by id) - 1 as n from items where merchant_id = ${m})
      insert into item_variants (merchant_id, item_id, name, price_ore, price_dine_in_ore, sort_order)
      select ${m}, i.id, (array['Liten', 'Medium', 'Stor'])[v + 1], 9000 + v * 3000, 9500 + v * 3000, v
      from numbered_items i cross join generate_series(0, 2) v where i.n % 4 = 0`);
    await run(sql`insert into variant_add_on_groups (variant_id, add_on_group_id, position)
      select v.id, g.id, 0 from item_variants v join add_on_groups g on g.merchant_id = v.merchant_id and g.sort_order = v.sort_order
      where v.merchant_id = ${m}`);
  });
  const [counts] = (
    (await db.execute(sql`select (select count(*) from categories where merchant_id = ${m})::int as categories,
                                 (select count(*) from items where merchant_id = ${m})::int as items,
                                 (select count(*) from item_variants where merchant_id = ${m})::int as variants,
                                 (select count(*) from add_on_groups where merchant_id = ${m})::int as groups,
                                 (select count(*) from add_ons where merchant_id = ${m})::int as add_ons`)) as unknown as { rows: Record<string, number>[] }
  ).rows;
  console.log(`menu of ${m}:`, counts);
}

async function answersHealth(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function startServer(port: number): Promise<ChildProcess> {
  if (await answersHealth(port)) throw new Error(`Port ${port} is taken by another server; set BENCH_PORT.`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      APP_SECRET_KEY: env.APP_SECRET_KEY ?? 'b'.repeat(64),
      SEED_DEMO_ON_START: 'never',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_IP: '100000000',
      LOGIN_RATE_LIMIT_PER_USERNAME: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    if (await answersHealth(port)) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('the server did not start');
}

async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/api/public/backoffice_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: BENCH_USERNAME, password: BENCH_PASSWORD }),
  });
  const body = (await response.json()) as { result: string; user?: string };
  if (body.result !== 'SUCCEEDED') throw new Error('bench login failed');
  return (JSON.parse(body.user!) as { authToken: string }).authToken;
}

async function main() {
  if (!env.DATABASE_URL) throw new Error('Set DATABASE_URL to the PostgreSQL database to put the bench menu in.');
  const database = await openPostgres(env.DATABASE_URL, 2);
  await migrate(database);
  const started = Date.now();
  await seedBenchMenu(database.db);
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
  if (process.argv.includes('--seed-only')) return;

  const port = Number(env.BENCH_PORT ?? 3987);
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(port);
  try {
    const token = await login(base);
    const path = `/api/product/getProducts?merchant=${BENCH_MERCHANT}`;
    const sample = await fetch(`${base}${path}`, { headers: { authorization: `Basic ${token}` } });
    const bytes = (await sample.arrayBuffer()).byteLength;
    console.log(`one answer: ${(bytes / 1024).toFixed(0)} KiB of JSON`);
    const context = { base, token, connections: Number(env.BENCH_CONNECTIONS ?? 20), seconds: Number(env.BENCH_SECONDS ?? 10) };
    const gzip = { 'accept-encoding': 'gzip' };
    const single = await measure({ ...context, connections: 1 }, { name: `GET ${path} (1 client)`, path });
    const loaded = await measure(context, { name: `GET ${path} (${context.connections} clients)`, path });
    const compressed = await measure(context, { name: `GET ${path} gzip (${context.connections} clients)`, path, headers: gzip });
    console.table(
      [single, loaded, compressed].map((r) => ({ endpoint: r.name, 'p50 ms': r.p50, 'p95 ms': r.p95, 'p99 ms': r.p99, 'req/s': Math.round(r.requestsPerSecond), errors: r.errors })),
    );
  } finally {
    server.kill('SIGTERM');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

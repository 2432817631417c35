// Operations history on PostgreSQL: a million operations (one heavy private account with 250,000 of
// them, a demo company with 100,000 made by its 50 drivers, the rest spread over 1,000 accounts;
// one in 1,000 is a subscription bought for two zones), then p50/p99 of filtered history pages
// (the company's filtered by Driver too) through the HTTP
// server (autocannon), and the time and server peak memory (RSS sampled) of exporting 100,000 rows
// to xlsx and to pdf. Creates and drops its own database; skipped when PostgreSQL does not answer.
// `npm run bench -- history`; HISTORY_BENCH_PG=postgres://... to use another server.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { table } from './lib/format.mjs';
import { startServer } from './lib/server.mjs';

export const name = 'history';
export const description =
  'history page p50/p99 over 1M operations on PostgreSQL; 100k-row xlsx/pdf export time and peak RSS';

const ADMIN_URL = process.env.HISTORY_BENCH_PG || 'postgres://postgres@127.0.0.1:5432/postgres';
const TOTAL = 1_000_000;
const HEAVY = 250_000;
const CORPORATE = 100_000;
const DRIVERS = 50;
const COMPANY = { inn: '9204000001', contractNumber: 'SEV-001' };
const OTHER_ACCOUNTS = 1_000;
const DURATION_S = 5;

const withDb = (url, db) => {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
};

/** RSS of a process from /proc, in bytes (Linux); null elsewhere. */
function rssOf(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

const mb = (bytes) => (bytes == null ? '-' : `${(bytes / 1024 / 1024).toFixed(0)} MB`);

export async function run({ root }) {
  const requireServer = createRequire(path.join(root, 'server/package.json'));
  const pg = requireServer('pg');
  const autocannon = requireServer('autocannon');

  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(
      `PostgreSQL at ${ADMIN_URL.replace(/:[^:@/]+@/, ':***@')} does not answer (${error.message}): history bench skipped.`,
    );
    return { skipped: true, reason: 'PostgreSQL unavailable' };
  }
  const dbName = `parking_bench_history_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  const databaseUrl = withDb(ADMIN_URL, dbName);
  let server;
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    // The server migrates and seeds the demo cities and accounts.
    server = await startServer(root, {
      databaseUrl,
      // the API alone: no site to serve
      env: {
        LOG_LEVEL: 'warn',
        SHELL_DIR: '/nonexistent/shell',
        DEPLOY_DIR: '/nonexistent/deploy',
      },
    });
    await db.connect();

    const login = await (
      await fetch(`${server.baseURL}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-City': 'sevastopol' },
        body: JSON.stringify({ login: 'driver@sevastopol.demo', password: 'Demo1234' }),
      })
    ).json();
    if (login.status !== 'ok') throw new Error(`demo login failed: ${JSON.stringify(login)}`);
    const token = login.token;
    const {
      rows: [heavy],
    } = await db.query(
      `SELECT id FROM accounts WHERE city = 'sevastopol' AND email = 'driver@sevastopol.demo'`,
    );
    // The demo company (seeded by the server) logs in with its inn and contract number.
    const corpLogin = await (
      await fetch(`${server.baseURL}/api/auth/login-corp-v1`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-City': 'sevastopol' },
        body: JSON.stringify(COMPANY),
      })
    ).json();
    if (corpLogin.status !== 'ok')
      throw new Error(`demo company login failed: ${JSON.stringify(corpLogin)}`);
    const corpToken = corpLogin.token;
    const {
      rows: [company],
    } = await db.query(
      `SELECT id FROM accounts WHERE city = 'sevastopol' AND inn = $1 AND contract_number = $2`,
      [COMPANY.inn, COMPANY.contractNumber],
    );

    let started = Date.now();
    await db.query(
      `INSERT INTO accounts (city, kind) SELECT 'sevastopol', 'private' FROM generate_series(1, ${OTHER_ACCOUNTS})`,
    );
    // The company's drivers: its demo ones plus generated ones, up to DRIVERS.
    await db.query(
      `INSERT INTO corporate_drivers (account_id, city, last_name, first_name, phone)
       SELECT $1, 'sevastopol', 'Водитель', 'Номер ' || g, '7978' || lpad(g::text, 7, '0') FROM generate_series(1, $2::int) AS g
       ON CONFLICT DO NOTHING`,
      [company.id, DRIVERS],
    );
    await db.query(
      `CREATE TEMP TABLE bench_drivers AS
       SELECT array_agg(phone ORDER BY phone) AS phones FROM (SELECT phone FROM corporate_drivers WHERE account_id = $1 ORDER BY phone LIMIT $2) AS d`,
      [company.id, DRIVERS],
    );
    const {
      rows: [{ phones }],
    } = await db.query('SELECT phones FROM bench_drivers');
    // One statement per share: types, zones, plates (and drivers) cycle, dates spread over two
    // years; one row in 1,000 (a paymentSubscription: 1000 is a multiple of 8) is for two zones.
    const insert = (accountSql, count, offset, driverSql = 'NULL') => `
      INSERT INTO operations (city, account_id, type, status, order_number, date_operation, zone, transport, sum_kopecks, description, duration, driver_phone)
      SELECT 'sevastopol', ${accountSql},
        (ARRAY['payment','payment','payment','renew','refill','cancel','paymentSubscription','paymentGate'])[1 + g % 8],
        (ARRAY['done','done','done','done','done','done','waiting','error'])[1 + (g / 8) % 8],
        'B' || (g + ${offset}),
        now() - make_interval(secs => (g::bigint * 7919) % (730 * 86400)),
        CASE WHEN g % 1000 = 6 THEN 'Центр,Набережная'
          ELSE (ARRAY['Центр','Набережная','Остряки','Балаклава','Стрелецкая','Камышовая','Северная','Корабельная','Ленинский','Гагаринский'])[1 + (g / 3) % 10] END,
        (ARRAY['А123ВС92','К777КК92','М001ММ92','Е555ЕЕ92','Т100ТТ92'])[1 + (g / 7) % 5],
        100 * (1 + g % 300),
        'Оплата парковки, зона ' || (1 + (g / 3) % 10),
        15 * (1 + g % 12),
        ${driverSql}
      FROM generate_series(1, ${count}) AS g`;
    // Bulk load as an operator would: the operations indexes are dropped and rebuilt around it
    // (the same definitions as migrations 0031, 0050, 0081 and 0082).
    const { rows: indexes } = await db.query(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'operations' AND indexname LIKE 'operations_account_%'`,
    );
    for (const { indexname } of indexes) await db.query(`DROP INDEX ${indexname}`);
    await db.query(insert(`'${heavy.id}'::uuid`, HEAVY, 0));
    await db.query(
      insert(
        `'${company.id}'::uuid`,
        CORPORATE,
        HEAVY,
        `(SELECT phones[1 + g % ${phones.length}] FROM bench_drivers)`,
      ),
    );
    // The other accounts' ids once, as an array: a per-row subquery would make this quadratic.
    await db.query(`
      CREATE TEMP TABLE bench_others AS
      SELECT array_agg(id ORDER BY id) AS ids FROM accounts WHERE email IS NULL AND kind = 'private' AND city = 'sevastopol'`);
    await db.query(
      insert(
        `(SELECT ids[1 + g % ${OTHER_ACCOUNTS}] FROM bench_others)`,
        TOTAL - HEAVY - CORPORATE,
        HEAVY + CORPORATE,
      ),
    );
    for (const { indexdef } of indexes) await db.query(indexdef);
    await db.query('ANALYZE operations');
    const {
      rows: [{ n }],
    } = await db.query('SELECT count(*)::int AS n FROM operations');
    const insertSeconds = (Date.now() - started) / 1000;
    console.log(
      `inserted ${n.toLocaleString('en')} operations in ${insertSeconds.toFixed(1)} s (private account under test: ${HEAVY.toLocaleString('en')}; company: ${CORPORATE.toLocaleString('en')} by ${phones.length} drivers)`,
    );

    // A cursor deep in the list, for the 'later page' case.
    const deep = await (
      await fetch(`${server.baseURL}/api/profile/get-operations-with-filter`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-City': 'sevastopol',
          Authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({ Period: 'all', cursor: undefined }),
      })
    ).json();
    const {
      rows: [middle],
    } = await db.query(
      `SELECT (extract(epoch from date_operation) * 1000000)::bigint AS us, id FROM operations WHERE account_id = $1 ORDER BY date_operation DESC, id DESC OFFSET 120000 LIMIT 1`,
      [heavy.id],
    );
    if (deep.status !== 'ok')
      throw new Error(`history page failed: ${JSON.stringify(deep).slice(0, 200)}`);

    const scenarios = [
      ['monthly (default)', {}],
      ['all, Operation=refill', { Period: 'all', Operation: 'refill' }],
      ['weekly, Zone=Набережная', { Period: 'weekly', Zone: 'Набережная' }],
      ['all, Vehicle + Operation', { Period: 'all', Vehicle: 'К777КК92', Operation: 'payment' }],
      ['all, page at row 120,000', { Period: 'all', cursor: `${middle.us}_${middle.id}` }],
      [
        'custom year, OrderNumber',
        { StartDate: '2000-01-01', EndDate: '2100-01-01', OrderNumber: 'B4242' },
      ],
      ['all, Zone=Набережная (+ zone lists)', { Period: 'all', Zone: 'Набережная' }],
      ['company: all, Driver', { Period: 'all', Driver: phones[7] }, corpToken],
      [
        'company: monthly, Driver + Operation',
        { Driver: `+${phones[11]}`, Operation: 'payment' },
        corpToken,
      ],
      [
        'company: all, Driver + Zone',
        { Period: 'all', Driver: phones[3], Zone: 'Стрелецкая' },
        corpToken,
      ],
    ];
    // A scenario that answers nothing measures nothing: each must find rows.
    for (const [label, body, as = token] of scenarios) {
      const res = await (
        await fetch(`${server.baseURL}/api/profile/get-operations-with-filter`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-City': 'sevastopol',
            Authorization: `Bearer ${as}`,
          },
          body: JSON.stringify(body),
        })
      ).json();
      if (res.status !== 'ok' || res.result.length === 0)
        throw new Error(`scenario '${label}' finds no rows: ${JSON.stringify(res).slice(0, 200)}`);
    }
    const latency = [];
    for (const [label, body, as = token] of scenarios) {
      const result = await autocannon({
        url: `${server.baseURL}/api/profile/get-operations-with-filter`,
        method: 'POST',
        connections: 4,
        duration: DURATION_S,
        headers: {
          'content-type': 'application/json',
          'x-city': 'sevastopol',
          authorization: `Bearer ${as}`,
        },
        body: JSON.stringify(body),
      });
      const bad = result.non2xx + result.errors;
      latency.push({
        scenario: label,
        p50: result.latency.p50,
        p99: result.latency.p99,
        rps: Math.round(result.requests.average),
        errors: bad,
      });
    }
    console.log(
      `\nfiltered history page (50 rows) over ${n.toLocaleString('en')} operations, autocannon 4 connections x ${DURATION_S} s:\n`,
    );
    console.log(
      table([
        ['scenario', 'p50 ms', 'p99 ms', 'req/s', 'non-2xx'],
        ...latency.map((l) => [l.scenario, l.p50, l.p99, l.rps, l.errors]),
      ]),
    );

    const exports = [];
    for (const type of ['xls', 'pdf']) {
      const before = rssOf(server.pid);
      let peak = before ?? 0;
      const sampler = setInterval(() => {
        const now = rssOf(server.pid);
        if (now && now > peak) peak = now;
      }, 25);
      started = Date.now();
      const res = await (
        await fetch(`${server.baseURL}/api/profile/download-history/v1`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-City': 'sevastopol',
            Authorization: `Bearer ${token}`,
          },
          body: JSON.stringify({ Period: 'all', type }),
        })
      ).json();
      const generateMs = Date.now() - started;
      clearInterval(sampler);
      if (res.status !== 'ok') throw new Error(`export ${type} failed: ${JSON.stringify(res)}`);
      const file = await fetch(`${server.baseURL}${res.result.url}`, {
        headers: { 'X-City': 'sevastopol', Authorization: `Bearer ${token}` },
      });
      const bytes = Buffer.from(await file.arrayBuffer());
      exports.push({
        type,
        rows: res.result.rows,
        seconds: generateMs / 1000,
        size: bytes.length,
        rssBefore: before,
        rssPeak: peak,
        magic: bytes.subarray(0, 4).toString('latin1'),
      });
    }
    console.log(
      `\nexport of ${exports[0].rows.toLocaleString('en')} rows (server RSS sampled every 25 ms):\n`,
    );
    console.log(
      table([
        ['type', 'rows', 'seconds', 'file', 'RSS before', 'RSS peak', 'starts'],
        ...exports.map((e) => [
          e.type,
          e.rows,
          e.seconds.toFixed(1),
          mb(e.size),
          mb(e.rssBefore),
          mb(e.rssPeak),
          JSON.stringify(e.magic),
        ]),
      ]),
    );
    return {
      operations: n,
      heavyAccountRows: HEAVY,
      companyRows: CORPORATE,
      companyDrivers: phones.length,
      insertSeconds,
      pages: latency,
      exports: exports.map(({ magic: _magic, ...e }) => e),
    };
  } finally {
    await db.end().catch(() => undefined);
    await server?.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

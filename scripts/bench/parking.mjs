// Parking and money under load, against PostgreSQL: POST /api/payment/cost and POST
// /api/payment/start (from the balance, a distinct vehicle per request) at 50 connections for 10 s
// each with autocannon, then the ledger is checked (every balance = sum of its entries, none
// negative); plus the map data's size (raw, gzip, brotli) and response time. Figures, not a test.
// Needs the server build (`npm run build`) and PostgreSQL on 127.0.0.1:5432 (BENCH_DATABASE_URL to
// point elsewhere); without PostgreSQL it says so and skips.
import crypto from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { table, kb } from './lib/format.mjs';
import { startServer } from './lib/server.mjs';

export const name = 'parking';
export const description =
  'cost and session start at 50 connections on PostgreSQL (req/s, p50/p99), ledger check, map data size and time';

const CONNECTIONS = 50;
const SECONDS = 10;
const CITY = 'sevastopol';
const PLATE_LETTERS = 'АВЕКМНОРСТУХ';

/** A distinct valid plate for every i (letter, 3 digits, 2 letters, region 92). */
function plate(i) {
  const l = PLATE_LETTERS;
  const a = l[i % 12];
  const digits = String(Math.floor(i / 12) % 1000).padStart(3, '0');
  const rest = Math.floor(i / 12000);
  return `${a}${digits}${l[rest % 12]}${l[Math.floor(rest / 12) % 12]}92`;
}

function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A driver with a token and money, written straight into the database (the bench is not about login). */
async function benchDriver(client, kopecks) {
  const token = crypto.randomBytes(32).toString('base64url');
  const hash = crypto.createHash('sha256').update(token).digest('hex');
  await client.query('BEGIN');
  const { rows } = await client.query(
    `insert into accounts (city, kind, email, first_name, last_name) values ($1, 'private', $2, 'Бенч', 'Водитель') returning id`,
    [CITY, `bench-${hash.slice(0, 12)}@bench.local`],
  );
  const accountId = rows[0].id;
  await client.query(
    `insert into auth_sessions (account_id, city, token_hash, user_type, created_at, last_seen_at, expires_at)
     values ($1, $2, $3, 'private', now(), now(), now() + interval '1 day')`,
    [accountId, CITY, hash],
  );
  if (kopecks === 0) {
    await client.query('COMMIT');
    return { accountId, token };
  }
  const op = await client.query(
    `insert into operations (city, account_id, type, status, order_number, sum_kopecks, description)
     values ($1, $2, 'refill', 'done', $3, $4, 'bench refill') returning id`,
    [CITY, accountId, `BENCH-${hash.slice(0, 16)}`, kopecks],
  );
  await client.query(
    `insert into ledger_entries (account_id, city, amount_kopecks, kind, operation_id, idempotency_key) values ($1, $2, $3, 'refill', $4, $5)`,
    [accountId, CITY, kopecks, op.rows[0].id, `bench:${hash}`],
  );
  await client.query(
    `insert into accounts_balance (account_id, city, balance_kopecks) values ($1, $2, $3)`,
    [accountId, CITY, kopecks],
  );
  await client.query('COMMIT');
  return { accountId, token };
}

function load(autocannon, options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { connections: CONNECTIONS, duration: SECONDS, ...options },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    autocannon.track(instance, {
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
    });
  });
}

function fetchRaw(url, headers) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            bytes: Buffer.concat(chunks).length,
            ms: Number(process.hrtime.bigint() - started) / 1e6,
            encoding: res.headers['content-encoding'] ?? 'identity',
          }),
        );
      })
      .on('error', reject);
  });
}

/** Yesterday 10:00 in the city (+03:00): a post-paid hour that is priced whatever the time of the run. */
function yesterdayTen() {
  const day = new Date(Date.now() + 3 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
  return `${day}T10:00:00+03:00`;
}

export async function run({ root }) {
  const requireFromServer = createRequire(path.join(root, 'server/package.json'));
  const autocannon = requireFromServer('autocannon');
  const pg = requireFromServer('pg');
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    console.log(`skipped: PostgreSQL does not answer at ${adminUrl} (${err.message})`);
    return { skipped: `PostgreSQL not reachable: ${err.message}` };
  }
  const database = `parking_bench_${process.pid}_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE ${database}`);
  const databaseUrl = withDatabase(adminUrl, database);
  let server;
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    server = await startServer(root, { databaseUrl, env: { LOG_LEVEL: 'warn' } });
    await db.connect();
    const costDriver = await benchDriver(db, 0);
    const startDriver = await benchDriver(db, 1_000_000_000);
    const timestart = yesterdayTen();
    const headers = (token) => ({
      'content-type': 'application/json',
      'x-city': CITY,
      authorization: `Bearer ${token}`,
    });

    const figures = {};
    const cost = await load(autocannon, {
      url: `${server.baseURL}/api/payment/cost`,
      method: 'POST',
      headers: headers(costDriver.token),
      body: JSON.stringify({ Vehicle: 'А123ВС92', Zone: '101', Duration: 120, timestart }),
    });
    let n = 0;
    const start = await load(autocannon, {
      url: `${server.baseURL}/api/payment/start`,
      method: 'POST',
      headers: headers(startDriver.token),
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({ Vehicle: plate(n++), Zone: '101', Duration: 60, timestart }),
          }),
        },
      ],
    });
    for (const [label, r] of [
      ['cost', cost],
      ['start', start],
    ]) {
      figures[label] = {
        requestsPerSecond: Math.round(r.requests.average),
        p50ms: r.latency.p50,
        p99ms: r.latency.p99,
        ok2xx: r['2xx'],
        non2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
      };
    }

    const ledger = await db.query(`
      select count(*)::int as accounts,
             count(*) filter (where b.balance_kopecks <> coalesce(e.total, 0))::int as mismatched,
             count(*) filter (where b.balance_kopecks < 0)::int as negative,
             coalesce(sum(e.entries), 0)::int as entries
      from accounts_balance b
      left join (select account_id, sum(amount_kopecks) as total, count(*) as entries from ledger_entries group by account_id) e
        on e.account_id = b.account_id`);
    const sessions = await db.query(
      `select count(*)::int as n from parking_sessions where account_id = $1`,
      [startDriver.accountId],
    );
    figures.ledger = { ...ledger.rows[0], sessionsStarted: sessions.rows[0].n };

    const mapUrl = `${server.baseURL}/api/info/get-map-info/v3?city=${CITY}`;
    const cold = await fetchRaw(mapUrl, { 'accept-encoding': 'identity' });
    const raw = await fetchRaw(mapUrl, { 'accept-encoding': 'identity' });
    const gzip = await fetchRaw(mapUrl, { 'accept-encoding': 'gzip' });
    const br = await fetchRaw(mapUrl, { 'accept-encoding': 'br' });
    figures.mapData = {
      rawBytes: raw.bytes,
      gzipBytes: gzip.bytes,
      brBytes: br.bytes,
      coldMs: +cold.ms.toFixed(1),
      warmMs: +raw.ms.toFixed(1),
      gzipMs: +gzip.ms.toFixed(1),
    };

    console.log(
      table([
        ['call (50 connections, 10 s)', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'non-2xx', 'errors'],
        ...['cost', 'start'].map((k) => [
          k,
          figures[k].requestsPerSecond,
          figures[k].p50ms,
          figures[k].p99ms,
          figures[k].ok2xx,
          figures[k].non2xx,
          figures[k].errors,
        ]),
      ]),
    );
    const l = figures.ledger;
    console.log(
      `\nledger: ${l.accounts} wallets, ${l.entries} entries, ${l.sessionsStarted} sessions started; ` +
        `balance != sum of entries: ${l.mismatched}; negative balances: ${l.negative} -> ${l.mismatched === 0 && l.negative === 0 ? 'OK' : 'BROKEN'}`,
    );
    const m = figures.mapData;
    console.log(
      `map data (v3, ${CITY}): raw ${kb(m.rawBytes)}, gzip ${kb(m.gzipBytes)}, br ${kb(m.brBytes)}; first ${m.coldMs} ms, cached ${m.warmMs} ms (gzip ${m.gzipMs} ms)`,
    );
    return figures;
  } finally {
    await db.end().catch(() => undefined);
    await server?.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

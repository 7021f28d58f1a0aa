import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { GridSource } from '../query/GridSource';
import type { GridQuery } from '../query/parseGridQuery';
import type { Scope } from '../auth/Scope';
import type { ExportColumn, ExportWriter } from './ExportColumn';
import type { Output } from './Output';
import { copyable, csvCopySql, probeSql } from './csvCopySql';
import { CrlfRecords } from './crlfRecords';
import { exportActivity } from './exportActivity';

export interface CopyCsvRequest {
  db: Kysely<DB>;
  pool: pg.Pool;
  source: GridSource;
  query: Pick<GridQuery, 'search' | 'filters' | 'sort'>;
  scope: Scope;
  columns: ExportColumn[];
  timeZone: string;
  /** The CSV writer's formatting of a date-time, which PostgreSQL's must match in this zone. */
  localTime: (iso: string) => string;
  /** The CSV writer: its heading (byte order mark, the user's column labels) is written before the rows. */
  writer: ExportWriter;
  output: Output;
  signal: AbortSignal;
}

// A winter and a summer instant: PostgreSQL must know the zone and place them as Intl does.
const PROBE_INSTANTS = ['2026-01-15T12:34:56Z', '2026-07-15T12:34:56Z'];

/** Whether PostgreSQL writes date-times in this zone exactly as the CSV writer does (an unknown zone: no). */
async function sameLocalTime(client: pg.PoolClient, timeZone: string, localTime: (iso: string) => string): Promise<boolean> {
  try {
    const { rows } = await client.query<{ a: string; b: string }>(
      `select to_char(cast($1 as timestamptz) at time zone $3, 'YYYY-MM-DD HH24:MI:SS') as a, to_char(cast($2 as timestamptz) at time zone $3, 'YYYY-MM-DD HH24:MI:SS') as b`,
      [...PROBE_INSTANTS, timeZone],
    );
    return rows[0]!.a === localTime(PROBE_INSTANTS[0]!) && rows[0]!.b === localTime(PROBE_INSTANTS[1]!);
  } catch {
    return false;
  }
}

/**
 * A CSV export's rows from PostgreSQL's `COPY (select ...) TO STDOUT` through
 * pg-copy-streams: the database writes the CSV (each cell formatted in SQL as
 * the CSV writer formats it, csvCopySql.ts) and the server only passes bytes
 * on, record ends made CRLF, at the pace the client reads (a paused socket
 * pauses the database's writing). Answers false, having written nothing, when
 * COPY cannot write these columns exactly so (a JSON column, a column of
 * another SQL type, a time zone PostgreSQL places otherwise): the caller then
 * writes the rows itself. A client that goes away ends the database
 * connection, which stops the COPY where it is.
 */
export async function copyCsv(r: CopyCsvRequest): Promise<boolean> {
  const client = await r.pool.connect();
  let broken: Error | undefined;
  try {
    const probe = await client.query({ text: probeSql(r.source, r.columns), rowMode: 'array' });
    if (!copyable(r.source, r.columns, probe.fields.map((f) => f.dataTypeID))) return false;
    if (r.columns.some((c) => c.type === 'datetime') && !(await sameLocalTime(client, r.timeZone, r.localTime))) return false;
    const text = csvCopySql(r.db, r.source, r.query, r.scope, r.columns, probe.fields.map((f) => f.dataTypeID), r.timeZone);
    await r.writer.begin();
    exportActivity.copied += 1;
    const records = new CrlfRecords();
    const stream = client.query(copyTo(`copy (${text}) to stdout with (format csv)`));
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (r.signal.aborted) throw r.signal.reason ?? new Error('aborted');
      await r.output.write(records.convert(chunk));
    }
    return true;
  } catch (e) {
    broken = e as Error;
    // Mid-COPY the connection cannot take another statement: closing its socket ends the COPY on the server at once.
    (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    throw e;
  } finally {
    client.release(broken);
  }
}

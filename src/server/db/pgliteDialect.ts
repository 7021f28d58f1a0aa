/*
 * Kysely's PGlite dialect, ported from Kysely 0.29 (src/dialect/pglite/*) to the
 * Kysely 0.28 this project runs: 0.29 declares Node >= 22, while the portal
 * supports Node 20 (README "Dependencies on Node 20"). To drop when Node 22 is
 * the floor: import PGliteDialect from 'kysely' again.
 *
 * The MIT License (MIT). Copyright (c) 2022 Sami Koskimäki. Permission is hereby
 * granted, free of charge, to any person obtaining a copy of this software and
 * associated documentation files (the "Software"), to deal in the Software
 * without restriction, including without limitation the rights to use, copy,
 * modify, merge, publish, distribute, sublicense, and/or sell copies of the
 * Software, and to permit persons to whom the Software is furnished to do so,
 * subject to the following conditions: The above copyright notice and this
 * permission notice shall be included in all copies or substantial portions of
 * the Software. THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND,
 * EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF
 * MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO
 * EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES
 * OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE,
 * ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER
 * DEALINGS IN THE SOFTWARE.
 */
import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import {
  CompiledQuery,
  createQueryId,
  IdentifierNode,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  RawNode,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

/** One connection: Kysely's migrator holds it from lock to unlock, so the advisory lock is not needed (as in 0.29). */
class PGliteAdapter extends PostgresAdapter {
  override async acquireMigrationLock(): Promise<void> {}
  override async releaseMigrationLock(): Promise<void> {}
}

/**
 * Lends the one connection to one query or transaction at a time. Kysely 0.29
 * does this itself for a dialect without several connections; 0.28 leaves it to
 * the driver (as its SQLite driver does), and without it a query from another
 * request would run inside a transaction in progress.
 */
class ConnectionLock {
  #held: Promise<void> | undefined;
  #release: (() => void) | undefined;

  async lock(): Promise<void> {
    while (this.#held) await this.#held;
    this.#held = new Promise((resolve) => (this.#release = resolve));
  }

  unlock(): void {
    const release = this.#release;
    this.#held = undefined;
    this.#release = undefined;
    release?.();
  }
}

function savepointCommand(command: string, name: string) {
  // The identifier node quotes the name, as Kysely's own drivers do.
  return RawNode.createWithChildren([RawNode.createWithSql(`${command} `), IdentifierNode.create(name)]);
}

type Compile = (node: RawNode, queryId: ReturnType<typeof createQueryId>) => CompiledQuery;

class PGliteConnection implements DatabaseConnection {
  #transaction: PGliteTransaction | undefined;
  #commit: (() => void) | undefined;
  #rollback: ((reason: unknown) => void) | undefined;
  #closed: Promise<void> | undefined;

  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { affectedRows, rows } = await (this.#transaction ?? this.pglite).query<R>(query.sql, query.parameters as unknown[], { rowMode: 'object' });
    return { numAffectedRows: affectedRows != null ? BigInt(affectedRows) : undefined, rows: rows ?? [] };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by PGlite.');
  }

  /** PGlite's own (exclusive) transaction, held open until Kysely commits or rolls back. */
  async begin(): Promise<void> {
    let begun!: () => void;
    const started = new Promise<void>((resolve) => (begun = resolve));
    const decided = new Promise<void>((resolve, reject) => {
      this.#commit = resolve;
      this.#rollback = reject;
    });
    this.#closed = this.pglite.transaction(async (tx) => {
      this.#transaction = tx;
      begun();
      await decided;
    });
    // A transaction that fails to start must not leave an unhandled rejection behind.
    this.#closed.catch(() => undefined);
    await Promise.race([started, this.#closed]);
  }

  async commit(): Promise<void> {
    this.#commit?.();
    try {
      await this.#closed;
    } finally {
      this.#end();
    }
  }

  async rollback(): Promise<void> {
    this.#rollback?.(new Error('rollback'));
    await this.#closed?.catch(() => undefined);
    this.#end();
  }

  #end(): void {
    this.#transaction = undefined;
    this.#commit = undefined;
    this.#rollback = undefined;
    this.#closed = undefined;
  }
}

class PGliteDriver implements Driver {
  readonly #lock = new ConnectionLock();
  #connection: PGliteConnection | undefined;

  constructor(private readonly pglite: PGlite) {}

  async init(): Promise<void> {
    if (this.pglite.closed) throw new Error('PGlite instance is already closed.');
    await this.pglite.waitReady;
    this.#connection = new PGliteConnection(this.pglite);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#lock.lock();
    return this.#connection!;
  }

  async releaseConnection(): Promise<void> {
    this.#lock.unlock();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).commit();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).rollback();
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: Compile): Promise<void> {
    await connection.executeQuery(compile(savepointCommand('savepoint', name), createQueryId()));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: Compile): Promise<void> {
    await connection.executeQuery(compile(savepointCommand('rollback to', name), createQueryId()));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: Compile): Promise<void> {
    await connection.executeQuery(compile(savepointCommand('release', name), createQueryId()));
  }

  async destroy(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

/** Kysely over an embedded PGlite: PostgreSQL's SQL, adapter and introspection, one connection. */
export class PGliteDialect implements Dialect {
  constructor(private readonly config: { pglite: PGlite }) {}

  createAdapter(): DialectAdapter {
    return new PGliteAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.config.pglite);
  }

  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

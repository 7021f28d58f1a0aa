import { PostgresDialect, type CompiledQuery, type DatabaseConnection, type Driver, type QueryResult, type TransactionSettings } from 'kysely';
import { faultAnswer, isConnectionError, isDatabaseFault } from './connectionFaults';
import { noteWrite } from './requestWrites';

/** Statements that write nothing: reads and transaction control. A WITH query writes when it holds a data-modifying statement. */
const READS = /^\s*\(?\s*(select|values|show|explain|begin|start\s+transaction|savepoint|release|rollback|set\s)/i;
const WRITES_IN_WITH = /\b(insert|update|delete|merge)\b/i;
/** pg's refusal of a statement on a connection it knows dead: the statement never left. */
const NOT_SENT = /is not queryable|has been discarded/i;

function isWrite(sql: string): boolean {
  if (READS.test(sql)) return false;
  if (/^\s*with\b/i.test(sql)) return WRITES_IN_WITH.test(sql);
  return !/^\s*commit\b/i.test(sql);
}

interface ConnectionState {
  inTransaction: boolean;
  /** A statement of the open transaction wrote: its COMMIT is what may lose or keep that write. */
  transactionWrote: boolean;
}

/**
 * PostgreSQL's driver, with database faults turned into the server's two answers (connectionFaults.ts):
 * a connection that ends or cannot be had is 503 DATABASE_UNAVAILABLE when nothing of the request can have
 * been written (a read; any statement of a transaction before its COMMIT, which the server then rolls back),
 * and 504 WRITE_OUTCOME_UNKNOWN when it can (a COMMIT of a transaction that wrote, a write outside a
 * transaction whose answer was lost, or any fault after the request committed a write). Successful
 * writes are noted on the request (requestWrites.ts).
 */
class FaultAwareDriver implements Driver {
  readonly #inner: Driver;
  readonly #states = new WeakMap<DatabaseConnection, ConnectionState>();
  constructor(inner: Driver) {
    this.#inner = inner;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let connection: DatabaseConnection;
    try {
      connection = await this.#inner.acquireConnection();
    } catch (e) {
      throw isConnectionError(e) ? faultAnswer(e, false) : e;
    }
    if (!this.#states.has(connection)) this.#watch(connection);
    return connection;
  }

  /** Wraps the connection's executeQuery once (Kysely keeps one connection object per pooled client). */
  #watch(connection: DatabaseConnection): void {
    const state: ConnectionState = { inTransaction: false, transactionWrote: false };
    this.#states.set(connection, state);
    const execute = connection.executeQuery.bind(connection);
    connection.executeQuery = async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
      const commit = /^\s*commit\b/i.test(query.sql);
      const writes = isWrite(query.sql);
      try {
        const result = await execute<R>(query);
        if (state.inTransaction) state.transactionWrote ||= writes;
        else if (writes) noteWrite();
        if (commit && state.transactionWrote) noteWrite();
        return result;
      } catch (e) {
        if (!isConnectionError(e)) throw e;
        // pg refuses a statement on a connection it already knows dead without sending it: nothing can be written.
        const sent = !NOT_SENT.test(String((e as Error).message));
        const mayHaveWritten = sent && (state.inTransaction ? commit && state.transactionWrote : writes);
        throw faultAnswer(e, mayHaveWritten);
      }
    };
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const state = this.#states.get(connection)!;
    Object.assign(state, { inTransaction: true, transactionWrote: false });
    try {
      await this.#inner.beginTransaction(connection, settings);
    } catch (e) {
      state.inTransaction = false;
      throw e;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.#inner.commitTransaction(connection);
    } finally {
      Object.assign(this.#states.get(connection)!, { inTransaction: false, transactionWrote: false });
    }
  }

  /**
   * A rollback on a connection that is gone fails too; its error would hide the fault that made Kysely roll
   * back (and whether that was a COMMIT). The server has rolled the transaction back already (or, for a lost
   * COMMIT, done whatever it did): the first error is the answer, so this one is dropped.
   */
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.#inner.rollbackTransaction(connection);
    } catch (e) {
      if (!isDatabaseFault(e)) throw e;
    } finally {
      Object.assign(this.#states.get(connection)!, { inTransaction: false, transactionWrote: false });
    }
  }

  savepoint: Driver['savepoint'] = (connection, name, compile) => this.#inner.savepoint!(connection, name, compile);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (connection, name, compile) => this.#inner.rollbackToSavepoint!(connection, name, compile);
  releaseSavepoint: Driver['releaseSavepoint'] = (connection, name, compile) => this.#inner.releaseSavepoint!(connection, name, compile);

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const state = this.#states.get(connection);
    if (state) Object.assign(state, { inTransaction: false, transactionWrote: false });
    await this.#inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}

/** Kysely's PostgreSQL dialect over a pg pool, with the fault handling above. */
export class FaultAwarePostgresDialect extends PostgresDialect {
  override createDriver(): Driver {
    return new FaultAwareDriver(super.createDriver());
  }
}

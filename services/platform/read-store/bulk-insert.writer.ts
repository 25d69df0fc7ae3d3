import Database from 'better-sqlite3';

/**
 * Buffered multi-row INSERTs: one statement of 100 rows costs far less than 100 single-row runs (statement
 * setup and the call into SQLite are paid per run). Used when a rebuild persists documents that are new.
 */
export class BulkInsert {
  private values: unknown[] = [];
  private readonly statements = new Map<number, Database.Statement>();

  constructor(
    private readonly db: Database.Database,
    /** `INSERT … INTO table (a, b, c)`; the VALUES part is added here. */
    private readonly head: string,
    private readonly width: number,
    private readonly rowsPerStatement = 100,
  ) {}

  add(...row: unknown[]): void {
    this.values.push(...row);
    if (this.values.length >= this.width * this.rowsPerStatement) this.drain();
  }

  /** Writes what is buffered (inside the caller's transaction). */
  drain(): void {
    const rows = this.values.length / this.width;
    if (rows > 0) this.statement(rows).run(this.values);
    this.values = [];
  }

  /** Drops what is buffered (the transaction it was meant for failed). */
  discard(): void {
    this.values = [];
  }

  private statement(rows: number): Database.Statement {
    let statement = this.statements.get(rows);
    if (!statement) {
      const row = `(${Array(this.width).fill('?').join(', ')})`;
      statement = this.db.prepare(`${this.head} VALUES ${Array(rows).fill(row).join(', ')}`);
      this.statements.set(rows, statement);
    }
    return statement;
  }
}

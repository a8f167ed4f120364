import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

describe('the SQLite statement cache', () => {
  const connection = new SqliteDatabase(':memory:');
  connection.exec('create table t (n integer)');
  afterEach(() => connection.exec('delete from t'));

  it('prepares each SQL text once and runs the statement again with other parameters', () => {
    const cached = withStatementCache(connection);
    const insert = cached.prepare('insert into t (n) values (?)');
    expect(cached.prepare('insert into t (n) values (?)')).toBe(insert);
    insert.run([1]);
    cached.prepare('insert into t (n) values (?)').run([2]);
    const select = cached.prepare('select n from t order by n');
    expect(select.reader).toBe(true);
    expect(select.all([])).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('prepares afresh while the cached statement is still iterating', () => {
    const cached = withStatementCache(connection);
    cached.prepare('insert into t (n) values (?)').run([1]);
    const sql = 'select n from t';
    const iterating = cached.prepare(sql).iterate([]);
    iterating.next();
    const second = cached.prepare(sql);
    expect(second.all([])).toEqual([{ n: 1 }]);
    iterating.return?.();
    expect(cached.prepare(sql)).not.toBe(second);
  });
});

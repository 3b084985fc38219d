// Column definitions that differ between the two engines.
import type { ColumnDataType, ColumnDefinitionBuilder } from 'kysely';
import type { Dialect } from '../database';

type Build = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/** An auto-numbered integer primary key. */
export function idColumn(dialect: Dialect): [ColumnDataType, Build] {
  return dialect === 'sqlite' ? ['integer', (c) => c.primaryKey().autoIncrement()] : ['serial', (c) => c.primaryKey()];
}

/**
 * Copies between the databases of one private MariaDB server (bin/lib/mariadb.mjs): a whole copy (the snapshot a
 * site keeps of its fresh install) and a restore that rebuilds only the tables that differ (each test run's start).
 */
import { mariadbQuery, quoteName, quoteString } from './mariadb.mjs';

/**
 * The tables of a database.
 *
 * @param {string} key      Server key.
 * @param {string} database Database name.
 * @return {string[]} Table names (none when the database does not exist).
 */
export function listTables( key, database ) {
	return mariadbQuery(
		key,
		`SELECT table_name FROM information_schema.tables WHERE table_schema = ${ quoteString(
			database
		) } AND table_type = 'BASE TABLE' ORDER BY table_name;`
	)
		.split( '\n' )
		.filter( Boolean );
}

/**
 * Makes `to` an exact copy of `from`: drops it, then recreates each table with CREATE TABLE … LIKE (same columns,
 * indexes, engine and collation) and fills it with INSERT … SELECT, all in one client call. A few hundred
 * milliseconds for a WordPress install, so E2E files can start from a pristine database each.
 *
 * @param {string} key  Server key.
 * @param {string} from Source database.
 * @param {string} to   Target database (replaced).
 */
export function copyDatabase( key, from, to ) {
	if ( from === to ) {
		throw new Error( `Cannot copy database "${ from }" onto itself.` );
	}
	const tables = listTables( key, from );
	if ( ! tables.length ) {
		throw new Error( `Database "${ from }" has no tables to copy.` );
	}
	const target = quoteName( to );
	const source = quoteName( from );
	mariadbQuery(
		key,
		[
			"SET SESSION sql_mode = 'NO_AUTO_VALUE_ON_ZERO', foreign_key_checks = 0, unique_checks = 0",
			`DROP DATABASE IF EXISTS ${ target }`,
			`CREATE DATABASE ${ target } CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
			...tables.flatMap( ( table ) => [
				`CREATE TABLE ${ target }.${ quoteName(
					table
				) } LIKE ${ source }.${ quoteName( table ) }`,
				`INSERT INTO ${ target }.${ quoteName(
					table
				) } SELECT * FROM ${ source }.${ quoteName( table ) }`,
			] ),
			'',
		].join( ';\n' )
	);
}

/**
 * Puts `to` back to what `from` holds, touching only what differs. A table is compared by its definition (columns,
 * indexes, engine), its rows (CHECKSUM TABLE) and its next AUTO_INCREMENT id: a table with the same definition but
 * other rows or ids is emptied, refilled and given the snapshot's next id back; a table `to` lacks, has in addition
 * or has with another definition is dropped and/or recreated as in copyDatabase(); the others are left alone. A test
 * that changed a few options pays for one or two tables instead of the whole database (and no file is created).
 *
 * @param {string} key  Server key.
 * @param {string} from Source database (the pristine snapshot).
 * @param {string} to   Target database.
 * @return {string[]} The tables refilled, recreated or dropped.
 */
export function restoreDatabase( key, from, to ) {
	// One call, three simple information_schema reads (each filtered on constant schema names, which MariaDB answers
	// without opening every table), each row tagged with what it describes.
	const schemas = `IN ( ${ quoteString( from ) }, ${ quoteString( to ) } )`;
	const rows = mariadbQuery(
		key,
		`SELECT 'T', table_schema, table_name, IFNULL( auto_increment, '' ), engine FROM information_schema.tables WHERE table_schema ${ schemas } AND table_type = 'BASE TABLE';
SELECT 'C', table_schema, table_name, CONCAT_WS( ',', column_name, column_type, is_nullable, IFNULL( column_default, '~' ), extra, IFNULL( collation_name, '' ) ) FROM information_schema.columns WHERE table_schema ${ schemas } ORDER BY ordinal_position;
SELECT 'I', table_schema, table_name, CONCAT_WS( ',', index_name, seq_in_index, column_name, non_unique, IFNULL( sub_part, '' ) ) FROM information_schema.statistics WHERE table_schema ${ schemas } ORDER BY index_name, seq_in_index;`
	)
		.split( '\n' )
		.filter( Boolean )
		.map( ( line ) => line.split( '\t' ) );
	const definitions = new Map();
	for ( const [ tag, schema, table, part ] of rows ) {
		if ( tag !== 'T' ) {
			const id = `${ schema }.${ table }`;
			definitions.set(
				id,
				`${ definitions.get( id ) || '' }${ tag }:${ part };`
			);
		}
	}
	const tablesOf = ( database ) =>
		new Map(
			rows
				.filter(
					( [ tag, schema ] ) => tag === 'T' && schema === database
				)
				.map( ( [ , , table, next, engine ] ) => [
					table,
					{
						next,
						definition: `${ engine };${ definitions.get(
							`${ database }.${ table }`
						) }`,
					},
				] )
		);
	const source = tablesOf( from );
	const target = tablesOf( to );
	if ( ! source.size ) {
		throw new Error( `Database "${ from }" has no tables to copy.` );
	}
	if ( ! target.size ) {
		copyDatabase( key, from, to );
		return [ ...source.keys() ];
	}
	const sameDefinition = [ ...source.keys() ].filter(
		( table ) =>
			target.get( table )?.definition === source.get( table ).definition
	);
	const checksums = new Map(
		( sameDefinition.length
			? mariadbQuery(
					key,
					`CHECKSUM TABLE ${ sameDefinition
						.flatMap( ( table ) => [
							`${ quoteName( from ) }.${ quoteName( table ) }`,
							`${ quoteName( to ) }.${ quoteName( table ) }`,
						] )
						.join( ', ' ) };`
			  )
			: ''
		)
			.split( '\n' )
			.filter( Boolean )
			.map( ( line ) => line.split( '\t' ) )
	);
	const unchanged = ( table ) =>
		target.get( table ).next === source.get( table ).next &&
		checksums.get( `${ from }.${ table }` ) !== undefined &&
		checksums.get( `${ from }.${ table }` ) ===
			checksums.get( `${ to }.${ table }` );
	const refill = sameDefinition.filter( ( table ) => ! unchanged( table ) );
	const recreate = [ ...source.keys() ].filter(
		( table ) => ! sameDefinition.includes( table )
	);
	const extra = [ ...target.keys() ].filter(
		( table ) => ! source.has( table )
	);
	if ( ! extra.length && ! recreate.length && ! refill.length ) {
		return [];
	}
	const into = ( table ) => `${ quoteName( to ) }.${ quoteName( table ) }`;
	const snapshotOf = ( table ) =>
		`${ quoteName( from ) }.${ quoteName( table ) }`;
	mariadbQuery(
		key,
		[
			"SET SESSION sql_mode = 'NO_AUTO_VALUE_ON_ZERO', foreign_key_checks = 0, unique_checks = 0",
			...extra.map( ( table ) => `DROP TABLE ${ into( table ) }` ),
			...recreate.flatMap( ( table ) => [
				`DROP TABLE IF EXISTS ${ into( table ) }`,
				`CREATE TABLE ${ into( table ) } LIKE ${ snapshotOf( table ) }`,
				`INSERT INTO ${ into( table ) } SELECT * FROM ${ snapshotOf(
					table
				) }`,
			] ),
			...refill.flatMap( ( table ) => [
				`DELETE FROM ${ into( table ) }`,
				`INSERT INTO ${ into( table ) } SELECT * FROM ${ snapshotOf(
					table
				) }`,
				// Lowers the next id back to the snapshot's (the rows are the snapshot's again, so it is allowed).
				...( source.get( table ).next
					? [
							`ALTER TABLE ${ into(
								table
							) } AUTO_INCREMENT = ${ Number(
								source.get( table ).next
							) }`,
					  ]
					: [] ),
			] ),
			'',
		].join( ';\n' )
	);
	return [ ...extra, ...recreate, ...refill ];
}

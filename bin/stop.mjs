/**
 * npm run stop: stops every process `npm start` and the test runners started
 * (each recorded in a .wp/<key>.pid file): PHP servers, emulators, MariaDB, Redis and SMTP servers.
 * The web servers and emulators stop first, the databases, caches and mail servers they use last.
 */
import { pidKeys, stopDetached } from './lib/processes.mjs';

const stopped = [];
const isDatabase = ( key ) =>
	key.startsWith( 'mariadb-' ) ||
	key.startsWith( 'redis-' ) ||
	key.startsWith( 'smtp-' );
const keys = pidKeys();
for ( const key of [
	...keys.filter( ( other ) => ! isDatabase( other ) ),
	...keys.filter( isDatabase ),
] ) {
	if ( await stopDetached( key ) ) {
		stopped.push( key );
	}
}
console.log(
	stopped.length
		? `Stopped: ${ stopped.join( ', ' ) }.`
		: 'Nothing was running.'
);

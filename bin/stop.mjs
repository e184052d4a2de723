/**
 * npm run stop: stops every process `npm start` and the test runners started
 * (each recorded in a .wp/<key>.pid file).
 */
import { pidKeys, stopDetached } from './lib/wordpress.mjs';

const stopped = [];
for ( const key of pidKeys() ) {
	if ( await stopDetached( key ) ) {
		stopped.push( key );
	}
}
console.log(
	stopped.length
		? `Stopped: ${ stopped.join( ', ' ) }.`
		: 'Nothing was running.'
);

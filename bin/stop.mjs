/**
 * npm run stop: stops every process `npm start` and the test runners started.
 */
import { stopEmulator } from './lib/emulator.mjs';
import { stopDetached } from './lib/wordpress.mjs';

const stopped = [];
for ( const key of [ 'dev', 'tests' ] ) {
	if ( await stopDetached( key ) ) {
		stopped.push( `WordPress (${ key })` );
	}
}
for ( const key of [ 'emulator', 'emulator-tests' ] ) {
	if ( await stopEmulator( key ) ) {
		stopped.push( `provider emulator (${ key })` );
	}
}
console.log(
	stopped.length
		? `Stopped: ${ stopped.join( ', ' ) }.`
		: 'Nothing was running.'
);

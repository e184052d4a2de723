/**
 * npm test: every test layer, one after another, with a summary at the end.
 * A failing layer does not stop the others; the exit code is non-zero if any failed.
 */
import { spawnSync } from 'node:child_process';

import { requireSystemPackages } from './lib/system-packages.mjs';
import { ROOT } from './lib/paths.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// [ name, npm arguments, extra environment, system packages the layer needs ].
const LAYERS = [
	[ 'ESLint', [ 'run', 'lint:js' ] ],
	[ 'TypeScript', [ 'run', 'lint:types' ] ],
	[
		'PHP lint (8.1–8.5, PHPCS, PHPStan)',
		[ 'run', 'lint:php' ],
		{},
		[ 'php', 'composer' ],
	],
	[ 'Build', [ 'run', 'build' ] ],
	[ 'Jest', [ 'run', 'test:js', '--', '--ci' ] ],
	[
		'Build checks',
		[ 'run', 'test:tools' ],
		{},
		[ 'php', 'composer', 'smtp' ],
	],
	[ 'Provider emulator', [ 'run', 'test:emulator' ] ],
	// PHPUnit runs on both databases without a persistent object cache, and on MariaDB with the Redis one (the
	// shape of production sites: README, "Databases" and "Background refresh and the object cache"); on the oldest
	// WordPress the plugin supports (6.5, SQLite) and the newest (7.1, MariaDB). The E2E and load suites run on 7.1 and
	// MariaDB (README, "WordPress versions").
	[
		'PHPUnit (WP 6.5, SQLite)',
		[ 'run', 'test:php' ],
		{ WP_VERSION: '6.5', DB: 'sqlite', OBJECT_CACHE: '' },
		[ 'php', 'composer', 'phpunit', 'smtp' ],
	],
	[
		'PHPUnit (WP 7.1, MariaDB)',
		[ 'run', 'test:php' ],
		{ WP_VERSION: '7.1', DB: 'mariadb', OBJECT_CACHE: '' },
		[ 'php', 'composer', 'phpunit', 'smtp', 'mariadb' ],
	],
	[
		'PHPUnit (WP 7.1, MariaDB + Redis)',
		[ 'run', 'test:php' ],
		{ WP_VERSION: '7.1', DB: 'mariadb', OBJECT_CACHE: 'redis' },
		[ 'php', 'composer', 'phpunit', 'smtp', 'mariadb', 'redis' ],
	],
	[
		'E2E (Chromium, WP 7.1, MariaDB)',
		[ 'run', 'test:e2e' ],
		{
			GOOGLESITEKIT_SKIP_BUILD: '1',
			WP_VERSION: '7.1',
			DB: 'mariadb',
			OBJECT_CACHE: '',
		},
		[ 'php', 'composer', 'chromium', 'smtp', 'poppler', 'mariadb' ],
	],
	// A subdirectory network of three sites (MULTISITE=1, README "A network of sites"): the PHPUnit group multisite and
	// the E2E files of tests/e2e/network.
	[
		'PHPUnit (network of 3 sites, WP 7.1, MariaDB)',
		[ 'run', 'test:php' ],
		{ WP_VERSION: '7.1', DB: 'mariadb', OBJECT_CACHE: '', MULTISITE: '1' },
		[ 'php', 'composer', 'phpunit', 'smtp', 'mariadb' ],
	],
	[
		'E2E (network of 3 sites, Chromium, WP 7.1, MariaDB)',
		[ 'run', 'test:e2e' ],
		{
			GOOGLESITEKIT_SKIP_BUILD: '1',
			WP_VERSION: '7.1',
			DB: 'mariadb',
			OBJECT_CACHE: '',
			MULTISITE: '1',
		},
		[ 'php', 'composer', 'chromium', 'smtp', 'poppler', 'mariadb' ],
	],
	// Two PHP servers sharing MariaDB and Redis: 40 cold viewers at once, and the cron refresh (tests/load/).
	[
		'Load (2 servers, WP 7.1, MariaDB + Redis)',
		[ 'run', 'test:load' ],
		{
			GOOGLESITEKIT_SKIP_BUILD: '1',
			WP_VERSION: '7.1',
			DB: 'mariadb',
			OBJECT_CACHE: 'redis',
		},
		[ 'php', 'composer', 'chromium', 'smtp', 'mariadb', 'redis' ],
	],
];

const only = process.argv.slice( 2 );
const selected = LAYERS.filter(
	( [ name ] ) =>
		! only.length ||
		only.some( ( word ) =>
			name.toLowerCase().includes( word.toLowerCase() )
		)
);
// Everything the chosen layers need is installed at once, before the first layer runs.
requireSystemPackages( [
	...new Set( selected.flatMap( ( [ , , , needs = [] ] ) => needs ) ),
] );

const results = [];
for ( const [ name, args, env = {} ] of selected ) {
	console.log( `\n━━ ${ name } ━━` );
	const started = Date.now();
	const result = spawnSync( npm, [ '--silent', ...args ], {
		cwd: ROOT,
		stdio: 'inherit',
		env: { ...process.env, MULTISITE: '', ...env },
	} );
	results.push( {
		name,
		ok: result.status === 0,
		seconds: ( Date.now() - started ) / 1000,
	} );
}

console.log( '\n━━ Summary ━━' );
for ( const { name, ok, seconds } of results ) {
	console.log(
		`${ ok ? 'PASS' : 'FAIL' }  ${ name.padEnd( 42 ) } ${ seconds.toFixed(
			1
		) } s`
	);
}
const failed = results.filter( ( r ) => ! r.ok ).length;
console.log(
	`layers: ${ results.length - failed } passed, ${ failed } failed`
);
process.exit( failed ? 1 : 0 );

/**
 * What the local sites and the tests need from the system (PHP and its extensions, Composer, PHPUnit, Chromium,
 * MariaDB for DB=mariadb, Redis, the SMTP server that catches the sites' mail, Poppler for reading PDFs): how to tell
 * each requirement is met, and which Debian packages provide it. Finding a program and asking PHP or Python what
 * they have is bin/lib/system-probes.mjs's job; installing the packages is bin/lib/system-packages.mjs's.
 */
import fs from 'node:fs';
import path from 'node:path';

import { ROOT } from './paths.mjs';
import { probePhp, smtpPythonProblem, which } from './system-probes.mjs';

export const PHP_MINIMUM = '8.1';
/** The PHP Debian 12 ships; installed when there is no PHP at all. */
export const PHP_DEFAULT = '8.2';

// PHP extension => the part of the Debian package name after "phpX.Y-".
const EXTENSIONS = {
	pdo_sqlite: 'sqlite3',
	curl: 'curl',
	dom: 'xml',
	mbstring: 'mbstring',
	intl: 'intl',
	mysqli: 'mysql',
	redis: 'redis',
};
// The extensions every site needs ("php"); mysqli comes with "mariadb", redis with "redis".
export const CORE_EXTENSIONS = [
	'pdo_sqlite',
	'curl',
	'dom',
	'mbstring',
	'intl',
];

const phpPackages = ( version, extensions ) =>
	extensions.map( ( ext ) => `php${ version }-${ EXTENSIONS[ ext ] }` );

/**
 * Every requirement: how to tell it is there, and which Debian packages provide it.
 * Each check returns null when fine, else { problem, packages }.
 */
const REQUIREMENTS = {
	php( env ) {
		const php = probePhp( env, CORE_EXTENSIONS );
		const all = CORE_EXTENSIONS;
		if ( ! php.found ) {
			return {
				problem: `PHP ${ PHP_MINIMUM } or newer was not found (tried "${ php.binary }")`,
				packages: [
					`php${ PHP_DEFAULT }-cli`,
					...phpPackages( PHP_DEFAULT, all ),
				],
			};
		}
		const [ major, minor ] = php.version.split( '.' ).map( Number );
		if ( ! ( major > 8 || ( major === 8 && minor >= 1 ) ) ) {
			return {
				problem: `Site Kit needs PHP ${ PHP_MINIMUM } or newer; "${ php.binary }" is PHP ${ php.version }`,
				packages: [
					`php${ PHP_DEFAULT }-cli`,
					...phpPackages( PHP_DEFAULT, all ),
				],
			};
		}
		if ( php.missing.length ) {
			return {
				problem: `PHP ${
					php.version
				} is missing the extension(s): ${ php.missing.join( ', ' ) }`,
				packages: [
					...new Set( phpPackages( php.version, php.missing ) ),
				],
			};
		}
		return null;
	},
	composer( env ) {
		return which( 'composer', env )
			? null
			: { problem: 'Composer was not found', packages: [ 'composer' ] };
	},
	phpunit( env ) {
		return phpunitPath( env )
			? null
			: { problem: 'PHPUnit was not found', packages: [ 'phpunit' ] };
	},
	// DB=mariadb: Debian's MariaDB server (its mariadbd, mariadb-install-db and client) and PHP's mysqli.
	mariadb( env ) {
		const problems = [];
		const packages = [];
		if (
			! which( 'mariadb-install-db', env ) ||
			! which( 'mariadb', env )
		) {
			problems.push( 'MariaDB was not found' );
			packages.push( 'mariadb-server' );
		}
		problems.push( ...phpExtensionProblems( env, 'mysqli', packages ) );
		return problems.length
			? { problem: problems.join( '.\n' ), packages }
			: null;
	},
	// The Redis server and PHP's redis extension (the object cache).
	redis( env ) {
		const problems = [];
		const packages = [];
		if ( ! which( 'redis-server', env ) ) {
			problems.push( 'Redis was not found' );
			packages.push( 'redis-server' );
		}
		problems.push( ...phpExtensionProblems( env, 'redis', packages ) );
		return problems.length
			? { problem: problems.join( '.\n' ), packages }
			: null;
	},
	// The SMTP server that catches the local sites' mail (bin/lib/smtp.mjs): Python 3 with Debian's aiosmtpd.
	smtp( env ) {
		const problem = smtpPythonProblem( env );
		return problem ? { problem, packages: [ 'python3-aiosmtpd' ] } : null;
	},
	// Poppler's pdftotext and pdftoppm: the E2E tests read the dashboards' PDF and turn its pages into pictures.
	poppler( env ) {
		return which( 'pdftotext', env ) && which( 'pdftoppm', env )
			? null
			: {
					problem: 'pdftotext and pdftoppm (Poppler) were not found',
					packages: [ 'poppler-utils' ],
			  };
	},
	chromium( env ) {
		return fs.existsSync( chromiumPath( env ) )
			? null
			: {
					problem: `Chromium was not found at ${ chromiumPath(
						env
					) }`,
					packages: [ 'chromium' ],
			  };
	},
};

/**
 * Whether PHP has an extension; adds its package when not. No PHP at all is the "php" requirement's concern:
 * then the extension's package for the PHP that one installs.
 *
 * @param {Object}   env       Environment.
 * @param {string}   extension PHP extension.
 * @param {string[]} packages  Packages to add to.
 * @return {string[]} The problem, if any.
 */
function phpExtensionProblems( env, extension, packages ) {
	const php = probePhp( env, [ extension ] );
	if ( php.found && ! php.missing.length ) {
		return [];
	}
	packages.push(
		...phpPackages( php.found ? php.version : PHP_DEFAULT, [ extension ] )
	);
	return [
		php.found
			? `PHP ${ php.version } is missing the extension(s): ${ extension }`
			: `PHP's ${ extension } extension was not found`,
	];
}

/** Every requirement name, in install order. */
export const ALL_REQUIREMENTS = Object.keys( REQUIREMENTS );

/**
 * The Chromium the E2E tests drive.
 *
 * @param {Object} env Environment.
 * @return {string} Its path.
 */
export const chromiumPath = ( env = process.env ) =>
	env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The PHPUnit the PHP tests run: the project's own, else the system's.
 *
 * @param {Object} env Environment.
 * @return {string|null} Its path.
 */
export function phpunitPath( env = process.env ) {
	const local = path.join( ROOT, 'vendor/bin/phpunit' );
	return fs.existsSync( local ) ? local : which( 'phpunit', env );
}

/**
 * What is missing among some requirements.
 *
 * @param {string[]} needs Requirement names (see ALL_REQUIREMENTS).
 * @param {Object}   env   Environment.
 * @return {{ problems: string[], packages: string[] }} What is wrong, and the packages that fix it.
 */
export function findMissing( needs, env = process.env ) {
	const problems = [];
	const packages = [];
	for ( const need of ALL_REQUIREMENTS.filter( ( n ) =>
		needs.includes( n )
	) ) {
		const result = REQUIREMENTS[ need ]( env );
		if ( result ) {
			problems.push( result.problem );
			packages.push(
				...result.packages.filter( ( p ) => ! packages.includes( p ) )
			);
		}
	}
	for ( const need of needs ) {
		if ( ! REQUIREMENTS[ need ] ) {
			throw new Error( `Unknown requirement "${ need }".` );
		}
	}
	return { problems, packages };
}

/**
 * Checks one requirement.
 *
 * @param {string} need Requirement name (see ALL_REQUIREMENTS).
 * @param {Object} env  Environment.
 * @return {{problem: string, packages: string[]}|null} What is wrong and the packages that fix it, or null.
 */
export const checkRequirement = ( need, env = process.env ) =>
	REQUIREMENTS[ need ]( env );

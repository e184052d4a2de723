/**
 * The WordPress cores Debian packages (WP_VERSION 6.8 and 7.1 of bin/lib/wp-cores.mjs): `apt-get download` of the
 * exact package versions with a private sources list, package lists and cache under .wp/apt/ (the machine's apt
 * setup is untouched), unpacked with `dpkg -x` and copied with Debian's symlinks to other packages resolved.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { WP_ROOT } from './paths.mjs';

/**
 * The mirror of Debian's main archive the machine uses (its apt sources), so downloads go where apt-get already may.
 *
 * @return {string} Mirror URL.
 */
export function debianMirror() {
	const texts = [ '/etc/apt/sources.list', '/etc/apt/sources.list.d' ]
		.flatMap( ( entry ) => {
			try {
				return fs.statSync( entry ).isDirectory()
					? fs
							.readdirSync( entry )
							.filter( ( file ) =>
								/\.(list|sources)$/.test( file )
							)
							.map( ( file ) => path.join( entry, file ) )
					: [ entry ];
			} catch {
				return [];
			}
		} )
		.map( ( file ) => fs.readFileSync( file, 'utf8' ) );
	for ( const text of texts ) {
		const url = text.match(
			/(?:^URIs:\s*|^deb\s+(?:\[[^\]]*\]\s+)?)(\S+\/debian)\/?\s*$/m
		);
		if ( url ) {
			return url[ 1 ];
		}
	}
	return 'http://deb.debian.org/debian';
}

/**
 * Downloads a Debian core's packages into .wp/apt/<suite>/ (once) and returns the .deb files.
 *
 * @param {Object} core A Debian entry of CORES.
 * @return {string[]} Paths of the .deb files.
 */
function downloadPackages( core ) {
	const dir = path.join( WP_ROOT, 'apt', core.suite );
	const debs = path.join( dir, 'debs' );
	const wanted = Object.entries( core.packages );
	const fileOf = ( [ name, version ] ) =>
		fs
			.readdirSync( debs )
			.find( ( file ) =>
				file.startsWith(
					`${ name }_${ version.replace( /^\d+:/, '' ) }_`
				)
			);
	fs.mkdirSync( debs, { recursive: true } );
	if ( wanted.every( fileOf ) ) {
		return wanted.map( ( entry ) => path.join( debs, fileOf( entry ) ) );
	}
	for ( const sub of [ 'lists/partial', 'cache/archives/partial' ] ) {
		fs.mkdirSync( path.join( dir, sub ), { recursive: true } );
	}
	fs.writeFileSync(
		path.join( dir, 'sources.list' ),
		`deb ${ debianMirror() } ${ core.suite } main\n`
	);
	const options = [
		`-o=Dir::Etc::sourcelist=${ path.join( dir, 'sources.list' ) }`,
		'-o=Dir::Etc::sourceparts=-',
		`-o=Dir::State::Lists=${ path.join( dir, 'lists' ) }`,
		`-o=Dir::Cache=${ path.join( dir, 'cache' ) }`,
		'-o=Dir::State::status=/dev/null',
		'-o=APT::Sandbox::User=root',
		'-qq',
	];
	const apt = ( args, cwd ) => {
		const result = spawnSync( 'apt-get', [ ...options, ...args ], {
			cwd,
			encoding: 'utf8',
		} );
		if ( result.error || result.status !== 0 ) {
			throw new Error(
				`apt-get ${ args[ 0 ] } failed (Debian's ${
					core.suite
				} from ${ debianMirror() }):\n${ result.error?.message ?? '' }${
					result.stdout
				}${ result.stderr }`
			);
		}
	};
	console.log(
		`Downloading WordPress ${ core.version } from Debian's ${
			core.suite
		} (${ debianMirror() })…`
	);
	apt( [ 'update' ], dir );
	apt(
		[
			'download',
			...wanted.map( ( [ name, version ] ) => `${ name }=${ version }` ),
		],
		debs
	);
	return wanted.map( ( entry ) => path.join( debs, fileOf( entry ) ) );
}

/**
 * Copies a tree, replacing each symlink by what it points to inside the unpacked packages (absolute links are read
 * relative to the unpack root; links to the machine's certificate bundle fall back to the machine's file).
 *
 * @param {string} from   Source folder.
 * @param {string} to     Target folder.
 * @param {string} unpack The root the packages were unpacked into.
 */
function copyResolved( from, to, unpack ) {
	fs.mkdirSync( to, { recursive: true } );
	for ( const entry of fs.readdirSync( from, { withFileTypes: true } ) ) {
		const source = path.join( from, entry.name );
		const target = path.join( to, entry.name );
		if ( ! entry.isSymbolicLink() ) {
			if ( entry.isDirectory() ) {
				copyResolved( source, target, unpack );
			} else {
				fs.copyFileSync( source, target );
			}
			continue;
		}
		let real = source;
		for ( let hops = 0; hops < 10; hops++ ) {
			if ( ! fs.lstatSync( real ).isSymbolicLink() ) {
				break;
			}
			const link = fs.readlinkSync( real );
			real = path.isAbsolute( link )
				? path.join( unpack, link )
				: path.resolve( path.dirname( real ), link );
			if ( ! fs.existsSync( real ) && path.isAbsolute( link ) ) {
				real = fs.existsSync( link ) ? link : real;
			}
		}
		if ( ! fs.existsSync( real ) ) {
			// Debian's Apache .htaccess link (to /etc/wordpress) has no place in a php -S site; any other is a
			// package missing from the core's list.
			if ( entry.name === '.htaccess' ) {
				continue;
			}
			throw new Error(
				`${ source } links to ${ fs.readlinkSync(
					source
				) }, which no package of the core's list holds.`
			);
		}
		if ( fs.statSync( real ).isDirectory() ) {
			copyResolved( real, target, unpack );
		} else {
			fs.copyFileSync( real, target );
		}
	}
}

/**
 * Unpacks a Debian core into dir: Debian's /usr/share/wordpress with its symlinks resolved, the themes, and
 * wp-content from /var/lib/wordpress; without Debian's wp-config.php (which reads /etc/wordpress).
 *
 * @param {Object} core A Debian entry of CORES.
 * @param {string} dir  Target folder.
 */
export function unpackDebian( core, dir ) {
	const unpack = `${ dir }.unpack`;
	fs.rmSync( unpack, { recursive: true, force: true } );
	fs.mkdirSync( unpack, { recursive: true } );
	for ( const deb of downloadPackages( core ) ) {
		const result = spawnSync( 'dpkg', [ '-x', deb, unpack ], {
			encoding: 'utf8',
		} );
		if ( result.error || result.status !== 0 ) {
			throw new Error(
				`dpkg -x ${ deb } failed:\n${ result.error?.message ?? '' }${
					result.stderr
				}`
			);
		}
	}
	copyResolved( path.join( unpack, 'usr/share/wordpress' ), dir, unpack );
	copyResolved(
		path.join( unpack, 'var/lib/wordpress/wp-content' ),
		path.join( dir, 'wp-content' ),
		unpack
	);
	fs.rmSync( path.join( dir, 'wp-config.php' ), { force: true } );
	fs.rmSync( unpack, { recursive: true, force: true } );
}

<?php
/**
 * Class Site_Summaries
 *
 * @package Google\Site_Kit\Core\Network
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Network;

use Google\Site_Kit\Plugin;

/**
 * The network overview's list of sites (Site_Summary each): the live sites of the network (not deleted, archived
 * or spam), searched by name or URL, sorted and cut into pages. Sorting by name reads only the page's sites; by
 * state or a figure, every matching site is summarised (figures from each site's cache alone, never from Google)
 * and sites without the figure come last.
 */
final class Site_Summaries {

	public const ORDERBY = array( 'name', 'state', 'visitors', 'clicks', 'earnings' );

	/**
	 * Constructor.
	 *
	 * @param Site_Context $sites Runs code as another site.
	 */
	public function __construct( private readonly Site_Context $sites ) {}

	/**
	 * One page of the list.
	 *
	 * @param int    $page     Page, from 1.
	 * @param int    $per_page Sites per page.
	 * @param string $search   Text in the name or URL ('' for every site).
	 * @param string $orderby  One of ORDERBY.
	 * @param string $order    asc or desc.
	 * @param bool   $refused  Only the sites where Google refused a user's access.
	 * @return array{sites: array<int, array<string, mixed>>, total: int, page: int, perPage: int}
	 */
	public function page( int $page, int $per_page, string $search, string $orderby, string $order, bool $refused = false ): array {
		$matching = $this->matching( $search );
		$desc     = 'desc' === $order;
		if ( $refused ) {
			// Who is refused is each site's own: known only once every matching site is read.
			$refused_on = array_filter( array_keys( $matching ), fn( int $id ) => (bool) $this->sites->run( $id, static fn( Plugin $plugin ) => ( new Site_Summary( $plugin, $id ) )->refused() ) );
			$matching   = array_intersect_key( $matching, array_flip( $refused_on ) );
		}
		if ( 'name' === $orderby ) {
			uasort( $matching, static fn( $a, $b ) => self::by_name( $a, $b, $desc ) );
			$ids   = array_slice( array_keys( $matching ), ( $page - 1 ) * $per_page, $per_page );
			$sites = array_map( fn( int $id ) => $this->summary( $id, true ), $ids );
		} else {
			$all = array_map( fn( int $id ) => $this->summary( $id, true ), array_keys( $matching ) );
			usort( $all, static fn( $a, $b ) => self::compare( $a, $b, $orderby, $desc ) );
			$sites = array_slice( $all, ( $page - 1 ) * $per_page, $per_page );
		}
		return array(
			'sites'   => $sites,
			'total'   => count( $matching ),
			'page'    => $page,
			'perPage' => $per_page,
		);
	}

	/**
	 * Every live site, in ID order, without figures: `wp site-kit status --network`.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function all(): array {
		return array_map( fn( int $id ) => $this->summary( $id, false ), array_keys( $this->matching( '' ) ) );
	}

	/**
	 * One site's summary.
	 *
	 * @param int  $blog_id      Site ID.
	 * @param bool $with_figures Whether to add the cached figures.
	 * @return array<string, mixed>
	 */
	public function summary( int $blog_id, bool $with_figures ): array {
		return $this->sites->run( $blog_id, static fn( Plugin $plugin ) => ( new Site_Summary( $plugin, $blog_id ) )->to_array( $with_figures ) );
	}

	/**
	 * One site's figures read through its runner (cache → single flight → Google), as each service's owner.
	 *
	 * @param int $blog_id Site ID.
	 * @return array<string, mixed>
	 */
	public function figures( int $blog_id ): array {
		return $this->sites->run( $blog_id, static fn( Plugin $plugin ) => ( new Site_Figures( $plugin ) )->read( false ) );
	}

	/**
	 * The live sites whose name or URL holds the search, by ID (name and URL each).
	 *
	 * @param string $search Search text.
	 * @return array<int, array{id: int, name: string, url: string}>
	 */
	private function matching( string $search ): array {
		$ids    = is_multisite() ? get_sites(
			array(
				'fields'   => 'ids',
				'number'   => 0,
				'deleted'  => 0,
				'archived' => 0,
				'spam'     => 0,
				'orderby'  => 'id',
			)
		) : array( get_current_blog_id() );
		$needle = mb_strtolower( trim( $search ) );
		$out    = array();
		foreach ( $ids as $id ) {
			$id      = (int) $id;
			$details = get_blog_details( $id );
			$name    = $details ? wp_specialchars_decode( (string) $details->blogname, ENT_QUOTES ) : '';
			$url     = get_home_url( $id, '/' );
			if ( '' !== $needle && ! str_contains( mb_strtolower( $name ), $needle ) && ! str_contains( mb_strtolower( $url ), $needle ) ) {
				continue;
			}
			$out[ $id ] = array(
				'id'   => $id,
				'name' => $name,
				'url'  => $url,
			);
		}
		return $out;
	}

	/**
	 * Order of two summaries by state or figure (sites without the figure last, whichever the order), then name.
	 *
	 * @param array<string, mixed> $a       A summary.
	 * @param array<string, mixed> $b       Another.
	 * @param string               $orderby state or a figure.
	 * @param bool                 $desc    Descending.
	 */
	private static function compare( array $a, array $b, string $orderby, bool $desc ): int {
		$x = self::sort_value( $a, $orderby );
		$y = self::sort_value( $b, $orderby );
		if ( null === $x || null === $y ) {
			$by = ( null === $x ) <=> ( null === $y );
		} else {
			$by = ( $desc ? -1 : 1 ) * ( $x <=> $y );
		}
		return 0 !== $by ? $by : self::by_name( $a, $b, false );
	}

	/**
	 * Order of two sites by name (natural, any case), then ID.
	 *
	 * @param array<string, mixed> $a    A site.
	 * @param array<string, mixed> $b    Another.
	 * @param bool                 $desc Descending.
	 */
	private static function by_name( array $a, array $b, bool $desc ): int {
		$by = strnatcasecmp( (string) $a['name'], (string) $b['name'] );
		return 0 !== $by ? ( $desc ? -$by : $by ) : (int) $a['id'] <=> (int) $b['id'];
	}

	/**
	 * What a summary sorts by: 1/0 for the state, the figure's number, or null when unknown.
	 *
	 * @param array<string, mixed> $summary Summary.
	 * @param string               $orderby state or a figure.
	 */
	private static function sort_value( array $summary, string $orderby ): int|float|null {
		if ( 'state' === $orderby ) {
			return 'connected' === $summary['state'] ? 1 : 0;
		}
		$figure = $summary['figures'][ $orderby ] ?? null;
		if ( is_array( $figure ) ) {
			$figure = $figure['value'] ?? null;
		}
		return is_int( $figure ) || is_float( $figure ) ? $figure : null;
	}
}

<?php
/**
 * Class Report_View
 *
 * @package Google\Site_Kit\Core\Email_Reports
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Email_Reports;

/**
 * A report (Report_Builder) turned into the words both parts of the mail show — the HTML part and the plain-text
 * part say the same because they render this one view: every string translated, every number, amount and date in
 * the report's locale, every section's link into the dashboard with the period's dates in the URL the dashboard
 * reads (startDate, endDate, compare; see assets/js/util/range-url.ts) and the section's anchor.
 */
final class Report_View {

	/**
	 * The view.
	 *
	 * @param array<string, mixed>  $report The report.
	 * @param array<string, string> $links  unsubscribe, dashboard, settings.
	 * @return array<string, mixed>
	 */
	public static function of( array $report, array $links ): array {
		$format = new Mail_Format( (string) ( $report['locale'] ?? get_locale() ) );
		$period = (array) $report['period'];
		$site   = self::line( (string) ( $report['site']['name'] ?? '' ) );
		$site   = '' === $site ? self::line( (string) wp_parse_url( (string) ( $report['site']['url'] ?? home_url() ), PHP_URL_HOST ) ) : $site;
		$freq   = self::frequency( (string) ( $report['frequency'] ?? '' ) );
		$dates  = $format->period( (string) $period['start'], (string) $period['end'] );
		$link   = static fn( string $section, string $label ) => array(
			'url'   => self::dashboard_url( (string) ( $links['dashboard'] ?? '' ), $period, $section ),
			'label' => $label,
		);
		return array(
			/* translators: 1: site name, 2: how often (weekly, monthly, quarterly), 3: the period's dates */
			'subject'     => self::line( sprintf( __( '%1$s: your %2$s Site Kit report, %3$s', 'google-site-kit' ), $site, $freq, $dates ) ),
			'lang'        => str_replace( '_', '-', (string) ( $report['locale'] ?? get_locale() ) ),
			'site'        => $site,
			'site_url'    => (string) ( $report['site']['url'] ?? home_url( '/' ) ),
			/* translators: %s: how often (weekly, monthly, quarterly) */
			'title'       => sprintf( __( 'Your %s Site Kit report', 'google-site-kit' ), $freq ),
			'period'      => $dates,
			/* translators: %s: the compare period's dates */
			'compare'     => sprintf( __( 'Compared with %s', 'google-site-kit' ), $format->period( (string) $period['compare_start'], (string) $period['compare_end'] ) ),
			'notes'       => self::notes( (array) $report['services'] ),
			'figures'     => self::figures( (array) $report['figures'], $format, $link( 'traffic', __( 'See your traffic on the dashboard', 'google-site-kit' ) ) ),
			'key_metrics' => null === $report['key_metrics'] ? null : array(
				'heading' => __( 'Your key metrics', 'google-site-kit' ),
				'link'    => $link( 'key-metrics', __( 'See your key metrics on the dashboard', 'google-site-kit' ) ),
				'items'   => array_map( static fn( array $tile ) => Tile_View::of( $tile, $format ), (array) $report['key_metrics'] ),
			),
			'tables'      => array_map(
				/* translators: %s: a section's title, e.g. Top pages */
				static fn( array $table ) => self::table( $table, $format, $link( (string) $table['section'], sprintf( __( 'See “%s” on the dashboard', 'google-site-kit' ), (string) $table['title'] ) ) ),
				(array) $report['tables']
			),
			'footer'      => array(
				/* translators: 1: how often (weekly, monthly, quarterly), 2: site name */
				'why'         => sprintf( __( 'You receive this %1$s report from Site Kit on %2$s.', 'google-site-kit' ), $freq, $site ),
				'settings'    => array(
					'url'   => (string) ( $links['settings'] ?? '' ),
					'label' => __( 'Manage email reports', 'google-site-kit' ),
				),
				'unsubscribe' => array(
					'url'   => (string) ( $links['unsubscribe'] ?? '' ),
					'label' => __( 'Unsubscribe', 'google-site-kit' ),
				),
			),
		);
	}

	/**
	 * A dashboard URL showing the period, at a section.
	 *
	 * @param string                $base    The dashboard's URL ('' for this site's).
	 * @param array<string, string> $period  The period.
	 * @param string                $section The section's anchor.
	 */
	public static function dashboard_url( string $base, array $period, string $section ): string {
		$base = '' === $base ? admin_url( 'admin.php?page=googlesitekit-dashboard' ) : strtok( $base, '#' );
		$url  = add_query_arg(
			array(
				'startDate' => rawurlencode( (string) $period['start'] ),
				'endDate'   => rawurlencode( (string) $period['end'] ),
				'compare'   => 'previous-period',
			),
			(string) $base
		);
		return $url . '#' . rawurlencode( $section );
	}

	/**
	 * A page of the site as its path ("/recipes/cake/"), other text as it is.
	 *
	 * @param string $text A URL, path or name.
	 */
	public static function page( string $text ): string {
		$home = untrailingslashit( home_url() );
		return str_starts_with( $text, $home . '/' ) ? substr( $text, strlen( $home ) ) : $text;
	}

	/**
	 * Text on one line, without control characters (a subject, a name from a provider).
	 *
	 * @param string $text Text.
	 */
	public static function line( string $text ): string {
		return trim( (string) preg_replace( '/[\x00-\x1F\x7F]+/u', ' ', $text ) );
	}

	/**
	 * The frequency's name.
	 *
	 * @param string $frequency weekly, monthly, quarterly.
	 */
	private static function frequency( string $frequency ): string {
		$names = array(
			'weekly'    => __( 'weekly', 'google-site-kit' ),
			'monthly'   => __( 'monthly', 'google-site-kit' ),
			'quarterly' => __( 'quarterly', 'google-site-kit' ),
		);
		return $names[ $frequency ] ?? __( 'regular', 'google-site-kit' );
	}

	/**
	 * What to say of each service without (all of) its figures.
	 *
	 * @param array<int, array<string, string>> $services The report's services.
	 * @return string[]
	 */
	private static function notes( array $services ): array {
		$out = array();
		foreach ( $services as $service ) {
			$name = (string) $service['name'];
			switch ( $service['status'] ) {
				case 'no-data':
					/* translators: %s: service name */
					$out[] = sprintf( __( '%s has no data for this period yet: it is still gathering data.', 'google-site-kit' ), $name );
					break;
				case 'error':
					/* translators: 1: service name, 2: the error */
					$out[] = sprintf( __( '%1$s’s figures could not be read: %2$s', 'google-site-kit' ), $name, self::line( (string) $service['message'] ) );
					break;
				case 'ok':
					break;
				default:
					$out[] = self::line( (string) $service['message'] );
			}
			if ( '' !== (string) ( $service['note'] ?? '' ) ) {
				$out[] = self::line( (string) $service['note'] );
			}
		}
		return array_values( array_filter( $out ) );
	}

	/**
	 * The headline figures.
	 *
	 * @param array<int, array<string, mixed>> $figures The report's figures.
	 * @param Mail_Format                      $format  Formatter.
	 * @param array{url: string, label: string} $link   The section's link.
	 * @return array<string, mixed>|null
	 */
	private static function figures( array $figures, Mail_Format $format, array $link ): ?array {
		if ( ! $figures ) {
			return null;
		}
		$items = array();
		foreach ( $figures as $figure ) {
			$value    = (float) $figure['value'];
			$previous = null === $figure['previous'] ? null : (float) $figure['previous'];
			$items[]  = array(
				'label'  => (string) $figure['label'],
				'value'  => $format->value( $value, (string) ( $figure['unit'] ?? 'count' ), $figure['currency'] ?? null ),
				'change' => self::change( $format->change( $value, $previous ) ),
			);
		}
		return array(
			'heading' => __( 'At a glance', 'google-site-kit' ),
			'link'    => $link,
			'items'   => $items,
		);
	}

	/**
	 * A change's words, or null: the percentage "vs previous period" (the dashboard's words) and its direction, as an
	 * arrow and as a word for screen readers.
	 *
	 * @param array{text: string, direction: int}|null $change The change.
	 * @return array{text: string, direction: int, arrow: string, spoken: string}|null
	 */
	public static function change( ?array $change ): ?array {
		if ( null === $change ) {
			return null;
		}
		$up = 1 === $change['direction'];
		return array(
			/* translators: %s: percent change, e.g. 12.5% */
			'text'      => sprintf( __( '%s vs previous period', 'google-site-kit' ), $change['text'] ),
			'direction' => $change['direction'],
			'arrow'     => 0 === $change['direction'] ? '' : ( $up ? '▲' : '▼' ),
			'spoken'    => 0 === $change['direction'] ? '' : ( $up ? __( 'Up', 'google-site-kit' ) : __( 'Down', 'google-site-kit' ) ),
		);
	}

	/**
	 * A table: each row's name, detail, main figure and share (for its bar), and its other figures.
	 *
	 * @param array<string, mixed>              $table  The table.
	 * @param Mail_Format                       $format Formatter.
	 * @param array{url: string, label: string} $link   The section's link.
	 * @return array<string, mixed>
	 */
	private static function table( array $table, Mail_Format $format, array $link ): array {
		$bar     = (int) ( $table['bar'] ?? 0 );
		$columns = array_values( (array) $table['columns'] );
		$max     = 0.0;
		foreach ( (array) $table['rows'] as $row ) {
			$max = max( $max, abs( (float) ( $row['cells'][ $bar ]['value'] ?? 0 ) ) );
		}
		$rows = array();
		foreach ( (array) $table['rows'] as $row ) {
			$others = array();
			foreach ( array_values( (array) $row['cells'] ) as $index => $cell ) {
				if ( $index !== $bar ) {
					$others[] = array(
						'label' => (string) ( $columns[ $index + 1 ] ?? '' ),
						'value' => $format->value( (float) $cell['value'], (string) $cell['unit'] ),
					);
				}
			}
			$main   = $row['cells'][ $bar ] ?? array(
				'value' => 0,
				'unit'  => 'count',
			);
			$rows[] = array(
				'name'    => self::line( (string) $row['name'] ),
				'detail'  => self::line( self::page( (string) $row['detail'] ) ),
				'primary' => $format->value( (float) $main['value'], (string) $main['unit'] ),
				'share'   => $max > 0 ? abs( (float) $main['value'] ) / $max : 0.0,
				'others'  => $others,
			);
		}
		return array(
			'id'      => (string) $table['id'],
			'heading' => (string) $table['title'],
			'name'    => (string) ( $columns[0] ?? '' ),
			'main'    => (string) ( $columns[ $bar + 1 ] ?? '' ),
			'link'    => $link,
			'rows'    => $rows,
			'empty'   => __( 'Nothing to show for this period.', 'google-site-kit' ),
		);
	}
}

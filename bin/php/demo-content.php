<?php
/**
 * Seeds a local site with the provider emulator's demo content ("Harvest & Hearth"): its authors, categories, posts
 * and pages at the paths and with the titles the emulator reports. Loaded by install.php; the content is the JSON of
 * demoContent() (tools/provider-emulator/src/data/demo-content.ts).
 *
 * @package Google\Site_Kit
 */

/**
 * Seeds the demo content into the loaded WordPress.
 *
 * @param array $content demoContent() output: siteName, tagline, authors, categories, entries.
 * @return array Counts: users, categories, posts, pages.
 */
function googlesitekit_local_seed_demo_content( array $content ) {
	global $wpdb;

	// Titles are stored as written ("Grandma's", "&"), not as kses would filter them for a user without unfiltered_html.
	kses_remove_filters();
	wp_defer_term_counting( true );
	// No pingbacks and enclosures to schedule for a local site (a quarter of each post's queries).
	remove_action( 'publish_post', '_publish_post_hook', 5 );
	$wpdb->query( 'START TRANSACTION' );

	update_option( 'blogname', $content['siteName'] );
	update_option( 'blogdescription', $content['tagline'] );

	$users = array();
	foreach ( $content['authors'] as $author ) {
		// On a network the authors are the network's users: a second site's seeding gives them a role there.
		$existing = is_multisite() ? get_user_by( 'login', $author['login'] ) : false;
		if ( $existing ) {
			add_user_to_blog( get_current_blog_id(), $existing->ID, $author['role'] );
			$users[ $author['login'] ] = $existing->ID;
			continue;
		}
		$names = explode( ' ', $author['displayName'], 2 );
		$id    = wp_insert_user(
			wp_slash(
				array(
					'user_login'   => $author['login'],
					'user_pass'    => 'password',
					'user_email'   => $author['login'] . '@example.org',
					'display_name' => $author['displayName'],
					'nickname'     => $author['displayName'],
					'first_name'   => $names[0],
					'last_name'    => $names[1] ?? '',
					'role'         => $author['role'],
				)
			)
		);
		if ( is_wp_error( $id ) ) {
			throw new RuntimeException( 'User ' . $author['login'] . ': ' . $id->get_error_message() );
		}
		$users[ $author['login'] ] = $id;
	}

	// Parents come before their children in the list.
	$terms = array();
	foreach ( $content['categories'] as $category ) {
		$term = wp_insert_term(
			wp_slash( $category['name'] ),
			'category',
			array(
				'slug'   => $category['slug'],
				'parent' => $category['parent'] ? $terms[ $category['parent'] ] : 0,
			)
		);
		if ( is_wp_error( $term ) ) {
			throw new RuntimeException( 'Category ' . $category['slug'] . ': ' . $term->get_error_message() );
		}
		$terms[ $category['slug'] ] = (int) $term['term_id'];
	}

	$now    = current_time( 'mysql', true );
	$counts = array(
		'posts' => 0,
		'pages' => 0,
	);
	foreach ( $content['entries'] as $entry ) {
		if ( 'post' !== $entry['kind'] && 'page' !== $entry['kind'] ) {
			continue;
		}
		// A time of day from the path, never in the future (a future date would schedule the post).
		$date = $entry['date'] . ' ' . gmdate( 'H:i:s', 6 * HOUR_IN_SECONDS + crc32( $entry['path'] ) % ( 14 * HOUR_IN_SECONDS ) );
		$date = min( $date, $now );
		$post = array(
			'post_type'     => $entry['kind'],
			'post_status'   => 'publish',
			'post_title'    => $entry['title'],
			'post_name'     => basename( $entry['path'] ),
			'post_author'   => $users[ $entry['author']['login'] ],
			'post_date'     => $date,
			'post_date_gmt' => $date,
			'post_content'  => googlesitekit_local_demo_text( $entry ),
			'post_category' => array_map(
				static function ( $slug ) use ( $terms ) {
					return $terms[ $slug ];
				},
				$entry['categories']
			),
		);
		if ( 'page' === $entry['kind'] ) {
			// WordPress's install already made a draft Privacy Policy page at that path.
			$existing = get_page_by_path( trim( $entry['path'], '/' ), OBJECT, 'page' );
			if ( $existing ) {
				$post['ID'] = $existing->ID;
			}
		}
		$id = wp_insert_post( wp_slash( $post ), true );
		if ( is_wp_error( $id ) ) {
			throw new RuntimeException( $entry['path'] . ': ' . $id->get_error_message() );
		}
		++$counts[ 'post' === $entry['kind'] ? 'posts' : 'pages' ];
	}

	update_option( 'harvest_hearth_demo_post_sections', googlesitekit_local_demo_sections( $content ) );

	$wpdb->query( 'COMMIT' );
	wp_defer_term_counting( false );
	add_action( 'publish_post', '_publish_post_hook', 5, 1 );
	kses_init_filters();

	return array(
		'users'      => count( $users ),
		'categories' => count( $terms ),
	) + $counts;
}

/**
 * The top-level categories whose posts the emulator shows under /<category>/<post>/.
 *
 * @param array $content Demo content.
 * @return string[] Category slugs.
 */
function googlesitekit_local_demo_sections( array $content ) {
	$sections = array();
	foreach ( $content['entries'] as $entry ) {
		if ( 'post' === $entry['kind'] ) {
			$sections[] = explode( '/', trim( $entry['path'], '/' ) )[0];
		}
	}
	return array_values( array_unique( $sections ) );
}

/**
 * A few paragraphs of placeholder text for an entry, as block markup.
 *
 * @param array $entry Demo content entry.
 * @return string Post content.
 */
function googlesitekit_local_demo_text( array $entry ) {
	$title = esc_html( $entry['title'] );
	$kind  = $entry['categories'][0] ?? 'page';
	switch ( $kind ) {
		case 'recipes':
			$paragraphs = array(
				"This {$title} is one we come back to all year: reliable, forgiving, and easy to scale up for a crowd.",
				'Read the recipe through once before you start, get everything measured, and taste as you go.',
				'Leftovers keep for three days in the fridge in an airtight container.',
			);
			$heading    = 'Ingredients and method';
			break;
		case 'guides':
			$paragraphs = array(
				"{$title}: a short, practical guide from our test kitchen.",
				'We walk through the tools you need, the steps, and the mistakes we made so you do not have to.',
			);
			$heading    = 'Step by step';
			break;
		case 'roundups':
			$paragraphs = array(
				"{$title}, picked from our archive and tested again this season.",
				'Each one links to the full recipe, with notes on timing and substitutions.',
			);
			$heading    = 'Our picks';
			break;
		case 'travel':
			$paragraphs = array(
				"{$title}: where we ate, what we would order again, and what to skip.",
				'Prices and opening hours change, so check before you go.',
			);
			$heading    = 'Where to eat';
			break;
		default:
			$paragraphs = array( "{$title}. Harvest &amp; Hearth is a food and travel blog with recipes tested in a home kitchen." );
			$heading    = '';
	}
	$blocks = array();
	foreach ( $paragraphs as $i => $paragraph ) {
		if ( 1 === $i && '' !== $heading ) {
			$blocks[] = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">{$heading}</h2>\n<!-- /wp:heading -->";
		}
		$blocks[] = "<!-- wp:paragraph -->\n<p>{$paragraph}</p>\n<!-- /wp:paragraph -->";
	}
	return implode( "\n\n", $blocks );
}

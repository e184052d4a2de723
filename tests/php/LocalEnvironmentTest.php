<?php
/**
 * Class LocalEnvironmentTest
 *
 * @package Google\Site_Kit\Tests
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Tests;

/**
 * The local sites never reach the internet; loopback (the site, the emulator) stays reachable. They hold the provider
 * emulator's demo site: its posts, pages and category archives at the paths and with the titles the emulator reports.
 */
final class LocalEnvironmentTest extends TestCase {

	public function test_calls_to_the_internet_are_blocked_at_once(): void {
		$started  = microtime( true );
		$response = wp_remote_get( 'https://www.googleapis.com/oauth2/v2/userinfo', array( 'timeout' => 10 ) );
		$this->assertTrue( is_wp_error( $response ) );
		// WordPress's own refusal (its wording changed in 6.9, which names the URL); the code is the same in every version.
		$this->assertSame( 'http_request_not_executed', $response->get_error_code() );
		$this->assertLessThan( 1.0, microtime( true ) - $started, 'blocked before any network I/O' );
	}

	public function test_loopback_stays_reachable(): void {
		$response = wp_remote_get( home_url( '/wp-login.php' ), array( 'timeout' => 10 ) );
		$this->assertFalse( is_wp_error( $response ), is_wp_error( $response ) ? $response->get_error_message() : '' );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ) );
	}

	public function test_the_provider_base_url_points_at_the_local_emulator(): void {
		$this->assertTrue( defined( 'GOOGLESITEKIT_PROVIDER_BASE_URL' ) );
		$this->assertMatchesRegularExpression( '#^http://127\.0\.0\.1:\d+$#', GOOGLESITEKIT_PROVIDER_BASE_URL );
	}

	public function test_the_site_is_the_demo_site(): void {
		$content = $this->demo_content();
		$this->assertSame( 'Harvest &amp; Hearth', get_option( 'blogname' ) );
		$this->assertSame( $content['tagline'], get_option( 'blogdescription' ) );
		$this->assertSame( 'posts', get_option( 'show_on_front' ) );
	}

	public function test_every_demo_post_and_page_is_at_its_emulator_path_with_its_title_author_and_date(): void {
		$checked = 0;
		foreach ( $this->demo_content()['entries'] as $entry ) {
			if ( 'post' !== $entry['kind'] && 'page' !== $entry['kind'] ) {
				continue;
			}
			$url = home_url( $entry['path'] );
			$id  = url_to_postid( $url );
			$this->assertGreaterThan( 0, $id, $entry['path'] . ' resolves to a post' );
			$post = get_post( $id );
			$this->assertSame( $entry['kind'], $post->post_type, $entry['path'] );
			$this->assertSame( 'publish', $post->post_status, $entry['path'] );
			$this->assertSame( $entry['title'], $post->post_title, $entry['path'] );
			$this->assertSame( $url, get_permalink( $post ), $entry['path'] . ' is its own permalink' );
			$this->assertSame( $entry['author']['login'], get_userdata( (int) $post->post_author )->user_login, $entry['path'] );
			$this->assertSame( $entry['date'], substr( $post->post_date, 0, 10 ), $entry['path'] );
			if ( 'post' === $entry['kind'] ) {
				$categories = wp_get_post_categories( $id, array( 'fields' => 'slugs' ) );
				sort( $categories );
				$expected = $entry['categories'];
				sort( $expected );
				$this->assertSame( $expected, $categories, $entry['path'] );
			}
			++$checked;
		}
		$this->assertGreaterThan( 200, $checked );
	}

	public function test_every_demo_category_archive_is_at_its_emulator_path(): void {
		$content  = $this->demo_content();
		$archives = array_filter(
			$content['entries'],
			static function ( $entry ) {
				return 'category' === $entry['kind'];
			}
		);
		$this->assertNotEmpty( $archives );
		foreach ( $archives as $entry ) {
			$slug = end( $entry['categories'] );
			$term = get_term_by( 'slug', $slug, 'category' );
			$this->assertInstanceOf( \WP_Term::class, $term, $slug );
			$this->assertSame( $entry['title'], $term->name );
			$this->assertSame( home_url( $entry['path'] ), get_term_link( $term ) );
			$this->assertGreaterThan( 0, $term->count, $slug . ' has posts' );
			$parent = count( $entry['categories'] ) > 1 ? get_term_by( 'slug', $entry['categories'][0], 'category' ) : null;
			$this->assertSame( $parent ? $parent->term_id : 0, $term->parent, $slug . ' parent' );
		}
	}

	public function test_the_served_site_answers_the_demo_paths_with_their_titles(): void {
		$content = $this->demo_content();
		$sample  = array( $content['entries'][0] );
		foreach ( array( 'post', 'page', 'category' ) as $kind ) {
			foreach ( $content['entries'] as $entry ) {
				// The first of each kind whose title WordPress prints as written (no curly quotes).
				if ( $kind === $entry['kind'] && ! str_contains( $entry['title'], "'" ) ) {
					$sample[] = $entry;
					break;
				}
			}
		}
		$this->assertCount( 4, $sample );
		foreach ( $sample as $entry ) {
			$response = wp_remote_get(
				home_url( $entry['path'] ),
				array(
					'timeout'     => 30,
					'redirection' => 0,
				)
			);
			$this->assertNotWPError( $response );
			$this->assertSame( 200, wp_remote_retrieve_response_code( $response ), $entry['path'] );
			$this->assertMatchesRegularExpression( '#<title>([^<]*)</title>#', wp_remote_retrieve_body( $response ) );
			preg_match( '#<title>([^<]*)</title>#', wp_remote_retrieve_body( $response ), $match );
			$expected = 'home' === $entry['kind'] ? 'Harvest & Hearth – ' . $entry['title'] : $entry['title'] . ' – Harvest & Hearth';
			$this->assertSame( $expected, html_entity_decode( $match[1], ENT_QUOTES, 'UTF-8' ), $entry['path'] );
		}
	}

	public function test_the_demo_authors_and_the_test_users_can_log_in_with_password(): void {
		$users = array(
			'admin'      => 'administrator',
			'editor'     => 'editor',
			'author'     => 'author',
			'subscriber' => 'subscriber',
		);
		foreach ( $this->demo_content()['authors'] as $author ) {
			$users[ $author['login'] ] = $author['role'];
		}
		$this->assertCount( 4 + count( $this->demo_content()['authors'] ), $users );
		foreach ( $users as $login => $role ) {
			$user = wp_authenticate( $login, 'password' );
			$this->assertInstanceOf( \WP_User::class, $user, $login );
			$this->assertSame( array( $role ), $user->roles, $login );
		}
		$this->assertSame( 'Maya Okafor', get_user_by( 'login', 'maya' )->display_name );
	}
}

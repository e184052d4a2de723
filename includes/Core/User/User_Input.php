<?php
/**
 * Class User_Input
 *
 * @package Google\Site_Kit\Core\User
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\User;

use Google\Site_Kit\Core\Authentication\Token_Store;
use WP_Error;

/**
 * The three personalisation questions (spec §3) and their answers, with who answered.
 */
final class User_Input {

	public const OPTION = 'googlesitekit_user_input_settings';

	/**
	 * Question => [ allowed values, maximum answers ].
	 */
	public const QUESTIONS = array(
		'purpose'       => array( array( 'sell_products_or_service', 'monetize_content', 'publish_blog', 'publish_news', 'share_portfolio', 'other' ), 1 ),
		'postFrequency' => array( array( 'never', 'daily', 'weekly', 'monthly', 'other' ), 1 ),
		'goals'         => array( array( 'retaining_visitors', 'improving_performance', 'finding_new_topics', 'growing_audience', 'expanding_business', 'generating_revenue', 'help_better_rank', 'understanding_content_performance', 'encourage_to_post', 'other' ), 3 ),
	);

	/**
	 * Constructor.
	 *
	 * @param Token_Store $store Per-user store (for the answering user's Google photo).
	 */
	public function __construct( private readonly Token_Store $store ) {}

	/**
	 * The answers with their authors.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function get(): array {
		$stored = get_option( self::OPTION, array() );
		$out    = array();
		foreach ( array_keys( self::QUESTIONS ) as $question ) {
			$entry            = is_array( $stored ) && isset( $stored[ $question ] ) && is_array( $stored[ $question ] ) ? $stored[ $question ] : array();
			$values           = array_values( array_map( 'strval', (array) ( $entry['values'] ?? array() ) ) );
			$answered_by      = (int) ( $entry['answeredBy'] ?? 0 );
			$out[ $question ] = array(
				'values' => $values,
				'scope'  => 'site',
			);
			if ( $answered_by ) {
				$user                           = get_userdata( $answered_by );
				$profile                        = $this->store->profile( $answered_by );
				$out[ $question ]['answeredBy'] = $answered_by;
				$out[ $question ]['author']     = array(
					'login' => $user ? $user->user_login : '',
					'photo' => $profile['picture'] ?? '',
				);
			}
		}
		return $out;
	}

	/**
	 * Whether every question has an answer.
	 */
	public function is_completed(): bool {
		foreach ( $this->get() as $answer ) {
			if ( ! $answer['values'] ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Saves answers for some questions.
	 *
	 * @param int                     $user_id  Who answers.
	 * @param array<string, string[]> $settings Question => values.
	 * @return array<string, array<string, mixed>>|WP_Error
	 */
	public function save( int $user_id, array $settings ): array|WP_Error {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		foreach ( $settings as $question => $values ) {
			if ( ! isset( self::QUESTIONS[ $question ] ) ) {
				/* translators: %s: question key */
				return new WP_Error( 'rest_invalid_param', sprintf( __( 'Unknown question: %s.', 'google-site-kit' ), $question ), array( 'status' => 400 ) );
			}
			list( $allowed, $max ) = self::QUESTIONS[ $question ];
			$values                = array_values( array_unique( array_map( 'strval', (array) $values ) ) );
			if ( ! $values ) {
				$message = 1 === $max ? __( 'Please select an answer', 'google-site-kit' ) : __( 'Please select at least 1 answer', 'google-site-kit' );
				return new WP_Error(
					'rest_invalid_param',
					$message,
					array(
						'status' => 400,
						'params' => array( $question => $message ),
					)
				);
			}
			$unknown = array_diff( $values, $allowed );
			if ( $unknown ) {
				/* translators: 1: question key, 2: invalid values */
				return new WP_Error( 'rest_invalid_param', sprintf( __( 'Invalid answer for %1$s: %2$s.', 'google-site-kit' ), $question, implode( ', ', $unknown ) ), array( 'status' => 400 ) );
			}
			$stored[ $question ] = array(
				'values'     => array_slice( $values, 0, $max ),
				'answeredBy' => $user_id,
			);
		}
		update_option( self::OPTION, $stored, false );
		return $this->get();
	}
}

<?php
/**
 * Class Schema
 *
 * @package Google\Site_Kit\Core\Abilities
 */

declare( strict_types=1 );

namespace Google\Site_Kit\Core\Abilities;

/**
 * Building blocks of the abilities' JSON schemas (the subset of draft 4 WordPress validates). Objects are strict:
 * no property beyond those listed, and every listed one present unless said otherwise.
 */
final class Schema {

	/**
	 * An object with exactly these properties.
	 *
	 * @param array<string, array<string, mixed>> $properties Property schemas.
	 * @param string[]|null                       $required   Required properties; all of them when null.
	 * @param string                              $description What it is.
	 * @return array<string, mixed>
	 */
	public static function object( array $properties, ?array $required = null, string $description = '' ): array {
		$schema = array(
			'type'                 => 'object',
			'properties'           => $properties,
			'required'             => $required ?? array_keys( $properties ),
			'additionalProperties' => false,
		);
		if ( array() === $schema['required'] ) {
			unset( $schema['required'] );
		}
		return '' === $description ? $schema : array( 'description' => $description ) + $schema;
	}

	/**
	 * A list of items.
	 *
	 * @param array<string, mixed> $items       Item schema.
	 * @param string               $description What it is.
	 * @return array<string, mixed>
	 */
	public static function list_of( array $items, string $description = '' ): array {
		return self::described(
			array(
				'type'  => 'array',
				'items' => $items,
			),
			$description
		);
	}

	/**
	 * A value of a type, or null.
	 *
	 * @param string $type        JSON type.
	 * @param string $description What it is.
	 * @return array<string, mixed>
	 */
	public static function nullable( string $type, string $description = '' ): array {
		return self::described( array( 'type' => array( $type, 'null' ) ), $description );
	}

	/**
	 * A value of a type.
	 *
	 * @param string               $type        JSON type.
	 * @param string               $description What it is.
	 * @param array<string, mixed> $extra       Further keywords (enum, pattern…).
	 * @return array<string, mixed>
	 */
	public static function of( string $type, string $description = '', array $extra = array() ): array {
		return self::described( array( 'type' => $type ) + $extra, $description );
	}

	/**
	 * A day, YYYY-MM-DD (WordPress's validator knows no "date" format: a pattern says it).
	 *
	 * @param bool   $nullable    Whether null is allowed.
	 * @param string $description What it is.
	 * @return array<string, mixed>
	 */
	public static function day( bool $nullable, string $description ): array {
		return array(
			'description' => $description,
			'type'        => $nullable ? array( 'string', 'null' ) : 'string',
			'pattern'     => '^\d{4}-\d{2}-\d{2}$',
		);
	}

	/**
	 * A number as JSON should carry it: integral values as integers (Google's counts), others as they are.
	 *
	 * @param int|float $value Value.
	 */
	public static function number( int|float $value ): int|float {
		return is_float( $value ) && floor( $value ) === $value && abs( $value ) < PHP_INT_MAX ? (int) $value : $value;
	}

	/**
	 * A schema with its description first, when there is one.
	 *
	 * @param array<string, mixed> $schema      Schema.
	 * @param string               $description Description.
	 * @return array<string, mixed>
	 */
	private static function described( array $schema, string $description ): array {
		return '' === $description ? $schema : array( 'description' => $description ) + $schema;
	}
}

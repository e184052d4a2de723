<?php
/**
 * Lists the gettext calls of PHP files with PHP's own tokenizer, for bin/make-pot.mjs.
 *
 * Usage: php bin/i18n/php-calls.php FUNCTION,FUNCTION,... FILE... > calls.json
 *
 * Prints a JSON array of { file, line, fn, args, comments }: args holds each argument's
 * string value when it is a literal (or literals joined with "."), null otherwise;
 * comments holds the text of the comments that stand on the call's line or the line
 * before it, or inside its argument list.
 *
 * @package Google\Site_Kit
 */

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput -- a command-line tool, not plugin code.

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

/**
 * The value of a T_CONSTANT_ENCAPSED_STRING token.
 *
 * @param string $token Token text, quotes included.
 * @return string
 */
function googlesitekit_i18n_string_value( $token ) {
	$quote = $token[0];
	$body  = substr( $token, 1, -1 );
	if ( "'" === $quote ) {
		return str_replace( array( '\\\\', "\\'" ), array( '\\', "'" ), $body );
	}
	return preg_replace_callback(
		'/\\\\(u\{[0-9A-Fa-f]+\}|x[0-9A-Fa-f]{1,2}|[0-7]{1,3}|.)/s',
		static function ( $m ) {
			$e = $m[1];
			$simple = array(
				'n'  => "\n",
				't'  => "\t",
				'r'  => "\r",
				'v'  => "\v",
				'e'  => "\e",
				'f'  => "\f",
				'\\' => '\\',
				'$'  => '$',
				'"'  => '"',
			);
			if ( isset( $simple[ $e ] ) ) {
				return $simple[ $e ];
			}
			if ( 'u' === $e[0] && strlen( $e ) > 1 ) {
				return mb_chr( hexdec( substr( $e, 2, -1 ) ), 'UTF-8' );
			}
			if ( 'x' === $e[0] && strlen( $e ) > 1 ) {
				return chr( hexdec( substr( $e, 1 ) ) );
			}
			if ( ctype_digit( $e ) ) {
				return chr( octdec( $e ) & 255 );
			}
			return '\\' . $e;
		},
		$body
	);
}

$functions = array_flip( explode( ',', $argv[1] ?? '' ) );
$calls     = array();
$skip      = array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT );

foreach ( array_slice( $argv, 2 ) as $file ) {
	$tokens   = token_get_all( file_get_contents( $file ) );
	$count    = count( $tokens );
	$comments = array(); // [ end line, text ] of every comment so far.
	$previous = null;    // The last significant token before the current one.

	for ( $i = 0; $i < $count; $i++ ) {
		$token = $tokens[ $i ];
		if ( is_array( $token ) && in_array( $token[0], array( T_COMMENT, T_DOC_COMMENT ), true ) ) {
			$comments[] = array( $token[2] + substr_count( $token[1], "\n" ), $token[1] );
		}
		if ( is_array( $token ) && in_array( $token[0], $skip, true ) ) {
			continue;
		}
		$before   = $previous;
		$previous = $token;
		if ( ! is_array( $token ) || ! in_array( $token[0], array( T_STRING, T_NAME_FULLY_QUALIFIED ), true ) ) {
			continue;
		}
		$name = ltrim( $token[1], '\\' );
		if ( ! isset( $functions[ $name ] ) ) {
			continue;
		}
		// A method, a static call or the function's own definition is not a gettext call.
		if ( is_array( $before ) && in_array( $before[0], array( T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_NEW ), true ) ) {
			continue;
		}
		$j = $i + 1;
		while ( $j < $count && is_array( $tokens[ $j ] ) && in_array( $tokens[ $j ][0], $skip, true ) ) {
			++$j;
		}
		if ( '(' !== ( $tokens[ $j ] ?? null ) ) {
			continue;
		}
		$line = $token[2];
		$near = array();
		foreach ( $comments as $comment ) {
			if ( $comment[0] >= $line - 1 ) {
				$near[] = $comment[1];
			}
		}

		// Arguments: each a list of significant tokens, split on top-level commas.
		$args  = array( array() );
		$depth = 0;
		for ( ++$j; $j < $count; $j++ ) {
			$t = $tokens[ $j ];
			if ( is_array( $t ) && in_array( $t[0], array( T_COMMENT, T_DOC_COMMENT ), true ) ) {
				$near[] = $t[1];
				continue;
			}
			if ( is_array( $t ) && T_WHITESPACE === $t[0] ) {
				continue;
			}
			$text = is_array( $t ) ? $t[1] : $t;
			if ( in_array( $text, array( '(', '[', '{' ), true ) || ( is_array( $t ) && in_array( $t[0], array( T_CURLY_OPEN, T_DOLLAR_OPEN_CURLY_BRACES ), true ) ) ) {
				++$depth;
			} elseif ( in_array( $text, array( ')', ']', '}' ), true ) ) {
				if ( 0 === $depth ) {
					break;
				}
				--$depth;
			} elseif ( ',' === $text && 0 === $depth ) {
				$args[] = array();
				continue;
			}
			$args[ count( $args ) - 1 ][] = $t;
		}

		$values = array();
		foreach ( $args as $arg ) {
			$value = '';
			$ok    = count( $arg ) > 0;
			foreach ( $arg as $k => $t ) {
				if ( 0 === $k % 2 && is_array( $t ) && T_CONSTANT_ENCAPSED_STRING === $t[0] ) {
					$value .= googlesitekit_i18n_string_value( $t[1] );
				} elseif ( 1 === $k % 2 && '.' === $t ) {
					continue;
				} else {
					$ok = false;
					break;
				}
			}
			$values[] = $ok && 1 === count( $arg ) % 2 ? $value : null;
		}
		if ( array( array() ) === $args ) {
			$values = array();
		}

		$calls[] = array(
			'file'     => $file,
			'line'     => $line,
			'fn'       => $name,
			'args'     => $values,
			'comments' => $near,
		);
		// A comment belongs to one call only.
		$comments = array();
	}
}

echo json_encode( $calls, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE );

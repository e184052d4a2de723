/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FigureName, SiteFigures } from '../../datastore/network';
import { formatCurrency, formatNumber } from '../../util/numbers';
import { columnLabel } from './labels';

interface FigureCellProps {
	name: FigureName;
	/** The site's figures: those read lazily, else the list's. */
	figures: SiteFigures;
	/** The lazy read of the site's figures is under way. */
	loading: boolean;
	/** The lazy read failed (the row says why). */
	failed: boolean;
}

/**
 * One figure of a site, formatted as the dashboard formats it ("1.3K", "$12.34"); "—" when the site has none, a
 * loading state while it is read, "Error" when Google refused or failed it.
 *
 * @param props         Component props.
 * @param props.name
 * @param props.figures
 * @param props.loading
 * @param props.failed
 */
export default function FigureCell( {
	name,
	figures,
	loading,
	failed,
}: FigureCellProps ) {
	const label = columnLabel( name );
	let content;
	const error = figures.errors?.[ name ];
	if ( error ) {
		// What Google said is told once, under the site's name (SiteRow).
		content = (
			<span className="googlesitekit-network__figure-error">
				{ __( 'Error', 'google-site-kit' ) }
			</span>
		);
	} else if ( figures.pending.includes( name ) ) {
		content = failed ? (
			<span className="googlesitekit-network__figure-none">
				{ __( 'Not loaded', 'google-site-kit' ) }
			</span>
		) : (
			<span
				className="googlesitekit-network__figure-loading"
				aria-busy={ loading }
			>
				{ __( 'Loading…', 'google-site-kit' ) }
			</span>
		);
	} else {
		const value = figures[ name ];
		if ( value === null || value === undefined ) {
			content = (
				<span className="googlesitekit-network__figure-none">
					<span aria-hidden="true">—</span>
					<span className="screen-reader-text">
						{ __( 'None', 'google-site-kit' ) }
					</span>
				</span>
			);
		} else if ( typeof value === 'number' ) {
			content = formatNumber( value );
		} else {
			content = value.currency
				? formatCurrency( value.value, value.currency )
				: formatNumber( value.value );
		}
	}
	return (
		<td
			className={ `googlesitekit-network__figure googlesitekit-network__figure--${ name }` }
			data-label={ label }
		>
			{ content }
		</td>
	);
}

/**
 * Internal dependencies
 */
import { getModuleServices } from '../module-lists/services';
import { useEntityDashboardLink, useHomeURL } from './hooks';
import { pageOfReport } from './urls';

interface PageLabelProps {
	/** The page as the report names it: a path ("/recipes/") or a URL. */
	page: string;
	/** Its title, when the report has one. */
	title?: string;
	/** Class of the label: the row's primary or secondary text. */
	className?: string;
}

/**
 * The values providers put in report rows in place of a real one (e.g. GA4's "(not set)" and "(other)"), each with
 * what it means: every module's service's `placeholders`.
 */
function placeholders(): Record< string, string > {
	return Object.assign(
		{},
		...Object.values( getModuleServices() ).map(
			( service ) => service.placeholders || {}
		)
	);
}

/**
 * What a row naming a page of another host means: the note of the service that declares one (`otherHostNote`).
 */
function otherHostNote(): string {
	const declared = Object.values( getModuleServices() ).find(
		( service ) => service.otherHostNote
	);
	return declared?.otherHostNote || '';
}

/**
 * Whether a report's value is a provider's placeholder rather than a real value.
 *
 * @param value A dimension value of a report row.
 */
function isPlaceholder( value: string ): boolean {
	return Object.prototype.hasOwnProperty.call( placeholders(), value );
}

/**
 * What a provider's placeholder value means, in a site owner's words.
 *
 * @param value E.g. "(not set)" or "(other)".
 */
export function placeholderExplanation( value: string ): string {
	return placeholders()[ value ] || '';
}

/**
 * A report's value that is a provider's placeholder (e.g. GA4's "(not set)",
 * "(other)"): plain text with a short explanation, never a link.
 *
 * @param props           Component props.
 * @param props.value     The placeholder.
 * @param props.className Class of the label.
 */
export function PlaceholderValue( {
	value,
	className,
}: {
	value: string;
	className?: string;
} ) {
	const explanation = placeholderExplanation( value );
	return (
		<span className="googlesitekit-placeholder-value">
			<span className={ className } title={ explanation }>
				{ value }
			</span>
			<span className="googlesitekit-placeholder-value__note">
				{ explanation }
			</span>
		</span>
	);
}

/**
 * A page in a report's table: its title (or decoded path) linking to its
 * entity dashboard, cut to two lines with the full text on hover. Provider
 * placeholders (the services' `placeholders`, e.g. "(not set)") and pages of another host (with the note a
 * service declares, `otherHostNote`) are shown as plain text.
 *
 * @param props           Component props.
 * @param props.page
 * @param props.title
 * @param props.className
 */
export default function PageLabel( {
	page,
	title,
	className = 'googlesitekit-table__primary',
}: PageLabelProps ) {
	const homeURL = useHomeURL() || '';
	const entityLink = useEntityDashboardLink();
	if ( isPlaceholder( page ) ) {
		return <PlaceholderValue value={ page } className={ className } />;
	}
	const { kind, label, full } = pageOfReport( page, homeURL );
	const text = title && ! isPlaceholder( title ) ? title : label;
	const classes = `${ className } googlesitekit-clamp-2`;
	if ( kind === 'other-host' ) {
		return (
			<span
				className={ `${ classes } googlesitekit-page--other-host` }
				title={ [ full, otherHostNote() ]
					.filter( Boolean )
					.join( '\n' ) }
			>
				{ label }
			</span>
		);
	}
	return (
		<a
			className={ classes }
			href={ entityLink( page ) }
			title={ title ? `${ title }\n${ full }` : full }
		>
			{ text }
		</a>
	);
}

/**
 * The Speed widget's recommendations: the failed Lighthouse insights that would save the most time.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PageSpeedReport } from '../report';
import { formatSaving, topInsights } from './insights';
import MarkdownText from './MarkdownText';

/**
 * The failed Lighthouse insights that would save the most (see insights.ts
 * for the order), each with its savings and, on demand, Google's advice.
 *
 * @param props        Component props.
 * @param props.report PSI answer.
 */
export default function Recommendations( {
	report,
}: {
	report: PageSpeedReport;
} ) {
	const insights = topInsights( report );
	return (
		<section className="googlesitekit-speed__section">
			<h4 className="googlesitekit-speed__heading">
				{ __( 'Top recommendations', 'google-site-kit' ) }
			</h4>
			{ insights.length ? (
				<ol className="googlesitekit-speed__recommendations">
					{ insights.map( ( insight ) => (
						<li key={ insight.id }>
							<div className="googlesitekit-speed__recommendation">
								<span className="googlesitekit-speed__insight-title">
									{ insight.title }
								</span>
								<span className="googlesitekit-speed__saving">
									{ insight.savings.length
										? sprintf(
												/* translators: %s: savings per metric, e.g. "LCP −450 ms, FCP −300 ms" */
												__(
													'Estimated savings: %s',
													'google-site-kit'
												),
												insight.savings
													.map( formatSaving )
													.join( ', ' )
										  )
										: insight.displayValue }
								</span>
							</div>
							{ insight.description && (
								<details className="googlesitekit-speed__details">
									<summary>
										{ __(
											'How to fix it',
											'google-site-kit'
										) }
									</summary>
									<p>
										<MarkdownText
											markdown={ insight.description }
										/>
									</p>
								</details>
							) }
						</li>
					) ) }
				</ol>
			) : (
				<p className="googlesitekit-speed__note">
					{ __(
						'Nothing to improve: this page passes every check that saves loading time.',
						'google-site-kit'
					) }
				</p>
			) }
		</section>
	);
}

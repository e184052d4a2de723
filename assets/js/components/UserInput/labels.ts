/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	USER_INPUT_MAX_ANSWERS,
	type UserInputQuestion,
} from '../../datastore/user/constants';

/**
 * The personalisation questions as the user reads them.
 * @param question
 */
export function questionTitle( question: UserInputQuestion ): string {
	switch ( question ) {
		case 'purpose':
			return __(
				'What is the main purpose of this site?',
				'google-site-kit'
			);
		case 'postFrequency':
			return __(
				'How often do you create new content for this site?',
				'google-site-kit'
			);
		case 'goals':
			return __(
				'What are your top goals for this site?',
				'google-site-kit'
			);
	}
}

/**
 * What a question is for, shown under its title.
 *
 * @param question Question key.
 */
export function questionDescription( question: UserInputQuestion ): string {
	switch ( question ) {
		case 'purpose':
			return __(
				'Site Kit will suggest the metrics that show how well your site does what it is there for.',
				'google-site-kit'
			);
		case 'postFrequency':
			return __(
				'Site Kit will suggest metrics that fit how often new content reaches your site.',
				'google-site-kit'
			);
		case 'goals':
			return __(
				'Site Kit will suggest the metrics that track your progress towards these goals.',
				'google-site-kit'
			);
	}
}

/**
 * How many answers a question takes, as the instruction under it says (spec §5).
 *
 * @param question Question key.
 */
export function questionInstruction( question: UserInputQuestion ): string {
	const max = USER_INPUT_MAX_ANSWERS[ question ];
	return max === 1
		? sprintf(
				/* translators: %d: the number of answers allowed (1) */
				__( 'Select only %d answer', 'google-site-kit' ),
				max
		  )
		: sprintf(
				/* translators: %d: the most answers allowed */
				__( 'Select up to %d answers', 'google-site-kit' ),
				max
		  );
}

/**
 * The answers' labels, by question then value (spec §3 lists the values).
 * A function, so the translations are looked up when shown.
 */
function answerLabels(): Record< UserInputQuestion, Record< string, string > > {
	return {
		purpose: {
			sell_products_or_service: __(
				'Sell products or services',
				'google-site-kit'
			),
			monetize_content: __(
				'Monetize content with ads or subscriptions',
				'google-site-kit'
			),
			publish_blog: __( 'Publish a blog', 'google-site-kit' ),
			publish_news: __( 'Publish news', 'google-site-kit' ),
			share_portfolio: __(
				'Share a portfolio or business card',
				'google-site-kit'
			),
			other: __( 'Other', 'google-site-kit' ),
		},
		postFrequency: {
			never: __( 'Never', 'google-site-kit' ),
			daily: __( 'Daily', 'google-site-kit' ),
			weekly: __( 'Weekly', 'google-site-kit' ),
			monthly: __( 'Monthly', 'google-site-kit' ),
			other: __( 'Other', 'google-site-kit' ),
		},
		goals: {
			retaining_visitors: __(
				'Turn visitors into loyal readers or customers',
				'google-site-kit'
			),
			improving_performance: __(
				'Make my content perform better',
				'google-site-kit'
			),
			finding_new_topics: __(
				'Find new topics my audience cares about',
				'google-site-kit'
			),
			growing_audience: __( 'Grow my audience', 'google-site-kit' ),
			expanding_business: __(
				'Take my business to new places or markets',
				'google-site-kit'
			),
			generating_revenue: __( 'Earn more revenue', 'google-site-kit' ),
			help_better_rank: __(
				'Rank higher in Google Search results',
				'google-site-kit'
			),
			understanding_content_performance: __(
				'Understand which content does best',
				'google-site-kit'
			),
			encourage_to_post: __(
				'Be encouraged to post more often',
				'google-site-kit'
			),
			other: __( 'Other', 'google-site-kit' ),
		},
	};
}

/**
 * The label of one answer; the raw value when it is not a known one.
 *
 * @param question Question key.
 * @param value    Answer value.
 */
export function answerLabel(
	question: UserInputQuestion,
	value: string
): string {
	return answerLabels()[ question ][ value ] ?? value;
}

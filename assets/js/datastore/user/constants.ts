export const STORE_NAME = 'core/user';

/**
 * The plugin's capabilities (spec §6).
 */
export const PERMISSION_AUTHENTICATE = 'googlesitekit_authenticate';
export const PERMISSION_SETUP = 'googlesitekit_setup';
export const PERMISSION_VIEW_DASHBOARD = 'googlesitekit_view_dashboard';
export const PERMISSION_MANAGE_OPTIONS = 'googlesitekit_manage_options';
export const PERMISSION_READ_SHARED_MODULE_DATA =
	'googlesitekit_read_shared_module_data';
export const PERMISSION_MANAGE_MODULE_SHARING_OPTIONS =
	'googlesitekit_manage_module_sharing_options';
export const PERMISSION_DELEGATE_MODULE_SHARING_MANAGEMENT =
	'googlesitekit_delegate_module_sharing_management';
export const PERMISSION_UPDATE_PLUGINS = 'googlesitekit_update_plugins';

/**
 * The personalisation questions (spec §3), in the order they are asked.
 */
export const USER_INPUT_QUESTIONS = [
	'purpose',
	'postFrequency',
	'goals',
] as const;

export type UserInputQuestion = ( typeof USER_INPUT_QUESTIONS )[ number ];

/**
 * How many answers each question takes (spec §9).
 */
export const USER_INPUT_MAX_ANSWERS: Record< UserInputQuestion, number > = {
	purpose: 1,
	postFrequency: 1,
	goals: 3,
};

/**
 * The answers each question offers (spec §3).
 */
export const USER_INPUT_ANSWERS: Record<
	UserInputQuestion,
	readonly string[]
> = {
	purpose: [
		'sell_products_or_service',
		'monetize_content',
		'publish_blog',
		'publish_news',
		'share_portfolio',
		'other',
	],
	postFrequency: [ 'never', 'daily', 'weekly', 'monthly', 'other' ],
	goals: [
		'retaining_visitors',
		'improving_performance',
		'finding_new_topics',
		'growing_audience',
		'expanding_business',
		'generating_revenue',
		'help_better_rank',
		'understanding_content_performance',
		'encourage_to_post',
		'other',
	],
};

/**
 * Code of the error saveUserInputSettings() answers with, without a request,
 * when a question has no answer.
 */
export const ERROR_CODE_USER_INPUT_INVALID = 'user_input_invalid';

/**
 * Internal dependencies
 */
import { getBaseData } from '../../api/base-data';

/**
 * Whether a feature flag is on (the boot data's `features`, set by the PHP
 * side's Feature_Flags). The one way components read a feature flag.
 *
 * @param name Feature name, e.g. `userInput`, `dashboardSharing`, `gteSupport`.
 */
export function useFeature( name: string ): boolean {
	return !! getBaseData().features?.[ name ];
}

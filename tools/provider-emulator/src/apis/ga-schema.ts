/**
 * GA4 Data API `GET properties/{id}/metadata`: the dimensions (apis/ga-dimensions.ts) and metrics
 * (apis/ga-metrics.ts) the emulator serves.
 */
import { CUSTOM_EVENT, DIMENSION_NAMES } from './ga-dimensions';
import { METRICS } from './ga-metrics';

/**
 * GET properties/{id}/metadata
 * @param propertyId
 * @param custom
 */
export function metadataBody(
	propertyId: string,
	custom: ReadonlyArray< { parameterName: string; displayName: string } > = []
) {
	return {
		name: `properties/${ propertyId }/metadata`,
		dimensions: [
			...DIMENSION_NAMES.map( ( apiName ) => ( {
				apiName,
				uiName: apiName,
				description: '',
				category: 'General',
			} ) ),
			...custom.map( ( d ) => ( {
				apiName: `${ CUSTOM_EVENT }${ d.parameterName }`,
				uiName: d.displayName,
				description: '',
				category: 'Event-scoped Custom Dimension',
				customDefinition: true,
			} ) ),
		],
		metrics: Object.entries( METRICS ).map( ( [ apiName, def ] ) => ( {
			apiName,
			uiName: def.uiName,
			description: '',
			type: def.type,
			category: 'General',
		} ) ),
	};
}

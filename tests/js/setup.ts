import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { act, configure as configureReact } from '@testing-library/react';
import { registry } from '../../assets/js/datastore/registry';
import { setUpModules } from '../../assets/js/modules/setup';
import { moduleComponentsList } from '../../assets/js/widgets/module-lists/components';
import { moduleHistoriesList } from '../../assets/js/widgets/module-lists/histories';
import { moduleIconsList } from '../../assets/js/widgets/module-lists/icons';
import { moduleServicesList } from '../../assets/js/widgets/module-lists/services';
import { moduleSummariesList } from '../../assets/js/widgets/module-lists/summaries';
import { moduleWidgetsList } from '../../assets/js/widgets/module-lists/widgets';
import { moduleKeyMetricTilesList } from '../../assets/js/widgets/module-lists/key-metric-tiles';

// user-event drives the top-level testing-library DOM package, which the React testing library does not configure
// (it has its own copy): wrap its events in act() and let React updates during its waits happen outside act(), as
// the React testing library does for its own copy.
declare const globalThis: { IS_REACT_ACT_ENVIRONMENT?: boolean };

configure( {
	eventWrapper: ( callback ) => {
		let result: unknown;
		act( () => {
			result = callback();
		} );
		return result;
	},
	asyncWrapper: async ( callback ) => {
		const previous = globalThis.IS_REACT_ACT_ENVIRONMENT;
		globalThis.IS_REACT_ACT_ENVIRONMENT = false;
		try {
			return await callback();
		} finally {
			globalThis.IS_REACT_ACT_ENVIRONMENT = previous;
		}
	},
} );

// A loaded CI machine (the E2E servers start beside jest) can take over a second for a screen's few resolver hops:
// waitFor/findBy wait up to 3 s instead of 1 s before failing.
configureReact( { asyncUtilTimeout: 3000 } );

// As every screen's entry does (assets/js/entries/setup.ts): the registries get the module settings stores, the
// batcher the modules' uncached datapoints and slow providers.
setUpModules( registry );

// As the entries' set-ups do (assets/js/entries/lists/), every module list is handed down to the shared screens and
// widgets; each is loaded on its first read, so that a test loads only what its screen reads (and a widget's chart
// library only where the test prepared jsdom for it, widgets/test/chart-env.ts). require(), not import: loaded on
// first read, not when every test starts.
moduleComponentsList.load(
	() => require( '../../assets/js/modules' ).MODULE_COMPONENTS
);
moduleServicesList.load(
	() => require( '../../assets/js/modules/services' ).MODULE_SERVICES
);
moduleSummariesList.load(
	() => require( '../../assets/js/modules/summaries' ).MODULE_SUMMARIES
);
moduleHistoriesList.load(
	() => require( '../../assets/js/modules/histories' ).MODULE_HISTORIES
);
moduleIconsList.load(
	() => require( '../../assets/js/modules/icons' ).MODULE_ICONS
);
moduleWidgetsList.load(
	() => require( '../../assets/js/modules/widgets' ).MODULE_WIDGETS
);
moduleKeyMetricTilesList.load(
	() =>
		require( '../../assets/js/modules/key-metric-tiles' )
			.MODULE_KEY_METRIC_TILES
);

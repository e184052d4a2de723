/**
 * Internal dependencies
 */
import { accountMenuFor } from '../Header/HeaderMenus';

describe( 'the header’s account menu (spec §2 header rules)', () => {
	it.each( [
		// authenticated, dashboardSharing, viewContext, expected
		[ true, true, 'mainDashboard', 'user' ],
		[ true, false, 'mainDashboardViewOnly', 'user' ],
		[ true, true, 'mainDashboardViewOnly', null ],
		[ false, true, 'mainDashboardViewOnly', 'viewOnly' ],
		[ false, true, 'entityDashboardViewOnly', 'viewOnly' ],
		[ false, false, 'mainDashboardViewOnly', null ],
		[ false, true, 'mainDashboard', null ],
		[ undefined, true, 'mainDashboardViewOnly', null ],
	] as const )(
		'authenticated %p, sharing %p, on %p → %p',
		( authenticated, sharing, context, expected ) => {
			expect( accountMenuFor( authenticated, sharing, context ) ).toBe(
				expected
			);
		}
	);
} );

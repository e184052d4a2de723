/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import DataBlock from '../DataBlock';
import { TileChange } from '../KeyMetricTile';
import { CompareModeContext } from '../../hooks/compare-mode';
import type { CompareMode } from '../../../util/date-range';

function renderWith( mode: CompareMode | undefined ) {
	const figures = (
		<>
			<DataBlock title="Clicks" value={ 120 } previous={ 100 } />
			<TileChange current={ 50 } previous={ 40 } />
		</>
	);
	return render(
		mode ? (
			<CompareModeContext.Provider value={ mode }>
				{ figures }
			</CompareModeContext.Provider>
		) : (
			figures
		)
	);
}

describe( 'the change line follows the user’s compare mode', () => {
	it( 'says previous period by default', () => {
		renderWith( undefined );
		expect(
			screen.getByText( /20% vs previous period/ )
		).toBeInTheDocument();
		expect(
			screen.getByText( /25% vs previous period/ )
		).toBeInTheDocument();
	} );

	it( 'says same period last year when that is the comparison', () => {
		renderWith( 'same-period-last-year' );
		expect(
			screen.getByText( /20% vs same period last year/ )
		).toBeInTheDocument();
		expect(
			screen.getByText( /25% vs same period last year/ )
		).toBeInTheDocument();
	} );

	it( 'shows no change when the user compares with nothing', () => {
		const { container } = renderWith( 'none' );
		expect( container ).not.toHaveTextContent( /vs/ );
		expect( screen.getByText( '120' ) ).toBeInTheDocument();
	} );
} );

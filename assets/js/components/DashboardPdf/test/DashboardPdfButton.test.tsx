/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import DashboardPdfButton from '../DashboardPdfButton';
import { downloadPdf } from '../download-pdf';

jest.mock( '../download-pdf', () => ( { downloadPdf: jest.fn() } ) );

const RANGE = { dateRange: 'last-7-days', compare: 'none' } as const;

describe( 'DashboardPdfButton', () => {
	it( 'loads the PDF code when pressed, passes the range, and takes no second press while it works', async () => {
		let finish: ( printed: boolean ) => void = () => undefined;
		( downloadPdf as jest.Mock ).mockImplementation(
			() =>
				new Promise< boolean >( ( resolve ) => {
					finish = resolve;
				} )
		);
		render( <DashboardPdfButton range={ RANGE } /> );
		const button = screen.getByRole( 'button', { name: 'Download PDF' } );
		expect( button ).toHaveClass( 'googlesitekit-print-hide' );
		expect( downloadPdf ).not.toHaveBeenCalled();

		await userEvent.click( button );
		await act( () => Promise.resolve() );
		expect( downloadPdf ).toHaveBeenCalledWith( button, RANGE );
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		// Still focusable while busy (not `disabled`).
		expect( button ).not.toBeDisabled();

		await userEvent.click( button );
		expect( downloadPdf ).toHaveBeenCalledTimes( 1 );

		await act( async () => finish( true ) );
		expect( button ).toHaveAttribute( 'aria-disabled', 'false' );
	} );
} );

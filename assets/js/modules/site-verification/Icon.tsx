/**
 * The Site Verification icon: a shield with a check mark.
 *
 * @param props      Component props.
 * @param props.size Width and height in pixels.
 */
export default function Icon( { size = 24 }: { size?: number } ) {
	return (
		<svg
			width={ size }
			height={ size }
			viewBox="0 0 24 24"
			aria-hidden="true"
			focusable="false"
		>
			<path
				d="M12 2.5l7.5 3v6c0 4.6-3.2 8.6-7.5 10-4.3-1.4-7.5-5.4-7.5-10v-6z"
				fill="#34a853"
			/>
			<path
				d="M8.3 12.2l2.6 2.6 5-5.2"
				fill="none"
				stroke="#fff"
				strokeWidth="2.2"
				strokeLinecap="round"
				strokeLinejoin="round"
			/>
		</svg>
	);
}

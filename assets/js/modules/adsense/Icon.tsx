/**
 * The AdSense icon: a coin-like disc with a stylised "A".
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
			<circle cx="12" cy="12" r="10" fill="#fbbc04" />
			<path
				d="M7.5 17L12 6.5 16.5 17M9.3 13h5.4"
				fill="none"
				stroke="#fff"
				strokeWidth="2.2"
				strokeLinecap="round"
				strokeLinejoin="round"
			/>
		</svg>
	);
}

/**
 * The Analytics icon: three rising bars.
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
			<rect x="15" y="3" width="5" height="18" rx="2.5" fill="#f9ab00" />
			<rect x="9.5" y="9" width="5" height="12" rx="2.5" fill="#e37400" />
			<circle cx="6.5" cy="18.5" r="2.5" fill="#e37400" />
		</svg>
	);
}

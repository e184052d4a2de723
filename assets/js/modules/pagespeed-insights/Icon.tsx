/**
 * The PageSpeed Insights icon: a speedometer.
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
				d="M3.5 17a8.5 8.5 0 1117 0"
				fill="none"
				stroke="#4285f4"
				strokeWidth="2.5"
				strokeLinecap="round"
			/>
			<path
				d="M12 17l4-6"
				stroke="#ea4335"
				strokeWidth="2.5"
				strokeLinecap="round"
			/>
			<circle cx="12" cy="17" r="1.8" fill="#ea4335" />
		</svg>
	);
}

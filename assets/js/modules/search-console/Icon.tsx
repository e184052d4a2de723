/**
 * The Search Console icon: a magnifying glass over a bar chart.
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
			<rect x="3" y="12" width="3" height="8" rx="1" fill="#4285f4" />
			<rect x="8" y="8" width="3" height="12" rx="1" fill="#34a853" />
			<circle
				cx="16"
				cy="9"
				r="4.5"
				fill="none"
				stroke="#ea4335"
				strokeWidth="2"
			/>
			<path
				d="M19 12.5l3 3"
				stroke="#ea4335"
				strokeWidth="2.5"
				strokeLinecap="round"
			/>
		</svg>
	);
}

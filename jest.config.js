module.exports = {
	testEnvironment: 'jsdom',
	roots: [ '<rootDir>/assets/js', '<rootDir>/tests/js' ],
	testMatch: [ '**/?(*.)test.[jt]s?(x)' ],
	setupFilesAfterEnv: [ '<rootDir>/tests/js/setup.ts' ],
	modulePathIgnorePatterns: [
		'<rootDir>/.wp/',
		'<rootDir>/dist/',
		'<rootDir>/vendor/',
	],
	transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
};

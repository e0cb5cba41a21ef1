// The `@rodada/projections/testing` entry: test databases and a counting projector for the runner's tests and benches.
export * from './countingProjector';
export * from './databases';
export * from './pgliteTemplate';
export * from './tableRows';

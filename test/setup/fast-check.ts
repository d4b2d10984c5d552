import fc from 'fast-check';

// Property tests explore new inputs on every local run. In CI (CI=true) they run one fixed seed,
// so that a red run is reproducible and a green one does not depend on the draw; FC_SEED picks
// a seed by hand (fast-check prints the seed of every failure).
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? 20261123 : undefined;
if (seed !== undefined) fc.configureGlobal({ seed });

/**
 * A rule error a test causes on purpose, to check how a failure is caught and reported. The
 * suite-wide setup (test/setup/rule-errors.ts) makes every other rule error fail the test; an
 * error of this name goes through as it would in production.
 */
export const PLANTED = 'PlantedRuleError';

export function plantedError(message = 'planted by a test'): Error {
  const error = new Error(message);
  error.name = PLANTED;
  return error;
}

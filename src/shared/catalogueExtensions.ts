/**
 * The catalogue's `x-` keywords that browser and server both read (README, The
 * call catalogue): ajv and OpenAPI ignore them.
 */

/** Lists the properties of a request object that are optional (02-business.md §5: every input says which). */
export const OPTIONAL_KEY = 'x-optional';

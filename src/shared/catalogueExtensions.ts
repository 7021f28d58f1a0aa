/**
 * The catalogue's `x-` keywords that browser and server both read (README, The
 * call catalogue): ajv and OpenAPI ignore them.
 */

/** Lists the properties of a request object that are optional (02-business.md §5: every input says which). */
export const OPTIONAL_KEY = 'x-optional';

/**
 * Marks a string property of a multipart call's body as a file part: the server puts the part's
 * file name there (so `required` and the form's validation treat it as any field), the file
 * itself in the request's files; a text field of that name is dropped. The form draws it with its
 * file input (ui:widget "file").
 */
export const FILE_KEY = 'x-file';

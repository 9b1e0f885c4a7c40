// How the payloads word their common messages, once, without zod: the
// board's first load imports the Action Center's messages and must not carry the schema library
// (docs/performance.md).
import { FOLLOW_UP_TYPES } from './enums.js';

/** One formatter for every count: the board's count line is redrawn at each key of the search. */
const COUNT_FORMAT = new Intl.NumberFormat('en-US');

/** A count as the app writes it, with thousands grouped: "5,000". */
export const formatCount = (count: number) => COUNT_FORMAT.format(count);

export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

export const INVALID_FOLLOW_UP_TYPE = `Follow-up type must be one of: ${FOLLOW_UP_TYPES.join(', ')}`;

/** A flag that is not a boolean: "isEvergreen must be true or false". */
export const notTrueOrFalse = (field: string) => `${field} must be true or false`;

export const FOLLOW_UP_DATE_TOO_EARLY = 'Follow-up date must be on or after Jan 1, 1900';

import { uuidv7 } from 'uuidv7';

/** Row ids are UUIDv7: unique, opaque to clients, and roughly time-ordered for index locality. */
export const newId = (): string => uuidv7();

/** Analytics days are UTC calendar days, written YYYY-MM-DD. */
export const utcDay = (at: Date | number): string => new Date(at).toISOString().slice(0, 10);

/** 00:00 UTC of the day `at` falls in. */
export const startOfUtcDay = (at: Date | number): Date => new Date(`${utcDay(at)}T00:00:00.000Z`);

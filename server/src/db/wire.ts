/** Dates on the wire look like the provider's: "2024-05-01 12:30:00" (UTC). */
export const wireDate = (date: Date | null | undefined): string =>
  date ? date.toISOString().replace('T', ' ').slice(0, 19) : '';

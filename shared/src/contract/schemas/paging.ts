import * as v from 'valibot';

// Server-side paging (contract 1.1): every list call still answers the spec's whole array when called as the
// spec calls it (no query string); `?page=&size=` (and the list's filters) answer one page plus `paging`.

export const MAX_PAGE_SIZE = 500;

const wholeNumber = (name: string) =>
  v.pipe(v.string(), v.regex(/^[1-9]\d{0,6}$/, `${name} must be a whole number from 1`), v.transform(Number));

const pageFields = {
  page: v.optional(wholeNumber('page')),
  size: v.optional(
    v.pipe(wholeNumber('size'), v.maxValue(MAX_PAGE_SIZE, `size must be at most ${MAX_PAGE_SIZE}`)),
  ),
};

/** A day of a date filter, inclusive (`from=2026-01-01&to=2026-01-31` is the whole of January). */
export const queryDay = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, `${name} must be a date YYYY-MM-DD`),
    ),
  );

/** Query string of a pageable list with its own filters (each optional; the server applies them with or without
 * page and size). Page (1-based) and size go together. */
export const pageQueryWith = <TFields extends v.ObjectEntries>(filters: TFields) =>
  v.pipe(
    v.looseObject({ ...pageFields, ...filters }),
    v.check(
      (query) => (query.page === undefined) === (query.size === undefined),
      'page and size go together',
    ),
  );

/** Query of a bundle call (one answer carrying several lists) whose lists page on their own: `list` picks one
 * (then only it is filled), from/to are UTC days, both inclusive, plus the bundle's own filters; page and size
 * need a list. */
export const bundleQueryWith = <TList extends string, TFields extends v.ObjectEntries>(
  lists: readonly [TList, ...TList[]],
  filters: TFields,
) =>
  v.pipe(
    v.looseObject({
      ...pageFields,
      list: v.optional(v.picklist(lists, `list must be one of ${lists.join(', ')}`)),
      from: queryDay('from'),
      to: queryDay('to'),
      ...filters,
    }),
    v.check(
      (query) => (query.page === undefined) === (query.size === undefined),
      'page and size go together',
    ),
    v.check(
      (query) => query.page === undefined || query.list !== undefined,
      `page and size need list (pages of at most ${MAX_PAGE_SIZE} rows)`,
    ),
  );

/** Query string of a pageable list: page and size; `status` filters on the row status. */
export const pageQuerySchema = pageQueryWith({ status: v.optional(v.pipe(v.string(), v.maxLength(20))) });
export type PageQuery = v.InferOutput<typeof pageQuerySchema>;

/** Sibling of `data` in a paged answer: which page this is and how many rows match in all. */
export const pagingSchema = v.optional(
  v.looseObject({ page: v.number(), size: v.number(), total: v.number() }),
);
export type Paging = NonNullable<v.InferOutput<typeof pagingSchema>>;

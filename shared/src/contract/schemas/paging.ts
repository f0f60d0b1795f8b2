import * as v from 'valibot';

// Server-side paging (contract 1.1): every list call still answers the spec's whole array when called as the
// spec calls it (no query string); `?page=&size=` (and the list's filters) answer one page plus `paging`.

export const MAX_PAGE_SIZE = 500;

const wholeNumber = (name: string) => v.pipe(v.string(), v.regex(/^[1-9]\d{0,6}$/, `${name} must be a whole number from 1`), v.transform(Number));

/** Query string of a pageable list: page (1-based) and size go together; `status` filters on the row status. */
export const pageQuerySchema = v.pipe(
  v.looseObject({
    page: v.optional(wholeNumber('page')),
    size: v.optional(v.pipe(wholeNumber('size'), v.maxValue(MAX_PAGE_SIZE, `size must be at most ${MAX_PAGE_SIZE}`))),
    status: v.optional(v.pipe(v.string(), v.maxLength(20))),
  }),
  v.check((query) => (query.page === undefined) === (query.size === undefined), 'page and size go together'),
);
export type PageQuery = v.InferOutput<typeof pageQuerySchema>;

/** Sibling of `data` in a paged answer: which page this is and how many rows match in all. */
export const pagingSchema = v.optional(v.looseObject({ page: v.number(), size: v.number(), total: v.number() }));
export type Paging = NonNullable<v.InferOutput<typeof pagingSchema>>;

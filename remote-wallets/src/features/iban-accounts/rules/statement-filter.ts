/** from/to are the date inputs' values (YYYY-MM-DD, '' = open, both days inclusive, filtered by the server);
 * status '' = every status. */
export type StatementFilter = { from: string; to: string; status: string };

export type StatementIssue = { key: 'notAvailable' } | { key: 'noneWithStatus'; status: string };

/** Why a statement cannot be exported (spec 02 §8), or undefined when rows match: none match a status although
 * the sheet has rows, or there is nothing to export at all. */
export const statementIssue = (
  sheetHasRows: boolean,
  matching: number,
  status: string,
): StatementIssue | undefined => {
  if (matching > 0) return undefined;
  if (sheetHasRows && status) return { key: 'noneWithStatus', status };
  return { key: 'notAvailable' };
};

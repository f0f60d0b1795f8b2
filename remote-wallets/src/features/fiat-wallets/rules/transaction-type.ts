/** Spec 02 §4: the status follows the type in brackets unless it is Approved ("Debit (Pending)"). */
export const typeLabel = (type: string, status: string | null | undefined): string =>
  !status || status === 'Approved' ? type : `${type} (${status})`;

/** Spec 03 §9: the IPv4-mapped prefix is stripped from the login IP ("::ffff:10.0.0.1" → "10.0.0.1"). The
 * server already does it; a foreign server may not. */
export const displayIp = (ip: string | null | undefined): string =>
  (ip ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

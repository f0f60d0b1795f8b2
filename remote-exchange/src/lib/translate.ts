// copied from remote-wallets/src/lib/crypto/translate.ts (to be moved to the kit)
/** `t` of this remote (already bound to the namespace): rule factories take it so their messages are translated
 * and interpolated ('Minimum Amount is {{min}}'), and tests can check the exact English texts. */
export type Translate = (key: string, values?: Record<string, string>) => string;

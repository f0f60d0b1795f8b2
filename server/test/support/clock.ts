// Moves the clock the server reads (new Date(), Date.now()) without fake timers: PGlite and Fastify keep their
// real timers. `setClock(ms)` jumps to that instant (time keeps running from there); `restoreClock()` undoes it.
const RealDate = Date;
let offset = 0;

class ShiftedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as [string]));
  }

  static override now(): number {
    return RealDate.now() + offset;
  }
}

export const setClock = (at: number): void => {
  offset = at - RealDate.now();
  globalThis.Date = ShiftedDate as DateConstructor;
};

export const restoreClock = (): void => {
  offset = 0;
  globalThis.Date = RealDate;
};

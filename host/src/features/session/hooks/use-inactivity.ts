import { useEffect, useRef, useState } from 'react';

export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'click', 'scroll', 'keypress'] as const;
export const WARNING_MS = 6000;

export type InactivityOptions = {
  enabled: boolean;
  paddingMs: number;
  autologoutMs: number;
  /** The autologout flag is Yes. */
  autologout: boolean;
  onLogout: () => void;
};

/** Spec 01 §4: after the padding time without activity a warning shows for 6 s; after (autologout − padding)
 * the user is logged out when the flag is Yes. Any activity restarts both clocks. */
export const useInactivity = ({
  enabled,
  paddingMs,
  autologoutMs,
  autologout,
  onLogout,
}: InactivityOptions): { warning: boolean } => {
  const [warning, setWarning] = useState(false);
  const logoutRef = useRef(onLogout);
  useEffect(() => {
    logoutRef.current = onLogout;
  }, [onLogout]);

  useEffect(() => {
    if (!enabled) return undefined;
    let timers: ReturnType<typeof setTimeout>[] = [];
    const arm = () => {
      timers.forEach(clearTimeout);
      setWarning(false);
      timers = [
        setTimeout(() => {
          setWarning(true);
          timers.push(setTimeout(() => setWarning(false), WARNING_MS));
        }, paddingMs),
      ];
      if (autologout)
        timers.push(setTimeout(() => logoutRef.current(), Math.max(autologoutMs - paddingMs, 0)));
    };
    arm();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, arm, { passive: true });
    return () => {
      timers.forEach(clearTimeout);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, arm);
    };
  }, [enabled, paddingMs, autologoutMs, autologout]);

  return { warning };
};

// Element Timing (Chromium): the attribute that has the browser report when an element is on screen. Declaration
// merging needs an interface, with React's own type parameter.
import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    elementtiming?: string;
  }
}

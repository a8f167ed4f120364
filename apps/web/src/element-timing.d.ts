import 'react';

// Element Timing's attribute (lib/after-screen-shown.ts), which React passes to the DOM as it is.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merges with React's own, so the same parameter
  interface HTMLAttributes<T> {
    elementtiming?: string;
  }
}

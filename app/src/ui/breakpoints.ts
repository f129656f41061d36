/**
 * The breakpoints of app/src/styles/tokens.css (max-width in px), for scripts: matchMedia cannot read
 * custom properties either. A test keeps this list, the tokens and every @media width in step.
 */
export const BREAKPOINTS = {
  xs: 420,
  sm: 480,
  md: 640,
  lg: 768,
  xl: 900,
  '2xl': 1024,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** The media query "this wide or narrower", e.g. `upTo('md')` is '(max-width: 640px)'. */
export function upTo(breakpoint: Breakpoint): string {
  return `(max-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/** Whether the window is at most this wide right now. */
export function isAtMost(breakpoint: Breakpoint): boolean {
  return window.matchMedia(upTo(breakpoint)).matches;
}

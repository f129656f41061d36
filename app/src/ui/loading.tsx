import './loading.css';

interface LoadingProps {
  /**
   * 'block' fills a section while its content loads, 'inline' is one line inside a card or dialog,
   * 'page' takes the whole screen (a page chunk or the session being checked).
   */
  variant?: 'block' | 'inline' | 'page';
  label?: string;
}

/** 'Laden...' with a spinner, announced politely to screen readers. */
export function Loading({ variant = 'block', label = 'Laden...' }: LoadingProps) {
  return (
    <div className={`loading loading--${variant}`} role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

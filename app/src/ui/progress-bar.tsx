import './progress-bar.css';

interface ProgressBarProps {
  value: number;
  max: number;
  /** Accessible name. Without one the bar is decoration beside a value that is written out. */
  label?: string;
  /** How a screen reader says the value, e.g. '7 van 10'. */
  valueText?: string;
  /** The fill colour (on a grey track); without it the brand colour on a light brand track. */
  colour?: string;
  size?: 'small' | 'regular';
  className?: string;
}

/** A horizontal bar filled to value / max. */
export function ProgressBar({ value, max, label, valueText, colour, size = 'regular', className }: ProgressBarProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  const classes = ['progress-bar', `progress-bar--${size}`, colour ? 'progress-bar--neutral' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  const semantics = label
    ? {
        role: 'progressbar',
        'aria-label': label,
        'aria-valuemin': 0,
        'aria-valuemax': max,
        'aria-valuenow': value,
        'aria-valuetext': valueText,
      }
    : { 'aria-hidden': true };
  return (
    <span className={classes} {...semantics}>
      <span className="progress-bar__fill" style={{ width: `${percent}%`, background: colour }} />
    </span>
  );
}

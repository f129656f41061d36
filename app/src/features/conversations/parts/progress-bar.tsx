import { ProgressBar } from '../../../ui/progress-bar';
import { PROGRESS_COLOURS, progressTone } from '../../../../../contracts/progress';
import { progressPercent } from '../lib/progress';
import './items.css';

const oneDecimal = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The conversation's overall progress (0-10, one decimal) as a coloured bar (SPEC 4, Progress). */
export function OverallProgress({ value }: { value: number }) {
  const tone = progressTone(value);
  return (
    <div className="overall-progress stack stack--2" data-tone={tone}>
      <div className="overall-progress__label">
        <span>Totale voortgang</span>
        <strong className={`progress-tone--${tone}`}>
          {oneDecimal.format(value)}/10 ({progressPercent(value)}%)
        </strong>
      </div>
      <ProgressBar
        value={value}
        max={10}
        label="Totale voortgang"
        valueText={`${oneDecimal.format(value)} van 10`}
        colour={PROGRESS_COLOURS[tone]}
      />
    </div>
  );
}

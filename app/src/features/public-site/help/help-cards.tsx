import { Icon } from '../../../ui/icon';
import { videoFiles, type FaqItem, type VideoItem } from './help-items';
import { Button } from '../../../ui/button';

/** A question that opens to its answer. */
export function FaqCard({ item }: { item: FaqItem }) {
  return (
    <details className="help-card help-faq">
      <summary>
        <span className="badge badge--neutral">{item.category}</span>
        <span className="help-faq__question">{item.question}</span>
        <Icon name="chevronDown" size={18} />
      </summary>
      <p className="help-faq__answer">{item.answer}</p>
    </details>
  );
}

/** A video with its still; the button opens the player. */
export function VideoCard({ item, onPlay }: { item: VideoItem; onPlay: () => void }) {
  return (
    <article className="help-card help-video">
      <button type="button" className="help-video__still focus-ring" onClick={onPlay} aria-label={`Video afspelen: ${item.title}`}>
        <img src={videoFiles(item.id).poster} alt="" width={320} height={180} loading="lazy" decoding="async" />
        <span className="help-video__play" aria-hidden="true">
          <Icon name="play" size={22} />
        </span>
      </button>
      <div className="help-video__text">
        <p className="help-video__meta">
          <span className="badge badge--info">{item.category}</span>
          <span>Video{item.duration ? ` · ${item.duration}` : ''}</span>
        </p>
        <h2 className="help-video__title">{item.title}</h2>
        <p className="help-video__description">{item.description}</p>
        <Button variant="secondary" size="small" onClick={onPlay}>
          <Icon name="play" size={14} /> Bekijk video
        </Button>
      </div>
    </article>
  );
}

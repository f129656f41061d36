import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Checkbox } from '../../../ui/checkbox';
import { EmptyState } from '../../../ui/empty-state';
import { Icon } from '../../../ui/icon';
import { PageHeader } from '../../../ui/page-header';
import { SearchToolbar } from '../../../ui/search-toolbar';
import { filterHelp, resultCount } from './filter-help';
import { helpItems } from './help-content';
import type { VideoItem } from './help-items';
import { FaqCard, VideoCard } from './help-cards';
import { VideoModal } from './video-modal';
import './help.css';

/** SPEC 2, Public help: search, the video filter (pre-checked by ?videos=true), the count and the mixed list. */
export function HelpCenter() {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const videosOnly = params.get('videos') === 'true';
  const [playing, setPlaying] = useState<VideoItem | null>(null);
  const found = filterHelp(helpItems, query, videosOnly);

  const setVideosOnly = (checked: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (checked) next.set('videos', 'true');
        else next.delete('videos');
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title="Helpcentrum"
        subtitle="Antwoorden op veelgestelde vragen en video's waarin je ziet hoe POP Planner werkt."
        actions={
          <Link to="/contact" className="button button--secondary">
            <Icon name="mail" size={16} /> Contact
          </Link>
        }
      />
      <SearchToolbar value={query} onChange={setQuery} placeholder="Zoek in vragen en video's..." label="Zoeken in het helpcentrum">
        <Checkbox label="Alleen video tutorials" checked={videosOnly} onChange={setVideosOnly} />
      </SearchToolbar>
      <p className="help-count" aria-live="polite">
        {resultCount(found.length)}
      </p>
      {found.length === 0 ? (
        <EmptyState title="Niets gevonden" icon="help" action={<Link to="/contact">Stel je vraag via het contactformulier</Link>}>
          Geen vragen of video&apos;s gevonden voor &lsquo;{query.trim()}&rsquo;.
        </EmptyState>
      ) : (
        <ul className="stack stack--3 plain-list">
          {found.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              {item.kind === 'faq' ? <FaqCard item={item} /> : <VideoCard item={item} onPlay={() => setPlaying(item)} />}
            </li>
          ))}
        </ul>
      )}
      <VideoModal video={playing} onClose={() => setPlaying(null)} />
    </>
  );
}

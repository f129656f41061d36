import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../ui/icon';
import { demoShots, SHOT_SIZE, shotFiles } from './demo-shots';
import { Button } from '../../../ui/button';
import './demo.css';

/** SPEC 2, Demo: the screenshots one at a time, previous/next, thumbnails and 'x van 19'. */
export function DemoGallery() {
  const [index, setIndex] = useState(0);
  const count = demoShots.length;
  const shot = demoShots[index]!;
  const go = (to: number) => setIndex((to + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    if (event.key === 'ArrowRight') go(index + 1);
  };

  return (
    <section className="demo" aria-label="Schermafbeeldingen van POP Planner" onKeyDown={onKeyDown}>
      <figure className="demo__stage">
        <img
          key={shot.id}
          className="demo__image"
          src={shotFiles(shot.id).image}
          alt={`${shot.title}: ${shot.caption}`}
          width={SHOT_SIZE.width}
          height={SHOT_SIZE.height}
        />
        <figcaption className="demo__caption">
          <strong>{shot.title}</strong> {shot.caption}
        </figcaption>
      </figure>
      <div className="demo__controls">
        <Button variant="secondary" onClick={() => go(index - 1)}>
          <Icon name="arrowLeft" size={16} /> Vorige
        </Button>
        <p className="demo__counter" aria-live="polite">
          {index + 1} van {count}
        </p>
        <Button variant="secondary" onClick={() => go(index + 1)}>
          Volgende <Icon name="arrowRight" size={16} />
        </Button>
      </div>
      <ol className="demo__thumbs plain-list" aria-label="Alle schermafbeeldingen">
        {demoShots.map((item, i) => (
          <li key={item.id}>
            <button
              type="button"
              className="demo__thumb focus-ring"
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            >
              <img src={shotFiles(item.id).thumb} alt={item.title} width={160} height={100} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ol>
      <div className="center-row demo__next-steps">
        <Link to="/login" className="button button--primary">
          Probeer het zelf <Icon name="arrowRight" size={16} />
        </Link>
        <Link to="/contact" className="button button--secondary">
          <Icon name="mail" size={16} /> Neem contact op
        </Link>
      </div>
    </section>
  );
}

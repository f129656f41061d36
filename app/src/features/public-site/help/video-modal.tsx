import { Modal } from '../../../ui/modal';
import { videoFiles, type VideoItem } from './help-items';

/**
 * The browser's own player in the kit's modal, which closes on Escape, a click on the overlay or the
 * close button, and locks the page's scrolling while open (SPEC 2). The recordings have no sound; the
 * captions say what happens.
 */
export function VideoModal({ video, onClose }: { video: VideoItem | null; onClose: () => void }) {
  const files = video ? videoFiles(video.id) : null;
  return (
    <Modal open={video !== null} title={video?.title ?? ''} onClose={onClose} size="large">
      {video && files ? (
        <>
          <video
            className="help-player"
            src={files.video}
            poster={files.poster}
            controls
            autoPlay
            muted
            playsInline
            preload="metadata"
            width={1280}
            height={720}
          >
            <track kind="captions" src={files.captions} srcLang="nl" label="Nederlands" default />
          </video>
          <p className="help-player__description">{video.description}</p>
        </>
      ) : null}
    </Modal>
  );
}

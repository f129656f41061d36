import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoShots, shotFiles } from '../../app/src/features/public-site/demo/demo-shots';
import { helpVideos } from '../../app/src/features/public-site/help/help-content';
import { videoFiles } from '../../app/src/features/public-site/help/help-items';

const publicDir = path.resolve('app/public');
const file = (url: string) => path.join(publicDir, url.slice(1));
const size = (url: string) => fs.statSync(file(url)).size;
const head = (url: string, n: number) => fs.readFileSync(file(url)).subarray(0, n);
const isWebp = (url: string) => head(url, 12).toString('latin1', 0, 4) === 'RIFF' && head(url, 12).toString('latin1', 8, 12) === 'WEBP';

/** The committed media npm run demo:media made: every file the app names exists, is what it says and stays small. */
describe('demo and help media', () => {
  it('has the 19 screenshots of SPEC 9 and a thumbnail of each, as WebP', () => {
    expect(demoShots).toHaveLength(19);
    for (const shot of demoShots) {
      const { image, thumb } = shotFiles(shot.id);
      expect(isWebp(image), image).toBe(true);
      expect(isWebp(thumb), thumb).toBe(true);
      expect(size(image), image).toBeLessThan(120_000);
      expect(size(thumb), thumb).toBeLessThan(20_000);
    }
  });

  it('has each of the seven videos as WebM with a poster, Dutch captions and its length', () => {
    for (const video of helpVideos) {
      const files = videoFiles(video.id);
      expect(head(files.video, 4).toString('hex'), files.video).toBe('1a45dfa3');
      expect(size(files.video), files.video).toBeLessThan(900_000);
      expect(isWebp(files.poster), files.poster).toBe(true);
      const captions = fs.readFileSync(file(files.captions), 'utf8');
      expect(captions.startsWith('WEBVTT\n'), files.captions).toBe(true);
      expect(captions).toMatch(/^\d\d:\d\d:\d\d\.\d{3} --> \d\d:\d\d:\d\d\.\d{3}$/m);
      expect(video.duration, video.id).toMatch(/^\d:\d\d$/);
    }
  });

  it('keeps all of it small enough to ship (a few MB), with a 1200x630 PNG share image', () => {
    const all = fs.readdirSync(path.join(publicDir, 'media'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    const total = all.reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
    expect(total).toBeLessThan(5 * 1024 * 1024);
    const og = fs.readFileSync(path.join(publicDir, 'og-image.png'));
    expect(og.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([og.readUInt32BE(16), og.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(og.length).toBeLessThan(300_000);
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import type { CDPSession, Locator, Page } from 'playwright-core';
import { framesToWebm, toWebp } from './ffmpeg';

interface Frame {
  file: string;
  /** When it arrived, in seconds: the clock the captions use too. */
  at: number;
}

const seconds = () => Date.now() / 1000;
const vttTime = (s: number) => {
  const ms = Math.max(0, Math.round(s * 1000));
  const hh = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
  const mm = String(Math.floor((ms % 3_600_000) / 60_000)).padStart(2, '0');
  const ss = String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0');
  return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
};

/**
 * Films one scene: Chromium's screencast sends a frame whenever the page changes, each stamped with
 * its time; ffmpeg plays every frame for as long as it stayed on screen (a concat list with
 * durations), so the video runs in real time without filming an idle screen 30 times a second.
 * The scene moves a visible pointer, types at a human pace and says what happens in captions (WebVTT).
 */
export class Director {
  private cdp: CDPSession | undefined;
  private readonly frames: Frame[] = [];
  private readonly captions: { text: string; at: number }[] = [];
  private mouse = { x: 640, y: 360 };
  private posterPng: Buffer | undefined;
  private writes: Promise<unknown>[] = [];

  constructor(
    readonly page: Page,
    private readonly workDir: string,
  ) {}

  /** Starts filming; called by the first goto once the page has settled, so a film never opens on 'Laden...'. */
  private async start(): Promise<void> {
    await fs.mkdir(this.workDir, { recursive: true });
    this.cdp = await this.page.context().newCDPSession(this.page);
    this.cdp.on('Page.screencastFrame', ({ data, sessionId }) => {
      const file = path.join(this.workDir, `frame-${String(this.frames.length).padStart(5, '0')}.jpg`);
      this.frames.push({ file, at: seconds() });
      this.writes.push(fs.writeFile(file, Buffer.from(data, 'base64')));
      void this.cdp?.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
    });
    await this.cdp.send('Page.startScreencast', { format: 'jpeg', quality: 90, maxWidth: 1280, maxHeight: 720, everyNthFrame: 1 });
  }

  /** Shows `text` from now until the next caption (or the end). */
  caption(text: string): void {
    this.captions.push({ text, at: seconds() });
  }

  pause(ms: number): Promise<void> {
    return this.page.waitForTimeout(ms);
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url);
    await this.page.waitForLoadState('networkidle');
    // Lazy pages and their data: wait until nothing says 'Laden...' any more.
    await this.page.waitForFunction(() => !document.querySelector('.loading'), undefined, { timeout: 15_000 });
    // The pointer of the new page appears where the mouse is.
    await this.page.mouse.move(this.mouse.x + 1, this.mouse.y);
    await this.page.mouse.move(this.mouse.x, this.mouse.y);
    if (!this.cdp) await this.start();
  }

  /** Glides the pointer to the middle of `target`. */
  async pointAt(target: Locator): Promise<void> {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error(`nothing to point at: ${target.toString()}`);
    const to = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
    const distance = Math.hypot(to.x - this.mouse.x, to.y - this.mouse.y);
    await this.page.mouse.move(to.x, to.y, { steps: Math.max(8, Math.min(40, Math.round(distance / 18))) });
    this.mouse = to;
    await this.pause(250);
  }

  async click(target: Locator, settleMs = 700): Promise<void> {
    await this.pointAt(target);
    await this.page.mouse.down();
    await this.pause(90);
    await this.page.mouse.up();
    await this.pause(settleMs);
  }

  /** Clicks into a field and types like a person. */
  async type(target: Locator, text: string): Promise<void> {
    await this.click(target, 200);
    await this.page.keyboard.type(text, { delay: 55 });
    await this.pause(400);
  }

  async choose(target: Locator, label: string): Promise<void> {
    await this.pointAt(target);
    await target.selectOption({ label });
    await this.pause(700);
  }

  /** The still shown before the video plays: the screen as it is now. */
  async poster(): Promise<void> {
    this.posterPng = await this.page.screenshot({ type: 'png' });
  }

  /** How every scene begins: on `url` with its first caption, that screen as the poster, and time to read it. */
  async open(url: string, firstCaption: string, readMs: number): Promise<void> {
    await this.goto(url);
    this.caption(firstCaption);
    await this.poster();
    await this.pause(readMs);
  }

  /** Stops filming and writes `<id>.webm`, `<id>.webp` (poster) and `<id>.vtt` into `outDir`; returns the length. */
  async finish(outDir: string, id: string): Promise<string> {
    await this.pause(1200);
    const end = seconds();
    await this.cdp?.send('Page.stopScreencast');
    await Promise.all(this.writes);
    if (this.frames.length < 2) throw new Error(`scene ${id} produced ${this.frames.length} frames`);
    const first = this.frames[0]!.at;
    const lines = ['ffconcat version 1.0'];
    this.frames.forEach((frame, i) => {
      const next = this.frames[i + 1]?.at ?? end;
      lines.push(`file '${frame.file}'`, `duration ${Math.max(0.01, next - frame.at).toFixed(3)}`);
    });
    lines.push(`file '${this.frames[this.frames.length - 1]!.file}'`);
    const list = path.join(this.workDir, 'frames.txt');
    await fs.writeFile(list, `${lines.join('\n')}\n`);
    await framesToWebm(list, path.join(outDir, `${id}.webm`));
    await toWebp(
      this.posterPng ?? (await fs.readFile(this.frames[Math.floor(this.frames.length / 2)]!.file)),
      path.join(outDir, `${id}.webp`),
      640,
      80,
    );
    // Caption times on the video's clock: the first frame is its start.
    const cues = this.captions.map((caption, i) => {
      const from = caption.at - first;
      const to = (this.captions[i + 1]?.at ?? end) - first;
      return `${i + 1}\n${vttTime(from)} --> ${vttTime(to)}\n${caption.text}\n`;
    });
    await fs.writeFile(path.join(outDir, `${id}.vtt`), `WEBVTT\n\n${cues.join('\n')}`);
    const total = Math.round(end - first);
    return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
  }
}

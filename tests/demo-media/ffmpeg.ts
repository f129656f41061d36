import { spawn } from 'node:child_process';

const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';

/** Runs Debian's ffmpeg quietly; its last lines of output are the error when it fails. */
export function ffmpeg(args: string[], input?: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg ${args.join(' ')} failed (${code}): ${stderr.slice(-800)}`)),
    );
    child.stdin.end(input);
  });
}

/** A screenshot (PNG or JPEG) as WebP (lossy, small) at `width` pixels wide. */
export const toWebp = (image: Buffer, out: string, width: number, quality = 78) =>
  ffmpeg(
    [
      '-f',
      'image2pipe',
      '-i',
      'pipe:0',
      '-vf',
      `scale=${width}:-2:flags=lanczos`,
      '-c:v',
      'libwebp',
      '-quality',
      String(quality),
      '-compression_level',
      '6',
      out,
    ],
    image,
  );

/** A PNG reduced to a 256-colour palette: the share image, which link previews want as PNG or JPEG. */
export const toSmallPng = (png: Buffer, out: string) =>
  ffmpeg(
    [
      '-f',
      'png_pipe',
      '-i',
      'pipe:0',
      '-filter_complex',
      '[0:v]split[a][b];[a]palettegen=max_colors=256:stats_mode=full[p];[b][p]paletteuse=dither=sierra2_4a',
      '-compression_level',
      '100',
      out,
    ],
    png,
  );

/** Frames with their display durations (a concat list) to a silent VP9 WebM. */
export const framesToWebm = (concatList: string, out: string) =>
  ffmpeg([
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    concatList,
    '-vf',
    'fps=12,scale=1280:720:flags=lanczos,format=yuv420p',
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '44',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '4',
    '-an',
    out,
  ]);

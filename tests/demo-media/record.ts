/**
 * npm run demo:media: records the demo gallery's 19 screenshots, the help centre's seven videos (with
 * posters and captions) and the share image from this app itself, with a seeded demo account on a
 * throwaway database. Chromium through playwright-core (tests/e2e/support/browser.ts, CSP watched),
 * Debian's ffmpeg for WebP, VP9 WebM and the palette PNG. Needs a built app: `npm run build`, or
 * DEMO_DIST=<folder of a build>. Writes app/public/media/ and app/public/og-image.png.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { demoShots, SHOT_SIZE, shotFiles } from '../../app/src/features/public-site/demo/demo-shots';
import { helpVideos } from '../../app/src/features/public-site/help/help-content';
import { codeFromMail } from '../support/test-app';
import { launchBrowser } from '../e2e/support/browser';
import { demoData } from './demo-data';
import { startDemoServer } from './demo-server';
import { Director } from './director';
import { toSmallPng, toWebp } from './ffmpeg';
import { scenes } from './scenes';
import { seedDemoAccount } from './seed-demo';
import { openDemoPage, VIDEO_SIZE } from './session';
import { shareImageHtml } from './share-image';
import { shotPlans } from './shots';

const root = path.resolve(import.meta.dirname, '../..');
const publicDir = path.join(root, 'app/public');
const distDir = path.resolve(process.env.DEMO_DIST ?? path.join(root, 'app/dist'));
const only = process.argv.slice(2);
const log = (line: string) => console.log(line);
const wanted = (kind: string) => only.length === 0 || only.includes(kind);

async function main() {
  await fs.access(path.join(distDir, 'index.html')).catch(() => {
    throw new Error(`No built app in ${distDir}: run \`npm run build\` first, or set DEMO_DIST to the folder of a build.`);
  });
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'pop-demo-work-'));
  log('Demo-server starten en demo-account vullen...');
  const server = await startDemoServer(distDir, log);
  const browser = await launchBrowser(['--lang=nl-NL']);
  try {
    const account = await seedDemoAccount(server.baseUrl, server.runtime);
    const data = await demoData(server.baseUrl, account, work);
    const base = server.baseUrl;

    if (wanted('shots')) {
      await fs.mkdir(path.join(publicDir, 'media/demo/thumbs'), { recursive: true });
      for (const [index, shot] of demoShots.entries()) {
        log(`Schermafbeelding ${index + 1}/${demoShots.length}: ${shot.title}`);
        const plan = shotPlans[shot.id];
        if (!plan) throw new Error(`no plan for demo shot ${shot.id}`);
        const { context, page } = await openDemoPage(browser, base, {
          token: plan.anonymous ? undefined : account.token,
          viewport: SHOT_SIZE,
        });
        await plan.take(page, base, data);
        const png = await page.screenshot({ type: 'png' });
        await context.close();
        await toWebp(png, path.join(publicDir, shotFiles(shot.id).image.slice(1)), SHOT_SIZE.width, 76);
        await toWebp(png, path.join(publicDir, shotFiles(shot.id).thumb.slice(1)), 320, 70);
        if (shot.id === '02-dashboard') await fs.writeFile(path.join(work, 'dashboard.png'), png);
      }
    }

    if (wanted('share')) {
      log('Deelafbeelding (1200x630)');
      const dashboard = await fs.readFile(path.join(work, 'dashboard.png')).catch(() => null);
      const context = await browser.newContext({ viewport: { width: 1200, height: 630 } });
      const page = await context.newPage();
      await page.setContent(shareImageHtml(dashboard));
      await page.waitForTimeout(300);
      await toSmallPng(await page.screenshot({ type: 'png' }), path.join(publicDir, 'og-image.png'));
      await context.close();
    }

    if (wanted('videos')) {
      await fs.mkdir(path.join(publicDir, 'media/help'), { recursive: true });
      const durations: Record<string, string> = JSON.parse(
        await fs.readFile(path.join(root, 'app/src/features/public-site/help/video-durations.json'), 'utf8'),
      );
      // Two-factor login ends the session the others use: that film comes last.
      const order = [...helpVideos].sort((a, b) => Number(a.id === 'account-beveiligen') - Number(b.id === 'account-beveiligen'));
      const inbox = server.runtime.mail.inbox!;
      const ctx = {
        base,
        data,
        mailCount: () => inbox.mails.length,
        async twoFactorCode(after: number) {
          const mail = await inbox.waitFor(
            (m, i = inbox.mails.indexOf(m)) => i >= after && m.to.includes(account.email) && m.subject === 'Je verificatiecode',
            15_000,
          );
          return codeFromMail(mail.text);
        },
      };
      for (const [index, video] of order.entries()) {
        if (only.length > 1 && !only.includes(video.id)) continue;
        log(`Video ${index + 1}/${order.length}: ${video.title}`);
        const scene = scenes[video.id];
        if (!scene) throw new Error(`no scene for video ${video.id}`);
        const { context, page } = await openDemoPage(browser, base, { token: account.token, viewport: VIDEO_SIZE, pointer: true });
        const director = new Director(page, path.join(work, video.id));
        await scene(director, ctx);
        durations[video.id] = await director.finish(path.join(publicDir, 'media/help'), video.id);
        await context.close();
      }
      await fs.writeFile(
        path.join(root, 'app/src/features/public-site/help/video-durations.json'),
        `${JSON.stringify(durations, null, 2)}\n`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    await fs.rm(work, { recursive: true, force: true });
  }
  const sizes = await totalSize(path.join(publicDir, 'media'));
  log(`Klaar: ${(sizes / 1024 / 1024).toFixed(2)} MB in app/public/media.`);
}

async function totalSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

main().then(
  () => process.exit(0),
  (err: Error) => {
    console.error(err.stack ?? err.message);
    process.exit(1);
  },
);

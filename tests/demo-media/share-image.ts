/**
 * The share image (1200x630, og:image): the brand, the landing page's claim and a real screenshot of
 * the dashboard. Rendered by Chromium from this page on about:blank (no CSP there).
 */
export function shareImageHtml(dashboardPng: Buffer | null): string {
  const shot = dashboardPng ? `<img class="shot" src="data:image/png;base64,${dashboardPng.toString('base64')}" alt="">` : '';
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: 1200px; height: 630px; overflow: hidden; font-family: system-ui, 'DejaVu Sans', sans-serif;
         background: linear-gradient(135deg, #0f5f5a 0%, #083b38 100%); color: #fff; position: relative; }
  .text { position: absolute; left: 72px; top: 86px; width: 520px; }
  .brand { display: flex; align-items: center; gap: 14px; font-size: 30px; font-weight: 700; }
  .logo { width: 52px; height: 52px; border-radius: 14px; background: #fff; color: #0f5f5a; display: grid; place-items: center; font-size: 30px; font-weight: 800; }
  h1 { margin-top: 46px; font-size: 50px; line-height: 1.12; letter-spacing: -0.5px; }
  p { margin-top: 24px; font-size: 24px; line-height: 1.4; color: #cfe8e4; }
  .claims { margin-top: 34px; display: flex; gap: 12px; }
  .claims span { padding: 8px 16px; border-radius: 999px; background: rgba(255,255,255,.14); font-size: 19px; font-weight: 600; }
  .shot { position: absolute; left: 650px; top: 92px; width: 720px; border-radius: 14px; box-shadow: 0 24px 60px rgba(0,0,0,.35); }
  </style></head><body>
  <div class="text">
    <div class="brand"><span class="logo">P</span>POP Planner</div>
    <h1>POP-gesprekken plannen, voeren en opvolgen.</h1>
    <p>Voor HR managers en leidinggevenden. Zonder spreadsheets.</p>
    <div class="claims"><span>40% tijdsbesparing</span><span>300+ templates</span><span>AI</span></div>
  </div>
  ${shot}
  </body></html>`;
}

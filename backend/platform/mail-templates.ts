/** Dutch mails: HTML with a plain-text part. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Extra headers: List-Unsubscribe on notification mails. */
  headers?: Record<string, string>;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The product's own colour of headings and buttons; a workspace's accent colour replaces it (withBranding). */
const PRODUCT_COLOR = '#0f766e';
const PRODUCT_FOOTER = 'POP Planner — persoonlijke ontwikkelgesprekken, overzichtelijk gepland.';

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }, code?: string, extraHtml = ''): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 14px;line-height:1.5">${escape(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:22px 0"><a href="${escape(action.url)}" style="background:${PRODUCT_COLOR};color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escape(action.label)}</a></p>
       <p style="font-size:13px;color:#555">Werkt de knop niet? Kopieer dan deze link in je browser:<br>${escape(action.url)}</p>`
    : '';
  const codeBlock = code
    ? `<p style="font-size:30px;letter-spacing:8px;font-weight:700;margin:20px 0;font-family:monospace">${escape(code)}</p>`
    : '';
  return `<!doctype html><html lang="nl"><body style="margin:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:560px;margin:24px auto;background:#fff;border-radius:12px;padding:28px">
<h1 style="font-size:20px;margin:0 0 18px;color:${PRODUCT_COLOR}">${escape(title)}</h1>${body}${codeBlock}${button}${extraHtml}
<p style="font-size:12px;color:#888;margin-top:28px">${PRODUCT_FOOTER}</p>
</div></body></html>`;
}

/**
 * A name as one line. Names are refused with line breaks at the edge; this covers names stored
 * before that, so no name can put paragraphs of its own into a mail or split its From line.
 */
export const oneLine = (name: string) => name.replace(/\s+/g, ' ').trim();

/** The From name of a mail sent for a user: theirs, marked as sent through the product. */
export const onBehalfOfName = (name: string) => `${oneLine(name)} via POP Planner`;

/** Paragraphs of a text a person wrote: split at blank lines. */
const paragraphsOf = (message: string) =>
  message
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);

function text(paragraphs: string[], extra?: string): string {
  return [...paragraphs, extra ?? '', '—', 'POP Planner'].filter((l) => l !== '').join('\n\n');
}

function mail(
  subject: string,
  paragraphs: string[],
  options: { action?: { label: string; url: string }; code?: string } = {},
): RenderedMail {
  const extra = options.action ? `${options.action.label}: ${options.action.url}` : options.code ? `Je code: ${options.code}` : undefined;
  return { subject, html: layout(subject, paragraphs, options.action, options.code), text: text(paragraphs, extra) };
}

/** A mail to one person, greeted by name. */
const greeted = (naam: string, subject: string, paragraphs: string[], options?: Parameters<typeof mail>[2]) =>
  mail(subject, [`Hallo ${naam},`, ...paragraphs], options);

export const mailTemplates = {
  welcome: (naam: string, appUrl: string) =>
    greeted(
      naam,
      'Welkom bij POP Planner',
      [
        'Welkom bij POP Planner! Je account is aangemaakt. Je kunt nu bedrijven en medewerkers toevoegen en je eerste POP-gesprek plannen.',
        'Verifieer eerst je e-mailadres via de aparte verificatiemail: pas daarna kun je POP-gesprekken aanmaken.',
      ],
      { action: { label: 'Naar POP Planner', url: `${appUrl}/login` } },
    ),
  verification: (naam: string, url: string) =>
    greeted(
      naam,
      'Verifieer je e-mailadres',
      [
        'Bevestig je e-mailadres om POP-gesprekken te kunnen aanmaken. De link is 24 uur geldig.',
        'Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.',
      ],
      { action: { label: 'E-mailadres verifiëren', url } },
    ),
  verificationSuccess: (naam: string, appUrl: string) =>
    greeted(naam, 'Je e-mailadres is geverifieerd', ['Je e-mailadres is bevestigd. Je kunt nu POP-gesprekken plannen en voeren.'], {
      action: { label: 'Naar het dashboard', url: `${appUrl}/dashboard` },
    }),
  passwordReset: (naam: string, url: string) =>
    greeted(
      naam,
      'Wachtwoord opnieuw instellen',
      [
        'We hebben een verzoek ontvangen om het wachtwoord van je POP Planner-account opnieuw in te stellen. De link is 1 uur geldig en werkt één keer.',
        'Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft ongewijzigd.',
      ],
      { action: { label: 'Nieuw wachtwoord instellen', url } },
    ),
  twoFactorCode: (naam: string, code: string, purpose: 'enable' | 'login') =>
    greeted(
      naam,
      'Je verificatiecode',
      [
        purpose === 'login'
          ? 'Gebruik deze code om in te loggen bij POP Planner. De code is 10 minuten geldig.'
          : 'Gebruik deze code om tweestapsverificatie in te schakelen. De code is 10 minuten geldig.',
        'Heb je dit niet aangevraagd? Wijzig dan je wachtwoord.',
      ],
      { code },
    ),
  /** The invitation an employee gets when a conversation is planned (with an .ics attachment). */
  appointment: (employeeName: string, when: string, hrName: string) => ({
    subject: `Uitnodiging POP-gesprek op ${when}`,
    message: `Beste ${oneLine(employeeName)},\n\nHierbij bevestigen we je POP-gesprek op ${when} (Nederlandse tijd) met ${oneLine(hrName)}.\n\nIn de bijlage vind je een agenda-uitnodiging.\n\nMet vriendelijke groet,\n${oneLine(hrName)}`,
  }),
  /**
   * The reminder before a conversation (issue 25), to the HR user who planned it and to the employee
   * who got its invitation; `other` is whom the recipient meets. Carries the invitation again.
   */
  conversationReminder: (recipientName: string, other: string, when: string) => ({
    subject: `Herinnering: POP-gesprek op ${when}`,
    message: `Beste ${oneLine(recipientName)},\n\nDit is een herinnering aan het POP-gesprek op ${when} (Nederlandse tijd) met ${oneLine(other)}.\n\nIn de bijlage vind je de agenda-uitnodiging nog eens.\n\nMet vriendelijke groet,\nPOP Planner`,
  }),
  /** To the workspace's owner: a webhook failed for the whole retry window and was switched off. */
  webhookDisabled: (ownerName: string, url: string, appUrl: string) => ({
    subject: 'Webhook uitgeschakeld na 3 dagen mislukte leveringen',
    message: `Beste ${oneLine(ownerName)},\n\nDe webhook naar ${url} kon 3 dagen lang niet worden afgeleverd en is daarom uitgeschakeld. Er gaan geen nieuwe gebeurtenissen meer naartoe.\n\nControleer de ontvangende server en zet de webhook weer aan in POP Planner via Profiel → API → Webhooks (${appUrl}/profile?tab=api). Mislukte leveringen kun je daar opnieuw versturen.\n\nMet vriendelijke groet,\nPOP Planner`,
  }),
  /** A message of the public contact form, to CONTACT_EMAIL; the sender is the Reply-To. */
  contact: (naam: string, email: string, bericht: string) =>
    mail(`Contactformulier: bericht van ${naam}`, [
      `${naam} (${email}) stuurde dit bericht via het contactformulier van POP Planner:`,
      ...paragraphsOf(bericht),
      `Beantwoord deze e-mail om ${naam} te antwoorden.`,
    ]),
  /** info-mail-1: the first product newsletter (for now only sent as a test from the admin screen). */
  infoMail1: (naam: string, appUrl: string) =>
    greeted(
      naam,
      'Nieuws van POP Planner: sneller klaar voor elk POP-gesprek',
      [
        'In deze eerste nieuwsbrief lees je wat POP Planner voor je volgende gespreksronde kan doen.',
        'Meer dan 300 gesprekstemplates: per branche en functie een kant-en-klaar start-, ontwikkel-, functionerings-, voortgangs- of loopbaangesprek. Met één klik zet je de doelen van een template in een gesprek.',
        'AI-ondersteuning: laat doelen en ambities voorstellen, maak een doel SMART, of vraag bij een gesprek om een verslag en tips. Op het gratis plan kan dat 10 keer per maand, op de betaalde plannen onbeperkt.',
        'Uitnodigen met één vinkje: plan je een gesprek, dan krijgt de medewerker een bevestiging met een agenda-uitnodiging (.ics) die in elke agenda past.',
        'Tip: heb je je medewerkers al in Excel staan? Importeer ze in één keer uit een .xls- of .xlsx-bestand met de kolommen Volledige naam, Email en Bedrijf.',
      ],
      { action: { label: 'Naar je dashboard', url: `${appUrl}/dashboard` } },
    ),
  /**
   * A mail a user wrote to someone outside the product: it says for whom it was sent, so nobody takes
   * it for a message of the product itself.
   */
  custom: (subject: string, message: string, onBehalfOf?: { name: string; email: string }) =>
    mail(subject, [
      ...paragraphsOf(message),
      ...(onBehalfOf
        ? [
            `Deze e-mail is namens ${oneLine(onBehalfOf.name)} (${onBehalfOf.email}) verstuurd via POP Planner. Antwoorden gaan naar ${onBehalfOf.email}.`,
          ]
        : []),
    ]),
};

/**
 * The text of an invitation into a workspace (issue 24), sent on the inviter's behalf as a mail they
 * wrote would be: the custom template adds for whom it was sent and where replies go.
 */
/** Where the mail sender puts an invitation's link, made from the request id when it sends (mail-sender.ts). */
export const INVITATION_LINK = '{{uitnodigingslink}}';

export const invitationMail = (invitation: { workspace: string; inviter: string; role: string; url: string; days: number }) => ({
  subject: `Uitnodiging voor ${oneLine(invitation.workspace)} in POP Planner`,
  message: [
    'Hallo,',
    `${oneLine(invitation.inviter)} nodigt je uit om als ${invitation.role} mee te werken in de werkruimte "${oneLine(invitation.workspace)}" in POP Planner.`,
    `Accepteer de uitnodiging via deze link (${invitation.days} dagen geldig, één keer te gebruiken):\n${invitation.url}`,
    'Heb je nog geen account? Via de link maak je er een aan; je e-mailadres is daarmee meteen bevestigd. Verwacht je deze uitnodiging niet, dan kun je deze e-mail negeren.',
  ].join('\n\n'),
});

/**
 * A mail in an enterprise workspace's look (issue 26): its logo on top, shown from the inline part
 * `cid:<logoCid>`, and its accent colour (at least 4.5:1 against white) for the heading and the
 * buttons; the footer keeps the product's name.
 */
export function withBranding(rendered: RenderedMail, branding: { logoCid: string | null; color: string | null }): RenderedMail {
  const color = branding.color ?? PRODUCT_COLOR;
  const logo = branding.logoCid
    ? `<p style="margin:0 0 18px"><img src="cid:${escape(branding.logoCid)}" alt="" style="display:block;max-height:64px;max-width:240px"></p>`
    : '';
  const html = rendered.html
    .replaceAll(`:${PRODUCT_COLOR}`, `:${color}`)
    .replace('<h1 style=', `${logo}<h1 style=`)
    .replace(PRODUCT_FOOTER, 'Verstuurd met POP Planner');
  return { ...rendered, html, text: rendered.text.replace(/\n\nPOP Planner$/, '\n\nVerstuurd met POP Planner') };
}

/** What an overdue-goals digest lists: employees with their goals (events/overdue-digest.ts). */
interface DigestList {
  employeeName: string;
  companyName: string;
  goals: { conversationId: number; description: string; deadline: string; progress: number }[];
}

const dayMonthYear = (date: string) => date.split('-').reverse().join('-');

/**
 * A notification mail (issue 25) ends with a way out: the link in the text and the RFC 8058 headers a
 * mail program shows as 'Afmelden', one click, no login.
 */
export function withUnsubscribe(rendered: RenderedMail, url: string, what: string): RenderedMail {
  const line = `Wil je ${what} niet meer ontvangen? Meld je af: ${url}`;
  return {
    subject: rendered.subject,
    text: `${rendered.text}\n\n${line}`,
    html: rendered.html.replace(
      '</div></body>',
      `<p style="font-size:12px;color:#888">Wil je ${escape(what)} niet meer ontvangen? <a href="${escape(url)}">Afmelden</a></p></div></body>`,
    ),
    headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The weekly overview of overdue goals (Monday 08:00), grouped by employee, each goal linked to its conversation. */
export function overdueDigestMail(naam: string, employees: DigestList[], appUrl: string, unsubscribeUrl: string): RenderedMail {
  const subject = 'Wekelijks overzicht: verlopen doelen';
  const intro = [`Hallo ${naam},`, 'Deze doelen hebben hun deadline gehaald zonder dat ze bereikt zijn (voortgang onder 10):'];
  const goalLine = (g: DigestList['goals'][number]) =>
    `${g.description} (deadline ${dayMonthYear(g.deadline)}, voortgang ${g.progress}/10)`;
  const link = (g: DigestList['goals'][number]) => `${appUrl}/pop-conversations/${g.conversationId}`;
  const listHtml = employees
    .map(
      (e) =>
        `<p style="margin:16px 0 6px;font-weight:600">${escape(oneLine(e.employeeName))} · ${escape(e.companyName)}</p><ul style="margin:0;padding-left:20px">${e.goals
          .map((g) => `<li style="margin:0 0 6px"><a href="${escape(link(g))}">${escape(goalLine(g))}</a></li>`)
          .join('')}</ul>`,
    )
    .join('');
  const listText = employees.map((e) =>
    [`${oneLine(e.employeeName)} · ${e.companyName}`, ...e.goals.map((g) => `- ${goalLine(g)}: ${link(g)}`)].join('\n'),
  );
  const rendered = {
    subject,
    html: layout(subject, intro, undefined, undefined, listHtml),
    text: text([...intro, ...listText]),
  };
  return withUnsubscribe(rendered, unsubscribeUrl, 'dit wekelijkse overzicht');
}

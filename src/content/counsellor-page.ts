/**
 * A certified counsellor's own public page (/c/<slug>, rendered by the server: server/counsellor-pages/render.ts),
 * its marketing kit (poster, flyer, WhatsApp text), the take-down mail, and the guarantee's terms. The server
 * imports this module and its Hindi twin (content/hi/counsellor-page.ts) side by side.
 */
import { counsellorProgramme } from './catalogue'

/**
 * The guarantee's rule: configuration, one source for the pages, the workspace and the back office. What counts
 * as a student, within what time from certification, and what the counsellor gets if it is not met.
 */
export const guaranteeRule = {
  students: counsellorProgramme.guaranteedStudents,
  withinMonths: 12,
} as const

export const counsellorPageContent = {
  title: (name: string) => `${name}, certified DEM career counsellor`,
  description: (name: string, area: string) =>
    area
      ? `${name} is a certified DEM career counsellor in ${area}. Get your child's Success Blueprint and a debrief with ${name}.`
      : `${name} is a certified DEM career counsellor. Get your child's Success Blueprint and a debrief with ${name}.`,
  photoAlt: (name: string) => `Photo of ${name}`,
  certified: 'Certified DEM career counsellor',
  languages: 'Holds debriefs in',
  languageNames: { en: 'English', hi: 'Hindi' },
  area: 'City or area',
  teaching: 'Teaching',
  years: (years: number) => (years === 1 ? '1 year' : `${years} years`),
  credential: 'Verify the certificate',
  credentialId: (id: string) => `Credential ${id}`,
  about: (name: string) => `About ${name}`,
  contact: 'Contact',
  phone: 'Phone',
  email: 'Email',
  debriefHeading: 'How a debrief works',
  debriefSteps: [
    'You buy the Success Blueprint and your child answers 27 short questions online.',
    'The report is ready within minutes and comes to you by email.',
    'You book a 45-minute call at a time that suits you, and the counsellor walks you through the report: strengths, learning style, suited careers and the next steps.',
  ],
  buy: (name: string) => `Get your child's Success Blueprint with ${name}`,
  guaranteeLink: `How the ${guaranteeRule.students} guaranteed students work`,
  home: 'DEM Success Blueprint',
  otherLanguage: 'हिन्दी',
} as const

export const guaranteeContent = {
  heading: `The ${guaranteeRule.students} guaranteed student clients, in plain words`,
  counts: `What counts as a student: a family whose Success Blueprint order is paid and assigned to you, through your own referral link or by our team. A refunded order does not count, and neither does an order you place for your own child.`,
  within: `Within what time: ${guaranteeRule.withinMonths} months from the day we certify you.`,
  remedy: `If fewer than ${guaranteeRule.students} students are assigned to you by then: you stay first in line for every new student until you have ${guaranteeRule.students}, and you may ask for a refund of your kit fee in proportion to the students missing.`,
  dueBy: (date: string) => `Due by ${date}`,
  count: (count: number) => `${count} of ${guaranteeRule.students} students assigned`,
} as const

export const counsellorKitContent = {
  posterHeading: "Discover your child's strengths",
  flyerHeading: 'Success Blueprint',
  pitch:
    "A 27-question scan, a personal report on your child's strengths, learning style and suited careers, and a debrief call with me.",
  scan: 'Scan to get started',
  credential: (id: string) => `Certified counsellor, credential ${id}`,
  uncredentialed: 'Certified DEM career counsellor',
  whatsapp: (name: string, url: string) =>
    `Hello! I am ${name}, a certified DEM career counsellor. The Success Blueprint shows your child's strengths, learning style and suited careers, and I walk you through it on a call. Start here: ${url}`,
} as const

export const takeDownMail = {
  subject: 'Your counsellor page has been taken down',
  body: (input: { name: string; reason: string; workspaceUrl: string }) =>
    [
      `Hello ${input.name},`,
      '',
      'Our team has taken down your public counsellor page. The reason:',
      input.reason,
      '',
      'Your page is hidden from everyone until our team puts it back. Edit it in your workspace and reply to this mail when it is ready:',
      input.workspaceUrl,
      '',
      'DEM Success Blueprint',
    ].join('\n'),
} as const

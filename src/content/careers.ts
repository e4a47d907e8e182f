import { paths } from '../config/paths'
import type { Illustration } from './types'

export interface CareerFamily {
  id: string
  title: string
  icon: Illustration
  summary: string
  examples: readonly string[]
  insight: string
  developmentPath: string
  successStory: string
}

export const careersSeo = {
  title: 'Career Insight: 7 Career Families',
  description:
    'Explore seven career families for Indian students, with example careers, insights, a development path and a real-life style success story for each.',
} as const

export const careersPage = {
  heading: 'Career Insight: find the family your child belongs to',
  familiesLabel: 'Career families',
  lead: 'Careers are easier to understand in families. Each family below groups jobs that need similar strengths. The Success Blueprint shows which families suit your child best.',
  labels: {
    examples: 'Example careers',
    insight: 'Insight',
    developmentPath: 'Development path',
    successStory: 'Success story',
  },
} as const

const icon = (id: string): Illustration => ({
  src: `/images/careers/${id}.svg`,
  alt: '',
  width: 88,
  height: 88,
})

/**
 * Each family's id and icon, in the page's order: all that the Hindi twin takes from here, so the Hindi site does not
 * ship the English words beside its own (issue 49; the twins' ids are checked equal, tests/unit/hindi-content).
 */
export const careerFamilyLooks = /* @__PURE__ */ (
  [
    'technical-scientific',
    'creative-media',
    'healthcare-life-sciences',
    'public-service-government',
    'management-corporate',
    'banking-money-management',
    'practical-field-work',
  ] as const
).map((id) => ({ id, icon: icon(id) }))

export const careerFamilies: readonly CareerFamily[] = [
  {
    id: 'technical-scientific',
    title: 'Technical and Scientific',
    icon: icon('technical-scientific'),
    summary: 'For curious minds who love to ask why, build things and test ideas.',
    examples: [
      'Software engineer',
      'Data scientist',
      'Research scientist',
      'Civil or mechanical engineer',
      'Robotics specialist',
    ],
    insight:
      "Children who take apart gadgets, enjoy puzzles or keep asking how things work often enjoy this family's work. Most of its courses need maths and science in classes 11-12.",
    developmentPath:
      'Build a base in mathematics and science, join a coding or robotics club, take part in science fairs and olympiads, then choose PCM and an engineering or B.Sc. course that matches the interest.',
    successStory:
      'Rohan from Nagpur struggled with rote learning but loved fixing old radios. His blueprint showed a strong hands-on and analytical profile. Today he studies electronics engineering and builds low-cost sensors for farmers.',
  },
  {
    id: 'creative-media',
    title: 'Creative and Media',
    icon: icon('creative-media'),
    summary: 'For storytellers, artists and makers who see the world in colour.',
    examples: [
      'Graphic or UX designer',
      'Animator',
      'Journalist',
      'Film and video editor',
      'Content creator',
    ],
    insight:
      'Children who draw, write, act, or make music or videos often enjoy creative work. Design and media courses usually ask for a portfolio or an entrance test, and take students from any stream.',
    developmentPath:
      'Keep a sketchbook or writing journal, learn free design and editing tools, take short courses, build a portfolio, then apply to design, mass communication or fine arts programmes.',
    successStory:
      'Ishita from Jaipur was told drawing was only a hobby. Her report pointed to visual intelligence and empathy. She is now a UX designer at a Bengaluru start-up, designing apps used by millions.',
  },
  {
    id: 'healthcare-life-sciences',
    title: 'Healthcare and Life Sciences',
    icon: icon('healthcare-life-sciences'),
    summary: 'For caring, patient people who want to heal and protect others.',
    examples: ['Doctor', 'Physiotherapist', 'Clinical psychologist', 'Biotechnologist', 'Nutritionist'],
    insight:
      'Children who like caring for others and are curious about the body and living things often enjoy health work. Besides medicine, it includes nursing, therapy, psychology, research and public health.',
    developmentPath:
      'Choose PCB, volunteer at a clinic or NGO, read about different health roles, prepare for NEET or allied entrance exams, and keep options open across therapy, research and nursing.',
    successStory:
      'Farah from Lucknow did not clear NEET on her first try and felt lost. Her blueprint showed a strong people-and-movement profile. She chose physiotherapy and now runs a sports rehab clinic.',
  },
  {
    id: 'public-service-government',
    title: 'Public Service and Government',
    icon: icon('public-service-government'),
    summary: 'For leaders with a strong sense of duty and fairness.',
    examples: [
      'Civil services (IAS, IPS, IFS)',
      'Defence officer',
      'Public policy analyst',
      'Lawyer or judge',
      'Teacher and educator',
    ],
    insight:
      'Children who stand up for others, follow the news or enjoy a debate often enjoy work for the public. Many of its routes, such as the civil services, begin after a degree and take steady preparation.',
    developmentPath:
      'Read a newspaper daily, join debate and NCC or scouts, choose a graduation subject the child genuinely enjoys, and start structured preparation for UPSC, state services or law entrance exams.',
    successStory:
      'Sandeep from a small village in Bihar loved helping neighbours fill government forms. His blueprint revealed strong leadership and responsibility. He cleared the state civil services exam at 26.',
  },
  {
    id: 'management-corporate',
    title: 'Management and Corporate',
    icon: icon('management-corporate'),
    summary: 'For organisers and communicators who like to make things happen.',
    examples: [
      'Business manager',
      'Marketing professional',
      'Human resources lead',
      'Entrepreneur',
      'Operations analyst',
    ],
    insight:
      'Children who organise events, lead a team or enjoy convincing others often enjoy managing work and people. First degrees such as a BBA take students from any stream, and many add an MBA later.',
    developmentPath:
      'Lead a school club or event, learn basic accounting and presentation skills, choose commerce or any stream with a BBA or B.Com, then gain internships before an MBA.',
    successStory:
      'Aditi from Indore organised every school function but disliked science. Her blueprint pointed to leadership and persuasion. She studied BBA and now leads marketing for a national retail brand.',
  },
  {
    id: 'banking-money-management',
    title: 'Banking and Money Management',
    icon: icon('banking-money-management'),
    summary: 'For careful, number-loving planners who like order and trust.',
    examples: ['Chartered accountant', 'Investment banker', 'Financial planner', 'Bank officer', 'Actuary'],
    insight:
      'Children who like keeping track of money, numbers and plans often enjoy work with accounts and finance. Many take commerce, though CA Foundation is open after class 12 from any stream.',
    developmentPath:
      'Strengthen mathematics, choose commerce with accountancy, register for CA Foundation or prepare for banking exams, and learn personal finance through real budgeting at home.',
    successStory:
      'Karthik from Coimbatore kept a notebook of his pocket money since Class 6. His blueprint confirmed analytical precision. He cleared CA in his first attempt and advises small businesses today.',
  },
  {
    id: 'practical-field-work',
    title: 'Practical and Field Work',
    icon: icon('practical-field-work'),
    summary: 'For doers who learn with their hands and love being outdoors.',
    examples: [
      'Electrician or technician',
      'Agriculture specialist',
      'Hotel and hospitality professional',
      'Chef',
      'Field surveyor',
    ],
    insight:
      'Children who learn by doing, like fixing or building things, or enjoy being outdoors often enjoy practical work. Its routes include ITI and polytechnic courses after class 10 as well as degrees.',
    developmentPath:
      'Try hands-on workshops, explore ITI and diploma courses or vocational streams, gain apprenticeships, and add certifications that lead to supervisory or business roles.',
    successStory:
      'Manoj from Nashik was unhappy in a classroom but brilliant in the family farm. His blueprint showed practical intelligence. After an agriculture diploma, he runs a drip-irrigation business employing twelve people.',
  },
]

export const careersBanner = {
  heading: 'Create your first online assessment',
  points: ['Free registration', 'Powerful features'],
  text: 'Start with a free registration and see how the Success Blueprint maps your child to the right career family.',
  cta: { label: 'Sign Up for Free', to: paths.successBlueprint },
  image: { src: '/images/careers/assessment.svg', alt: '', width: 360, height: 280 } satisfies Illustration,
} as const

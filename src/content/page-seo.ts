/** The title and description of the pages whose other words live with their components' content. */
export const pageSeo = {
  contact: {
    title: 'Contact Us',
    description:
      'Contact the DEM Success Blueprint team in Mumbai about the report, the counsellor programme or a franchise. We reply within one working day.',
  },
  counsellor: {
    title: 'Become a Certified Career Counsellor',
    description: (sessions: number, students: number, fee: string) =>
      `Teachers and educators: become a certified career counsellor in ${sessions} short sessions, get ${students} guaranteed students and earn from home. One-time fee ${fee}.`,
  },
  counsellorFaq: {
    title: 'Counsellor FAQ',
    description:
      'Answers to the 12 questions teachers ask most about the Educational Excellence Counsellor programme: fee, sessions, students, earnings and certification.',
  },
  courses: {
    title: 'Courses',
    description:
      'Explore sample courses in maths, fitness, photography, development, design, business, music and painting, with free live classes every day.',
  },
  franchise: {
    title: 'Franchise Opportunities',
    description:
      'Compare the State, District and Unit franchise tiers of DEM Success Blueprint: territory, role, revenue, responsibilities, benefits and who each suits.',
  },
  franchiseBenefits: {
    title: 'Franchise Benefits',
    description:
      'Why partner with DEM Success Blueprint: growing demand for career guidance, a proven report, training, marketing support and a simple five-step start.',
  },
  topCounsellor: {
    title: 'Counsellor Certification Course',
    description: (fee: string, discountPercent: number, cohort: string, students: number) =>
      `Join the career counsellor certification course: one-time payment of ${fee} (${discountPercent}% off), next cohort ${cohort}, ${students} guaranteed students.`,
  },
} as const

/**
 * The words of a report's debrief on My orders: booking, changing and the outcome. A module of its own, loaded with
 * the booking part only when an order has a ready report; a Hindi edition is a second module of the same shape.
 * Times are filled in already written in India time (src/content/india-time.ts).
 */
export const debriefContent = {
  heading: 'Debrief with your counsellor',
  loading: 'Loading the free times...',
  loadFailed: 'We could not load the debrief times. Please try again.',
  retry: 'Try again',
  counsellor: (name: string) => `Your counsellor: ${name}`,
  notReady: 'You can book the debrief here as soon as your report is ready.',
  noCounsellor:
    'We are choosing your counsellor. You can book the debrief here as soon as they are assigned; we will email you.',
  pick: 'Pick a time for a 45-minute call about the report. All times are India time.',
  noSlots:
    'No free times in the next 14 days. Please look again tomorrow, or write to us from the Contact page.',
  slotsOn: (day: string) => `Free times on ${day}`,
  moreDays: 'Show more days',
  confirm: (when: string) => `Book ${when}`,
  confirmMove: (when: string) => `Move it to ${when}`,
  bookChosen: 'Book the time you pick',
  chooseFirst: 'Please pick a time first.',
  finalMark: 'Final',
  finalNote: "Times marked Final start within 12 hours: once booked, they can't be changed or cancelled.",
  chosenFinal: (when: string) =>
    `${when} starts within 12 hours: once booked, it can't be changed or cancelled.`,
  booking: 'Booking...',
  booked: (when: string) => `Booked: ${when}`,
  bookedNotice: 'Your debrief is booked. We have emailed you the invitation.',
  movedNotice: 'Your debrief has been moved. We have emailed you the new invitation.',
  cancelledNotice: 'Your debrief is cancelled. You can pick another time below.',
  joinLink: 'Join the call',
  joinLinkLead: 'At the time, join the video call with this link:',
  joinPhone: (phone: string) => `Your counsellor will call you from ${phone} at the time.`,
  addToCalendar: 'Add to calendar (.ics)',
  change: 'Change the time',
  keep: 'Keep this time',
  cancel: 'Cancel the debrief',
  cancelConfirm: 'Yes, cancel it',
  cancelQuestion: 'Cancel this debrief? You can book another time afterwards.',
  cancelling: 'Cancelling...',
  changeUntil: (when: string) => `You can change or cancel it until ${when}.`,
  tooLate: 'Sessions can be changed up to 12 hours before they start.',
  held: (when: string) => `Your debrief was held on ${when}.`,
  noteHeading: 'A note from your counsellor',
  noShow: (when: string) => `We missed you at the debrief on ${when}. You can pick another time below.`,
  cancelledByThem: (when: string, reason: string | null) =>
    `Your debrief on ${when} was cancelled${reason ? `: ${reason}` : ''}. We are sorry. Please pick another time below.`,
  failed: 'We could not do that. Please try again.',
} as const
